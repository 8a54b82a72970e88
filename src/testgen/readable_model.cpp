// A path's model made readable (readable_model.h): the wishes, asked in
// order until the path condition allows one, and the values of free inputs.
#include "testgen/readable_model.h"


#include <algorithm>
#include <bit>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <vector>

#include "expr/evaluator.h"

namespace symcrete::testgen {

using engine::PathResult;
using expr::Value;

namespace {

// Integral inputs of the path condition and an input array's elements
// non-zero and pairwise distinct (up to sixteen of them: the pairs grow
// quadratically); not a text's chars or an
// input's length, which the wishes for words and short inputs shape (two
// names' chars counted as numbers left a path none); `from_three` asks for
// 3 or more, past the values where operators agree (x * 50 / 100 is 0 for
// x = 1, so x - that and x + that are both 1; 2 + 2 is 2 * 2), and
// positive, as a person picks a count or an amount.
std::vector<const expr::Expr*> distinct_non_zero(const PathResult& path, expr::ExprContext& context,
                                                 bool from_three = false) {
    using expr::Kind;
    std::set<const expr::Expr*> shaped;  // chars and lengths
    if (path.inputs) {
        for (const engine::InputObject& input : path.inputs->objects) {
            if (input.length.is_symbolic())
                for (const expr::Expr* var : expr::collect_vars(input.length.expr())) shaped.insert(var);
            if (input.cls->shape != engine::ObjectShape::String) continue;
            for (const Value& c : input.slots)
                if (c.is_symbolic())
                    for (const expr::Expr* var : expr::collect_vars(c.expr())) shaped.insert(var);
        }
    }
    // Inputs the path holds to one value (`index == 0`, three adds at the
    // front of a list) cannot be distinct: left out, so that the others
    // (the values added) still are.
    std::set<const expr::Expr*> pinned;
    for (const expr::Expr* conjunct : path.path_condition) {
        if (conjunct->kind() != expr::Kind::Eq) continue;
        const expr::Expr* a = conjunct->operand(0);
        const expr::Expr* b = conjunct->operand(1);
        if (a->is_const()) std::swap(a, b);
        if (a->kind() == expr::Kind::Var && b->is_const()) pinned.insert(a);
    }
    std::vector<const expr::Expr*> numbers;
    for (const expr::Expr* var : expr::collect_vars(path.path_condition))
        if (expr::is_integral(var->sort()) && !shaped.count(var) && !pinned.count(var)) numbers.push_back(var);
    std::vector<const expr::Expr*> facts;
    if (numbers.size() > 8) return facts;
    // An input array's elements, up to eight of each: a test of
    // {0, -1, 0, 0, 1} cannot tell the largest value below the maximum from
    // the largest after the first element; {10, 1, 5, 2, 11} can.
    if (path.inputs) {
        for (const engine::InputObject& input : path.inputs->objects) {
            if (input.elements == nullptr || std::string_view("BSIJ").find(input.cls->element_type) == std::string_view::npos)
                continue;
            const Value length = input.length.is_symbolic() ? expr::evaluate(input.length.expr(), path.model) : input.length;
            const std::int32_t count = std::clamp(length.as_i32(), 0, 8);
            for (std::int32_t i = 0; i < count; ++i) numbers.push_back(context.select(input.elements, context.i32(i)));
        }
    }
    if (numbers.size() > 16) return facts;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        const bool narrow = numbers[i]->sort() == expr::Sort::I32;
        facts.push_back(from_three ? context.binary(expr::Kind::Le, narrow ? context.i32(3) : context.i64(3), numbers[i])
                                   : context.ne(numbers[i], narrow ? context.i32(0) : context.i64(0)));
        for (std::size_t j = 0; j < i; ++j)
            if (numbers[j]->sort() == numbers[i]->sort()) facts.push_back(context.ne(numbers[i], numbers[j]));
    }
    return facts;
}

// String inputs (distinct objects of the path, up to six) of pairwise
// different text, where the path lets them: a test whose SKU and name are
// both "a" cannot tell a method that returns names from one that returns
// SKUs. Concrete ones (an example's, input_examples.h) count too.
std::vector<const expr::Expr*> distinct_texts(const PathResult& path, expr::ExprContext& context) {
    std::vector<const engine::InputObject*> texts;
    if (path.inputs) {
        for (const engine::InputObject& input : path.inputs->objects)
            if (input.cls->shape == engine::ObjectShape::String && input.length.kind() == engine::ValueKind::Int)
                texts.push_back(&input);
    }
    std::vector<const expr::Expr*> facts;
    if (texts.size() < 2 || texts.size() > 6) return facts;
    for (std::size_t i = 0; i < texts.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (texts[i]->length.is_symbolic() || texts[j]->length.is_symbolic())
                facts.push_back(engine::texts_differ(context, *texts[i], *texts[j]));
    return facts;
}

// A text's char the code compares with letters (`c == 'a' || ... ||
// c == 'O'`, or `"aeiou".indexOf(c)`, an ite chain of them) and the
// letter, of the other case, that one of them has there and the code does
// not name: 'U', 'A'. A person's list of cases that forgets one (the vowels
// without 'U', a command letter only in lower case) shows only on that
// letter, which nothing in the code asks for; a test whose char is any
// other letter passes on the buggy code and the fixed one. The path may
// hold the char to one of the letters (the 'a' of "ab"): then the wish is
// refused, and the next char's is asked.
struct CaseMirror {
    const expr::Expr* slot = nullptr;
    char16_t letter = 0;
};
std::vector<CaseMirror> case_mirrors(const PathResult& path) {
    std::vector<CaseMirror> mirrors;
    if (!path.inputs) return mirrors;
    std::map<const expr::Expr*, std::set<std::uint64_t>> compared;
    for (const engine::InputObject& input : path.inputs->objects)
        if (input.cls->shape == engine::ObjectShape::String)
            for (const Value& c : input.slots)
                if (c.is_symbolic()) compared.try_emplace(c.expr());
    if (compared.empty()) return mirrors;
    // Every `slot == constant` in the path condition (a DAG: each node once).
    std::set<const expr::Expr*> seen;
    std::vector<const expr::Expr*> stack(path.path_condition.begin(), path.path_condition.end());
    while (!stack.empty()) {
        const expr::Expr* e = stack.back();
        stack.pop_back();
        if (!seen.insert(e).second) continue;
        if (e->kind() == expr::Kind::Eq) {
            const expr::Expr* a = e->operand(0);
            const expr::Expr* b = e->operand(1);
            if (a->is_const()) std::swap(a, b);
            if (auto slot = compared.find(a); slot != compared.end() && b->is_const()) slot->second.insert(b->bits());
        }
        for (unsigned i = 0; i < e->arity(); ++i) stack.push_back(e->operand(i));
    }
    // In the text's order (the slots'), one letter per char.
    for (const engine::InputObject& input : path.inputs->objects) {
        if (input.cls->shape != engine::ObjectShape::String) continue;
        for (const Value& c : input.slots) {
            if (!c.is_symbolic()) continue;
            const std::set<std::uint64_t>& letters = compared[c.expr()];
            for (std::uint64_t letter : letters) {
                std::uint64_t other = 0;
                if (letter >= 'a' && letter <= 'z') other = letter - 'a' + 'A';
                else if (letter >= 'A' && letter <= 'Z') other = letter - 'A' + 'a';
                else continue;
                if (letters.contains(other)) continue;
                mirrors.push_back(CaseMirror{c.expr(), static_cast<char16_t>(other)});
                break;
            }
        }
    }
    return mirrors;
}

// The solver's work limit for wishes, for as long as one lives: the usual
// limit or kWishSolverUnits, whichever is less; the usual one after.
class WishLimits {
public:
    explicit WishLimits(solver::Solver& solver) : solver_(solver), usual_(solver.limits()) {
        solver::QueryLimits wish = usual_;
        wish.work = usual_.work == 0 ? kWishSolverUnits : std::min(usual_.work, kWishSolverUnits);
        solver_.set_limits(wish);
    }
    ~WishLimits() { solver_.set_limits(usual_); }
    WishLimits(const WishLimits&) = delete;
    WishLimits& operator=(const WishLimits&) = delete;

private:
    solver::Solver& solver_;
    solver::QueryLimits usual_;
};

// The path's constrained inputs made readable: see readable().
PathResult readable_constrained(const PathResult& path, expr::ExprContext& context, solver::Solver& solver,
                                std::size_t max_wishes) {
    using expr::Kind;
    std::vector<const expr::Expr*> words;         // every char of text a lower-case letter
    std::vector<const expr::Expr*> upper_case;    // ... or an upper-case one (a currency code)
    std::vector<const expr::Expr*> short_inputs;
    std::vector<const expr::Expr*> int_arrays;  // an input int[]/long[]'s elements (Array-sorted vars)
    // Two chars' mirrors at most: each is a query charged to the budget.
    std::vector<CaseMirror> mirrors = case_mirrors(path);
    if (mirrors.size() > 2) mirrors.erase(mirrors.begin() + 1, mirrors.end() - 1);
    std::vector<const expr::Expr*> word_slots;  // the texts' symbolic chars
    if (path.inputs) {
        for (const engine::InputObject& input : path.inputs->objects) {
            if (input.length.is_symbolic())
                short_inputs.push_back(context.binary(Kind::Le, input.length.expr(), context.i32(4)));
            if (input.elements != nullptr && std::string_view("BSIJ").find(input.cls->element_type) != std::string_view::npos)
                int_arrays.push_back(input.elements);
            if (input.cls->shape != engine::ObjectShape::String) continue;
            for (const Value& c : input.slots) {
                if (!c.is_symbolic()) continue;
                word_slots.push_back(c.expr());
                // Ranges, not a disjunction of them: the queries are charged
                // to the exploration's budget, and one of letters or digits
                // per char cost a string-heavy class a tenth of its paths.
                words.push_back(context.binary(Kind::Le, context.i32('a'), c.expr()));
                words.push_back(context.binary(Kind::Le, c.expr(), context.i32('z')));
                upper_case.push_back(context.binary(Kind::Le, context.i32('A'), c.expr()));
                upper_case.push_back(context.binary(Kind::Le, c.expr(), context.i32('Z')));
            }
        }
    }
    auto small = [&](std::int64_t bound) {
        std::vector<const expr::Expr*> facts;
        for (const expr::Expr* elements : int_arrays) {
            const bool wide = elements->sort() == expr::Sort::ArrayI64;
            for (std::int32_t i = 0; i < engine::InputBounds{}.max_array_length; ++i) {
                const expr::Expr* element = context.select(elements, context.i32(i));
                facts.push_back(context.binary(Kind::Le, wide ? context.i64(-bound) : context.i32(static_cast<std::int32_t>(-bound)), element));
                facts.push_back(context.binary(Kind::Le, element, wide ? context.i64(bound) : context.i32(static_cast<std::int32_t>(bound))));
            }
        }
        for (const expr::Expr* var : expr::collect_vars(path.path_condition)) {
            if (var->sort() == expr::Sort::I32) {
                facts.push_back(context.binary(Kind::Le, context.i32(static_cast<std::int32_t>(-bound)), var));
                facts.push_back(context.binary(Kind::Le, var, context.i32(static_cast<std::int32_t>(bound))));
            } else if (var->sort() == expr::Sort::I64) {
                facts.push_back(context.binary(Kind::Le, context.i64(-bound), var));
                facts.push_back(context.binary(Kind::Le, var, context.i64(bound)));
            }
        }
        return facts;
    };
    const std::vector<const expr::Expr*> tiny = small(100);
    const std::vector<const expr::Expr*> modest = small(10000);
    // Each wish holds all of its text group's facts (`words` or
    // `upper_case`), so when the group's facts alone are refused, so is
    // every wish of the group: after the first wish, a group is asked once
    // alone before its wishes (a path whose text must hold '/' costs three
    // queries, not nine; they are charged to the exploration's budget).
    struct Wish {
        std::vector<const expr::Expr*> facts;
        const std::vector<const expr::Expr*>* group = nullptr;
    };
    std::vector<Wish> wishes;
    auto joined = [](std::vector<const expr::Expr*> a, const std::vector<const expr::Expr*>& b) {
        a.insert(a.end(), b.begin(), b.end());
        return a;
    };
    const std::vector<const expr::Expr*> distinct = distinct_non_zero(path, context);
    const std::vector<const expr::Expr*> distinct_from_three = distinct_non_zero(path, context, true);
    const std::vector<const expr::Expr*> texts = distinct_texts(path, context);
    const std::vector<const expr::Expr*> readable_words = joined(joined(short_inputs, words), tiny);
    const auto* in_words = words.empty() ? nullptr : &words;
    for (const CaseMirror& mirror : mirrors) {
        // The other chars lower-case words, as in the wishes below.
        std::vector<const expr::Expr*> facts = joined(joined(short_inputs, tiny), texts);
        for (const expr::Expr* c : word_slots) {
            if (c == mirror.slot) continue;
            facts.push_back(context.binary(Kind::Le, context.i32('a'), c));
            facts.push_back(context.binary(Kind::Le, c, context.i32('z')));
        }
        facts.push_back(context.binary(Kind::Eq, mirror.slot, context.i32(mirror.letter)));
        wishes.push_back({std::move(facts), nullptr});
    }
    if (!distinct.empty()) {
        wishes.push_back({joined(joined(readable_words, distinct_from_three), texts), in_words});
        wishes.push_back({joined(joined(readable_words, distinct), texts), in_words});
        // Distinct on a path whose inputs must be long (an array of seven).
        if (!short_inputs.empty()) wishes.push_back({joined(joined(joined(words, tiny), distinct), texts), in_words});
    }
    if (!texts.empty()) wishes.push_back({joined(readable_words, texts), in_words});
    if (!short_inputs.empty()) wishes.push_back({readable_words, in_words});
    if (!words.empty() || !tiny.empty()) wishes.push_back({joined(words, tiny), in_words});
    if (!modest.empty()) wishes.push_back({joined(words, modest), in_words});
    if (!words.empty() && !tiny.empty()) wishes.push_back({words, in_words});
    // Text the path keeps from being lower-case words: upper-case ones.
    if (!upper_case.empty()) {
        wishes.push_back({joined(joined(joined(short_inputs, upper_case), tiny), texts), &upper_case});
        wishes.push_back({joined(upper_case, texts), &upper_case});
        wishes.push_back({upper_case, &upper_case});
    }
    if (wishes.size() > max_wishes) wishes.resize(max_wishes);
    // A wish only makes a test read better, so each gets little solver
    // work, and a path whose wish the solver gave up on asks no more: every
    // wish repeats the path condition, which is what was hard. The queries
    // are charged after the paths are taken, so at the usual limit a hash
    // over a symbolic String (a record's hashCode) spent 16 s on its wishes
    // under a budget of 1 s.
    const WishLimits wish_limits(solver);
    bool gave_up = false;
    // The path's model satisfies its condition, so a wish is the query's
    // condition: the solver may leave out what it does not touch.
    auto ask = [&](const std::vector<const expr::Expr*>& facts, expr::Assignment& model) {
        if (gave_up) return false;
        const expr::Expr* wanted = context.boolean(true);
        for (const expr::Expr* fact : facts) wanted = context.binary(Kind::BoolAnd, wanted, fact);
        const solver::SatResult answer = solver.check(solver::Query{path.path_condition, wanted}, &model);
        gave_up = answer == solver::SatResult::Unknown;
        return answer == solver::SatResult::Sat;
    };
    // A group asked alone: its model when granted, nothing when refused.
    std::map<const std::vector<const expr::Expr*>*, std::optional<expr::Assignment>> group_answers;
    for (std::size_t i = 0; i < wishes.size(); ++i) {
        const Wish& wish = wishes[i];
        expr::Assignment model;
        bool granted = false;
        if (i > 0 && wish.group != nullptr) {
            auto [answer, first_ask] = group_answers.try_emplace(wish.group);
            if (first_ask) {
                expr::Assignment group_model;
                if (ask(*wish.group, group_model)) answer->second = std::move(group_model);
            }
            if (!answer->second) continue;
            if (wish.facts == *wish.group) {  // the group's own wish: already granted
                model = *answer->second;
                granted = true;
            }
        }
        if (!granted && !ask(wish.facts, model)) continue;
        PathResult better = path;
        better.model.merge(model);
        return better;
    }
    return path;
}

// Values for the inputs a path leaves free (in no constraint): small,
// distinct and non-zero, so that a test tells apart what 0 and equal values
// hide (a + b and a - b, a * b and a + b agree at 0 or 2, 2): 3, 5, 7, 11,
// ... for integers, 1.5, 2.5, ... for floats, true for booleans.
void give_free_inputs_values(const PathResult& path, expr::Assignment& model) {
    std::vector<const expr::Expr*> inputs;
    auto add = [&](const Value& v) {
        if (!v.is_symbolic()) return;
        for (const expr::Expr* var : expr::collect_vars(v.expr())) inputs.push_back(var);
    };
    for (const Value& argument : path.arguments) add(argument);
    // The receiver's construction and setup calls too: an item put() and
    // never compared would be 0 in every call ("[0, 0]" shows no reversal).
    if (path.construction) {
        for (const Value& argument : path.construction->arguments) add(argument);
        for (const engine::SetupCall& call : path.construction->calls)
            for (const Value& argument : call.arguments) add(argument);
    }
    if (path.inputs) {
        for (const engine::InputObject& input : path.inputs->objects) {
            for (const Value& slot : input.slots) add(slot);
            add(input.length);
        }
    }
    std::sort(inputs.begin(), inputs.end(), [](const expr::Expr* a, const expr::Expr* b) { return a->id() < b->id(); });
    inputs.erase(std::unique(inputs.begin(), inputs.end()), inputs.end());
    std::vector<const expr::Expr*> constrained = expr::collect_vars(path.path_condition);
    static constexpr std::int64_t kSmallPrimes[] = {3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47};
    std::size_t next = 0;
    for (const expr::Expr* var : inputs) {
        if (std::binary_search(constrained.begin(), constrained.end(), var,
                               [](const expr::Expr* a, const expr::Expr* b) { return a->id() < b->id(); }))
            continue;
        const std::int64_t small = kSmallPrimes[next % std::size(kSmallPrimes)] + 50 * static_cast<std::int64_t>(next / std::size(kSmallPrimes));
        switch (var->sort()) {
            case expr::Sort::Bool: model.set(var, 1); break;
            case expr::Sort::I32: model.set(var, static_cast<std::uint32_t>(static_cast<std::int32_t>(small))); break;
            case expr::Sort::I64: model.set(var, static_cast<std::uint64_t>(small)); break;
            case expr::Sort::F32: model.set(var, std::bit_cast<std::uint32_t>(static_cast<float>(next) + 1.5f)); break;
            case expr::Sort::F64: model.set(var, std::bit_cast<std::uint64_t>(static_cast<double>(next) + 1.5)); break;
            default: continue;
        }
        ++next;
    }
}

}  // namespace

PathResult readable(const PathResult& path, expr::ExprContext& context, solver::Solver& solver,
                    std::size_t max_wishes) {
    PathResult better = readable_constrained(path, context, solver, max_wishes);
    give_free_inputs_values(better, better.model);
    return better;
}

}  // namespace symcrete::testgen
