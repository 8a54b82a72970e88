// Random expression trees over a few inputs of every sort (fixed seeds),
// computed along independent routes that must agree bit for bit:
//
//   1. built with the smart constructors over symbolic inputs (folding and
//      simplification apply), then evaluated under an assignment;
//   2. built with Value operations over the assignment's concrete values
//      (the concrete fast path, which never simplifies);
//   3. built with Values where each input is concrete or symbolic at random,
//      so folding and simplification meet partly known operands, then
//      evaluated;
//   5. route 1's tree with route 3's concrete inputs substituted, then
//      evaluated; and with every input substituted, a constant.
//
// Route 4 builds the tree with Values over symbolic inputs and must give the
// very node of route 1. Trees reuse earlier subtrees, so x - x, x ^ x, c && !c
// and the like come up, and inputs take edge values (NaN, -0.0, MIN, ...) half
// the time. Any simplification that is not exact, or folding that differs from
// evaluation, shows up as a mismatch.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "expr/substitution.h"
#include "expr/value.h"
#include "support/rng.h"

namespace symcrete::expr {
namespace {

using symcrete::testing::Rng;

constexpr Sort kSorts[] = {Sort::Bool, Sort::I32, Sort::I64, Sort::F32, Sort::F64};
constexpr Sort kNumeric[] = {Sort::I32, Sort::I64, Sort::F32, Sort::F64};
constexpr int kVarsPerSort = 3;

const std::vector<std::uint64_t>& edge_values(Sort sort) {
    static const std::vector<std::uint64_t> bools = {0, 1};
    static const std::vector<std::uint64_t> ints = {0, 1, 0xffffffff, 2, 3, 31, 32, 0x80000000, 0x7fffffff,
                                                    0x80000001, 0xff, 0x80, 0xffff, 0x8000, 0x55555555};
    static const std::vector<std::uint64_t> longs = {0, 1, ~0ull, 2, 63, 64, 0x8000000000000000, 0x7fffffffffffffff,
                                                     0xffffffff, 0x80000000, 0xffffffff80000000, 0x5555555555555555};
    static const std::vector<std::uint64_t> floats = {0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000,
                                                      0xff800000, 0x7fc00000, 0xffc00000, 0x7f800001, 0x00000001,
                                                      0x7f7fffff, 0x4f000000, 0xcf000000, 0x5f000000, 0x3f000000,
                                                      0x40400000};
    static const std::vector<std::uint64_t> doubles = {
        0x0000000000000000, 0x8000000000000000, 0x3ff0000000000000, 0xbff0000000000000, 0x7ff0000000000000,
        0xfff0000000000000, 0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000001, 0x0000000000000001,
        0x7fefffffffffffff, 0x41e0000000000000, 0xc1e0000000000000, 0x43e0000000000000, 0x3fe0000000000000,
        0x4008000000000000, 0x3ff0000010000000};
    switch (sort) {
        case Sort::Bool: return bools;
        case Sort::I32: return ints;
        case Sort::I64: return longs;
        case Sort::F32: return floats;
        case Sort::F64: return doubles;
        default: break;  // arrays
    }
    return bools;
}

std::uint64_t random_value(Rng& rng, Sort sort) {
    if (rng.chance(50)) {
        const auto& edges = edge_values(sort);
        return edges[rng.below(static_cast<unsigned>(edges.size()))];
    }
    const std::uint64_t bits = rng.next();
    // Small numbers half the time, so comparisons and divisions meet.
    const int small = static_cast<int>(bits % 17) - 8;
    switch (sort) {
        case Sort::Bool: return bits & 1;
        case Sort::I32: return rng.chance(50) ? static_cast<std::uint32_t>(small) : bits & 0xffffffff;
        case Sort::I64: return rng.chance(50) ? static_cast<std::uint64_t>(static_cast<std::int64_t>(small)) : bits;
        case Sort::F32:
            return rng.chance(50) ? std::bit_cast<std::uint32_t>(static_cast<float>(small) * 0.5f) : bits & 0xffffffff;
        case Sort::F64: return rng.chance(50) ? std::bit_cast<std::uint64_t>(static_cast<double>(small) * 0.25) : bits;
        default: break;  // arrays
    }
    return 0;
}

// A tree as a recipe, independent of how it is built.
struct Node {
    enum class Type { Const, Var, Unary, Binary, Convert, Ite } type;
    Kind kind = Kind::Const;
    Sort sort = Sort::I32;
    int a = -1, b = -1, c = -1;  // operand node indexes
    std::uint64_t bits = 0;      // Const: the value; Var: the input number within its sort
};

class TreeGenerator {
public:
    TreeGenerator(Rng& rng, unsigned leaf_percent) : rng_(rng), leaf_percent_(leaf_percent) {}

    std::vector<Node> nodes;

    int generate(Sort sort, int depth) {
        // Reuse an earlier subtree of this sort now and then.
        if (!by_sort_[index(sort)].empty() && rng_.chance(15)) {
            const auto& pool = by_sort_[index(sort)];
            return pool[rng_.below(static_cast<unsigned>(pool.size()))];
        }
        if (depth == 0 || rng_.chance(leaf_percent_)) return leaf(sort);
        Node n;
        n.sort = sort;
        switch (sort) {
            case Sort::Bool: condition(n, depth); break;
            case Sort::I32: integral(n, depth, true); break;
            case Sort::I64: integral(n, depth, false); break;
            case Sort::F32:
            case Sort::F64: floating(n, depth); break;
            default: break;  // arrays
        }
        return add(n);
    }

private:
    static int index(Sort s) { return static_cast<int>(s); }

    int add(const Node& n) {
        nodes.push_back(n);
        const int i = static_cast<int>(nodes.size()) - 1;
        by_sort_[index(n.sort)].push_back(i);
        return i;
    }

    int leaf(Sort sort) {
        Node n;
        n.sort = sort;
        if (rng_.chance(60)) {
            n.type = Node::Type::Var;
            n.bits = rng_.below(kVarsPerSort);
        } else {
            n.type = Node::Type::Const;
            n.bits = random_value(rng_, sort);
        }
        return add(n);
    }

    Sort any_numeric() { return kNumeric[rng_.below(4)]; }

    void make_binary(Node& n, Kind kind, Sort operand, int depth, Sort second = Sort::Bool) {
        n.type = Node::Type::Binary;
        n.kind = kind;
        n.a = generate(operand, depth - 1);
        n.b = generate(second == Sort::Bool ? operand : second, depth - 1);
    }

    void make_ite(Node& n, int depth) {
        n.type = Node::Type::Ite;
        n.a = generate(Sort::Bool, depth - 1);
        n.b = generate(n.sort, depth - 1);
        n.c = generate(n.sort, depth - 1);
    }

    void make_convert(Node& n, int depth) {
        Sort from = any_numeric();
        while (from == n.sort) from = any_numeric();
        n.type = Node::Type::Convert;
        n.a = generate(from, depth - 1);
    }

    void condition(Node& n, int depth) {
        switch (rng_.below(7)) {
            case 0: make_binary(n, Kind::Eq, kSorts[rng_.below(5)], depth); break;
            case 1: make_binary(n, Kind::Lt, any_numeric(), depth); break;
            case 2: make_binary(n, Kind::Le, any_numeric(), depth); break;
            case 3:
                n.type = Node::Type::Unary;
                n.kind = Kind::Not;
                n.a = generate(Sort::Bool, depth - 1);
                break;
            case 4: make_binary(n, rng_.chance(50) ? Kind::BoolAnd : Kind::BoolOr, Sort::Bool, depth); break;
            case 5: compare_with_zero(n, depth); break;
            default: make_ite(n, depth); break;
        }
    }

    // How javac compares longs and floats: lcmp (fcmpl, ...) then a
    // comparison of its result with 0, on either side.
    void compare_with_zero(Node& n, int depth) {
        static constexpr Kind kCompare[] = {Kind::Eq, Kind::Lt, Kind::Le};
        static constexpr Kind kCmp[] = {Kind::Cmp, Kind::CmpL, Kind::CmpG};
        Node cmp;
        cmp.sort = Sort::I32;
        const unsigned which = rng_.below(3);
        make_binary(cmp, kCmp[which], which == 0 ? Sort::I64 : (rng_.chance(50) ? Sort::F32 : Sort::F64), depth);
        Node zero;
        zero.type = Node::Type::Const;
        zero.sort = Sort::I32;
        n.type = Node::Type::Binary;
        n.kind = kCompare[rng_.below(3)];
        n.a = add(cmp);
        n.b = add(zero);
        if (rng_.chance(50)) std::swap(n.a, n.b);
    }

    void integral(Node& n, int depth, bool is_int) {
        static constexpr Kind kArith[] = {Kind::Add, Kind::Sub, Kind::Mul, Kind::Div, Kind::Rem,
                                          Kind::And, Kind::Or,  Kind::Xor};
        static constexpr Kind kShifts[] = {Kind::Shl, Kind::Shr, Kind::Ushr};
        const unsigned choice = rng_.below(is_int ? 9 : 6);
        switch (choice) {
            case 0:
            case 1: make_binary(n, kArith[rng_.below(8)], n.sort, depth); break;
            case 2: make_binary(n, kShifts[rng_.below(3)], n.sort, depth, Sort::I32); break;
            case 3:
                n.type = Node::Type::Unary;
                n.kind = Kind::Neg;
                n.a = generate(n.sort, depth - 1);
                break;
            case 4: make_convert(n, depth); break;
            case 5: make_ite(n, depth); break;
            case 6: {
                static constexpr Kind kNarrow[] = {Kind::ToByte, Kind::ToChar, Kind::ToShort};
                n.type = Node::Type::Unary;
                n.kind = kNarrow[rng_.below(3)];
                n.a = generate(Sort::I32, depth - 1);
                break;
            }
            case 7: make_binary(n, Kind::Cmp, Sort::I64, depth); break;
            default:
                make_binary(n, rng_.chance(50) ? Kind::CmpL : Kind::CmpG, rng_.chance(50) ? Sort::F32 : Sort::F64,
                            depth);
                break;
        }
    }

    void floating(Node& n, int depth) {
        static constexpr Kind kArith[] = {Kind::Add, Kind::Sub, Kind::Mul, Kind::Div, Kind::Rem};
        switch (rng_.below(5)) {
            case 0:
            case 1: make_binary(n, kArith[rng_.below(5)], n.sort, depth); break;
            case 2:
                n.type = Node::Type::Unary;
                n.kind = Kind::Neg;
                n.a = generate(n.sort, depth - 1);
                break;
            case 3: make_convert(n, depth); break;
            default: make_ite(n, depth); break;
        }
    }

    Rng& rng_;
    unsigned leaf_percent_;
    std::vector<int> by_sort_[5];
};

// The inputs: per sort, kVarsPerSort vars with values.
struct Inputs {
    const Expr* vars[5][kVarsPerSort] = {};
    std::uint64_t values[5][kVarsPerSort] = {};
    bool symbolic[5][kVarsPerSort] = {};  // for the mixed route
};

// Builds a recipe with any operations over any leaves.
template <class T, class LeafFn, class UnaryFn, class BinaryFn, class ConvertFn, class IteFn>
T build(const std::vector<Node>& nodes, int root, LeafFn leaf, UnaryFn un, BinaryFn bin, ConvertFn conv, IteFn choose) {
    std::vector<T> built(nodes.size());
    // Operands always precede their users in the recipe.
    for (int i = 0; i <= root; ++i) {
        const Node& n = nodes[static_cast<std::size_t>(i)];
        auto at = [&built](int j) { return built[static_cast<std::size_t>(j)]; };
        switch (n.type) {
            case Node::Type::Const:
            case Node::Type::Var: built[static_cast<std::size_t>(i)] = leaf(n); break;
            case Node::Type::Unary: built[static_cast<std::size_t>(i)] = un(n.kind, at(n.a)); break;
            case Node::Type::Binary: built[static_cast<std::size_t>(i)] = bin(n.kind, at(n.a), at(n.b)); break;
            case Node::Type::Convert: built[static_cast<std::size_t>(i)] = conv(n.sort, at(n.a)); break;
            case Node::Type::Ite: built[static_cast<std::size_t>(i)] = choose(at(n.a), at(n.b), at(n.c)); break;
        }
    }
    return built[static_cast<std::size_t>(root)];
}

struct Stats {
    int trees = 0;
    int evaluations = 0;
    std::size_t recipe_nodes = 0;
    std::size_t dag_nodes = 0;
};

void check_trees(std::uint64_t seed, int count, int min_depth, int max_depth, unsigned leaf_percent, Stats& stats) {
    Rng rng(seed);
    for (int t = 0; t < count; ++t) {
        ExprContext ctx;
        Inputs inputs;
        for (Sort s : kSorts) {
            for (int v = 0; v < kVarsPerSort; ++v) {
                inputs.vars[static_cast<int>(s)][v] = ctx.var(s, std::string(to_string(s)) + "_" + std::to_string(v));
            }
        }
        TreeGenerator gen(rng, leaf_percent);
        const Sort root_sort = kSorts[rng.below(5)];
        const int depth = min_depth + static_cast<int>(rng.below(static_cast<unsigned>(max_depth - min_depth + 1)));
        const int root = gen.generate(root_sort, depth);
        const auto& nodes = gen.nodes;

        // Route 1: symbolic inputs through the smart constructors.
        auto sym_leaf = [&](const Node& n) {
            return n.type == Node::Type::Var ? inputs.vars[static_cast<int>(n.sort)][n.bits]
                                             : ctx.constant(n.sort, n.bits);
        };
        const Expr* dag = build<const Expr*>(
            nodes, root, sym_leaf, [&](Kind k, const Expr* a) { return ctx.unary(k, a); },
            [&](Kind k, const Expr* a, const Expr* b) { return ctx.binary(k, a, b); },
            [&](Sort s, const Expr* a) { return ctx.convert(s, a); },
            [&](const Expr* c, const Expr* a, const Expr* b) { return ctx.ite(c, a, b); });
        ASSERT_EQ(dag->sort(), root_sort);

        // Route 4: Values over symbolic inputs give the same node.
        auto value_un = [&](Kind k, Value a) { return unary(ctx, k, a); };
        auto value_bin = [&](Kind k, Value a, Value b) { return binary(ctx, k, a, b); };
        auto value_conv = [&](Sort s, Value a) { return convert(ctx, kind_of(s), a); };
        auto value_ite = [&](Value c, Value a, Value b) { return ite(ctx, c, a, b); };
        const Value symbolic_value = build<Value>(
            nodes, root, [&](const Node& n) { return Value::symbolic(sym_leaf(n)); }, value_un, value_bin,
            value_conv, value_ite);
        ASSERT_EQ(symbolic_value.to_expr(ctx), dag) << to_string(dag);

        // The printer is deterministic and total.
        const std::string text = to_string(dag);
        ASSERT_FALSE(text.empty());

        for (int round = 0; round < 4; ++round) {
            Assignment assignment;
            for (Sort s : kSorts) {
                for (int v = 0; v < kVarsPerSort; ++v) {
                    const std::uint64_t bits = random_value(rng, s);
                    inputs.values[static_cast<int>(s)][v] = bits;
                    inputs.symbolic[static_cast<int>(s)][v] = rng.chance(50);
                    assignment.set(inputs.vars[static_cast<int>(s)][v], bits);
                }
            }
            const Value evaluated = evaluate(dag, assignment);

            // Route 2: concrete values only.
            const std::size_t nodes_before = ctx.node_count();
            const Value concrete = build<Value>(
                nodes, root,
                [&](const Node& n) {
                    return Value::of_bits(kind_of(n.sort), n.type == Node::Type::Var
                                                                ? inputs.values[static_cast<int>(n.sort)][n.bits]
                                                                : n.bits);
                },
                value_un, value_bin, value_conv, value_ite);
            ASSERT_TRUE(concrete.is_concrete());
            ASSERT_EQ(ctx.node_count(), nodes_before);  // the concrete path made no nodes
            ASSERT_EQ(evaluated, concrete) << "seed " << seed << " tree " << t << ": " << text << "\nevaluated "
                                           << evaluated.to_string() << ", concrete " << concrete.to_string();

            // Route 3: some inputs concrete, the others symbolic.
            const Value mixed = build<Value>(
                nodes, root,
                [&](const Node& n) {
                    const int s = static_cast<int>(n.sort);
                    if (n.type == Node::Type::Var && inputs.symbolic[s][n.bits]) {
                        return Value::symbolic(inputs.vars[s][n.bits]);
                    }
                    const std::uint64_t bits = n.type == Node::Type::Var ? inputs.values[s][n.bits] : n.bits;
                    return Value::of_bits(kind_of(n.sort), bits);
                },
                value_un, value_bin, value_conv, value_ite);
            const Value mixed_result = mixed.is_concrete() ? mixed : evaluate(mixed.expr(), assignment);
            ASSERT_EQ(mixed_result, concrete) << "seed " << seed << " tree " << t << ": " << text
                                              << "\npartly concrete: " << mixed.to_string();

            // Route 5: the inputs route 3 keeps concrete substituted into the
            // symbolic tree (substitution.h) agree with evaluation; every
            // input substituted folds to the constant evaluation gives.
            Substitution some, all;
            for (Sort s : kSorts) {
                for (int v = 0; v < kVarsPerSort; ++v) {
                    const Expr* var = inputs.vars[static_cast<int>(s)][v];
                    const Expr* value = ctx.constant(s, inputs.values[static_cast<int>(s)][v]);
                    all.emplace(var, value);
                    if (!inputs.symbolic[static_cast<int>(s)][v]) some.emplace(var, value);
                }
            }
            const Expr* partly = substitute(ctx, dag, some);
            ASSERT_EQ(evaluate(partly, assignment), concrete) << "seed " << seed << " tree " << t << ": " << text
                                                              << "\nsubstituted: " << to_string(partly);
            const Expr* fully = substitute(ctx, dag, all);
            ASSERT_TRUE(fully->is_const()) << text << "\nsubstituted: " << to_string(fully);
            ASSERT_EQ(evaluate(fully, Assignment{}), concrete) << "seed " << seed << " tree " << t << ": " << text;
            ++stats.evaluations;
        }
        ++stats.trees;
        stats.recipe_nodes += static_cast<std::size_t>(root) + 1;
        stats.dag_nodes += ctx.node_count();
    }
}

TEST(Property, ShallowTreesAgreeAlongEveryRoute) {
    Stats stats;
    check_trees(0x5eed0001, 20000, 1, 4, 20, stats);
    EXPECT_EQ(stats.trees, 20000);
}

TEST(Property, DeepTreesAgreeAlongEveryRoute) {
    Stats stats;
    check_trees(0x5eed0002, 2000, 6, 10, 5, stats);
    EXPECT_EQ(stats.trees, 2000);
    std::printf("[ property ] %d trees, %d assignments, %zu recipe nodes, %zu DAG nodes (with inputs)\n",
                stats.trees, stats.evaluations, stats.recipe_nodes, stats.dag_nodes);
}

TEST(Property, TreesAreBuiltDeterministically) {
    // The same seed in two contexts: the same text, ids and hashes.
    for (int run = 0; run < 2; ++run) {
        std::vector<std::string> texts[2];
        std::vector<std::size_t> hashes[2];
        for (int side = 0; side < 2; ++side) {
            Rng rng(0x5eed0003 + static_cast<std::uint64_t>(run));
            for (int t = 0; t < 200; ++t) {
                ExprContext ctx;
                const Expr* vars[5][kVarsPerSort];
                for (Sort s : kSorts) {
                    for (int v = 0; v < kVarsPerSort; ++v) {
                        vars[static_cast<int>(s)][v] = ctx.var(s, std::string(to_string(s)) + "_" + std::to_string(v));
                    }
                }
                TreeGenerator gen(rng, 20);
                const int root = gen.generate(kSorts[rng.below(5)], 6);
                const Expr* dag = build<const Expr*>(
                    gen.nodes, root,
                    [&](const Node& n) {
                        return n.type == Node::Type::Var ? vars[static_cast<int>(n.sort)][n.bits]
                                                         : ctx.constant(n.sort, n.bits);
                    },
                    [&](Kind k, const Expr* a) { return ctx.unary(k, a); },
                    [&](Kind k, const Expr* a, const Expr* b) { return ctx.binary(k, a, b); },
                    [&](Sort s, const Expr* a) { return ctx.convert(s, a); },
                    [&](const Expr* c, const Expr* a, const Expr* b) { return ctx.ite(c, a, b); });
                texts[side].push_back(to_string(dag) + " #" + std::to_string(dag->id()));
                hashes[side].push_back(dag->hash());
            }
        }
        EXPECT_EQ(texts[0], texts[1]);
        EXPECT_EQ(hashes[0], hashes[1]);
    }
}

}  // namespace
}  // namespace symcrete::expr
