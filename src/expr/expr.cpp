// ExprContext: node storage, hash-consing and the smart constructors (sort
// checks, constant folding, canonical operand order, then the rewrites of
// simplify.cpp), collect_vars and collect_calls.
#include "expr/expr.h"

#include <bit>

#include "expr/opaque_function.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <unordered_set>
#include <utility>

#include "internal.h"

namespace symcrete::expr {

const char* to_string(Sort sort) {
    switch (sort) {
        case Sort::Bool: return "bool";
        case Sort::I32: return "i32";
        case Sort::I64: return "i64";
        case Sort::F32: return "f32";
        case Sort::F64: return "f64";
        case Sort::ArrayI32: return "i32[]";
        case Sort::ArrayI64: return "i64[]";
        case Sort::ArrayF32: return "f32[]";
        case Sort::ArrayF64: return "f64[]";
    }
    return "?";
}

bool is_array(Sort sort) {
    return sort == Sort::ArrayI32 || sort == Sort::ArrayI64 || sort == Sort::ArrayF32 || sort == Sort::ArrayF64;
}

Sort element_sort(Sort array) {
    switch (array) {
        case Sort::ArrayI64: return Sort::I64;
        case Sort::ArrayF32: return Sort::F32;
        case Sort::ArrayF64: return Sort::F64;
        default: assert(array == Sort::ArrayI32); return Sort::I32;
    }
}

Sort array_sort_of(Sort element) {
    switch (element) {
        case Sort::I64: return Sort::ArrayI64;
        case Sort::F32: return Sort::ArrayF32;
        case Sort::F64: return Sort::ArrayF64;
        default: assert(element == Sort::I32); return Sort::ArrayI32;
    }
}

bool is_integral(Sort sort) {
    return sort == Sort::I32 || sort == Sort::I64;
}

bool is_floating(Sort sort) {
    return sort == Sort::F32 || sort == Sort::F64;
}

const char* to_string(Kind kind) {
    switch (kind) {
        case Kind::Const: return "Const";
        case Kind::Var: return "Var";
        case Kind::Add: return "Add";
        case Kind::Sub: return "Sub";
        case Kind::Mul: return "Mul";
        case Kind::Div: return "Div";
        case Kind::Rem: return "Rem";
        case Kind::Neg: return "Neg";
        case Kind::And: return "And";
        case Kind::Or: return "Or";
        case Kind::Xor: return "Xor";
        case Kind::Shl: return "Shl";
        case Kind::Shr: return "Shr";
        case Kind::Ushr: return "Ushr";
        case Kind::Convert: return "Convert";
        case Kind::ToByte: return "ToByte";
        case Kind::ToChar: return "ToChar";
        case Kind::ToShort: return "ToShort";
        case Kind::Cmp: return "Cmp";
        case Kind::CmpL: return "CmpL";
        case Kind::CmpG: return "CmpG";
        case Kind::Eq: return "Eq";
        case Kind::Lt: return "Lt";
        case Kind::Le: return "Le";
        case Kind::Not: return "Not";
        case Kind::BoolAnd: return "BoolAnd";
        case Kind::BoolOr: return "BoolOr";
        case Kind::Ite: return "Ite";
        case Kind::Select: return "Select";
        case Kind::Store: return "Store";
        case Kind::Call: return "Call";
    }
    return "?";
}

namespace {

bool is_numeric(Sort sort) {
    return sort != Sort::Bool && !is_array(sort);
}

// Sort rules of the smart constructors; only evaluated inside assert().
[[maybe_unused]] bool unary_sorts_ok(Kind kind, const Expr* a) {
    if (a == nullptr) return false;
    switch (kind) {
        case Kind::Neg: return is_numeric(a->sort());
        case Kind::Not: return a->sort() == Sort::Bool;
        case Kind::ToByte:
        case Kind::ToChar:
        case Kind::ToShort: return a->sort() == Sort::I32;
        default: return false;
    }
}

[[maybe_unused]] bool binary_sorts_ok(Kind kind, const Expr* a, const Expr* b) {
    if (a == nullptr || b == nullptr) return false;
    const Sort s = a->sort();
    switch (kind) {
        case Kind::Add:
        case Kind::Sub:
        case Kind::Mul:
        case Kind::Div:
        case Kind::Rem: return is_numeric(s) && b->sort() == s;
        case Kind::And:
        case Kind::Or:
        case Kind::Xor: return is_integral(s) && b->sort() == s;
        case Kind::Shl:
        case Kind::Shr:
        case Kind::Ushr: return is_integral(s) && b->sort() == Sort::I32;
        case Kind::Cmp: return s == Sort::I64 && b->sort() == s;
        case Kind::CmpL:
        case Kind::CmpG: return is_floating(s) && b->sort() == s;
        case Kind::Eq: return b->sort() == s && !is_array(s);
        case Kind::Lt:
        case Kind::Le: return is_numeric(s) && b->sort() == s;
        case Kind::BoolAnd:
        case Kind::BoolOr: return s == Sort::Bool && b->sort() == s;
        default: return false;
    }
}

// Exact for every input, so swapping the operands never changes a result.
// Floating-point arithmetic is left alone: with two NaN operands the payload
// of the result depends on the operand order.
bool is_commutative(Kind kind, Sort operand) {
    switch (kind) {
        case Kind::Add:
        case Kind::Mul: return is_integral(operand);
        case Kind::And:
        case Kind::Or:
        case Kind::Xor:
        case Kind::Eq:
        case Kind::BoolAnd:
        case Kind::BoolOr: return true;
        default: return false;
    }
}

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
    // splitmix64's finaliser over the running hash.
    std::uint64_t x = h ^ (v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2));
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

struct NodeHash {
    std::size_t operator()(const Expr* e) const { return e->hash(); }
};

struct NodeEqual {
    bool operator()(const Expr* x, const Expr* y) const {
        if (x->kind() != y->kind() || x->sort() != y->sort() || x->bits() != y->bits() || x->arity() != y->arity()) {
            return false;
        }
        for (unsigned i = 0; i < x->arity(); ++i) {
            if (x->operand(i) != y->operand(i)) return false;
        }
        return true;
    }
};

}  // namespace

struct ExprContext::Impl {
    std::deque<Expr> nodes;  // stable addresses; ids are indexes
    std::unordered_set<const Expr*, NodeHash, NodeEqual> table;
};

ExprContext::ExprContext() : impl_(std::make_unique<Impl>()) {}
ExprContext::~ExprContext() = default;

std::size_t ExprContext::node_count() const {
    return impl_->nodes.size();
}

// The one place nodes are made. The hash is structural (operand hashes, not
// addresses), so it is the same from run to run.
const Expr* ExprContext::intern(Kind kind, Sort sort, std::uint64_t bits, const Expr* a, const Expr* b,
                                const Expr* c) {
    Expr probe;
    probe.kind_ = kind;
    probe.sort_ = sort;
    probe.bits_ = bits;
    probe.operands_[0] = a;
    probe.operands_[1] = b;
    probe.operands_[2] = c;
    probe.arity_ = static_cast<std::uint8_t>(a == nullptr ? 0 : (b == nullptr ? 1 : (c == nullptr ? 2 : 3)));
    std::uint64_t h = mix(static_cast<std::uint64_t>(kind) << 8 | static_cast<std::uint64_t>(sort), bits);
    for (unsigned i = 0; i < probe.arity_; ++i) h = mix(h, probe.operands_[i]->hash());
    probe.hash_ = static_cast<std::size_t>(h);
    if (auto it = impl_->table.find(&probe); it != impl_->table.end()) return *it;
    probe.id_ = static_cast<std::uint32_t>(impl_->nodes.size());
    const Expr* node = &impl_->nodes.emplace_back(std::move(probe));
    impl_->table.insert(node);
    return node;
}

const Expr* ExprContext::constant(Sort sort, std::uint64_t bits) {
    return intern(Kind::Const, sort, detail::normalize_bits(sort, bits), nullptr, nullptr, nullptr);
}

const Expr* ExprContext::filled_array(Sort array_sort, std::uint64_t element_bits) {
    assert(is_array(array_sort));
    return intern(Kind::Const, array_sort, detail::normalize_bits(element_sort(array_sort), element_bits), nullptr,
                  nullptr, nullptr);
}

const Expr* ExprContext::f32(float value) {
    return constant(Sort::F32, std::bit_cast<std::uint32_t>(value));
}

const Expr* ExprContext::f64(double value) {
    return constant(Sort::F64, std::bit_cast<std::uint64_t>(value));
}

const Expr* ExprContext::var(Sort sort, std::string name) {
    const std::uint32_t var_id = next_var_++;
    Expr node;
    node.kind_ = Kind::Var;
    node.sort_ = sort;
    node.bits_ = var_id;
    const std::uint64_t tag = static_cast<std::uint64_t>(Kind::Var) << 8 | static_cast<std::uint64_t>(sort);
    node.hash_ = static_cast<std::size_t>(mix(tag, var_id));
    node.name_ = std::move(name);
    node.id_ = static_cast<std::uint32_t>(impl_->nodes.size());
    // Never shared: each call is a new input, so it need not enter the table.
    return &impl_->nodes.emplace_back(std::move(node));
}

const Expr* ExprContext::unary(Kind kind, const Expr* a) {
    assert(unary_sorts_ok(kind, a));
    const Sort sort = kind == Kind::Neg || kind == Kind::Not ? a->sort() : Sort::I32;
    if (a->is_const()) return constant(sort, detail::apply_unary(kind, a->sort(), a->bits()));
    if (const Expr* simpler = detail::simplify_unary(*this, kind, a)) return simpler;
    return intern(kind, sort, 0, a, nullptr, nullptr);
}

const Expr* ExprContext::binary(Kind kind, const Expr* a, const Expr* b) {
    assert(binary_sorts_ok(kind, a, b));
    const Sort sort = detail::binary_result_sort(kind, a->sort());
    if (a->is_const() && b->is_const()) {
        return constant(sort, detail::apply_binary(kind, a->sort(), a->bits(), b->bits()));
    }
    // Constants go right, so the rewrites only look there and x + 1 and 1 + x
    // are one node.
    if (a->is_const() && is_commutative(kind, a->sort())) std::swap(a, b);
    if (const Expr* simpler = detail::simplify_binary(*this, kind, a, b)) return simpler;
    return intern(kind, sort, 0, a, b, nullptr);
}

const Expr* ExprContext::convert(Sort target, const Expr* a) {
    assert(a != nullptr && is_numeric(a->sort()) && is_numeric(target));
    if (a->sort() == target) return a;
    if (a->is_const()) return constant(target, detail::apply_convert(a->sort(), target, a->bits()));
    if (const Expr* simpler = detail::simplify_convert(*this, target, a)) return simpler;
    return intern(Kind::Convert, target, 0, a, nullptr, nullptr);
}

const Expr* ExprContext::ite(const Expr* cond, const Expr* then_value, const Expr* else_value) {
    assert(cond != nullptr && then_value != nullptr && else_value != nullptr);
    assert(cond->sort() == Sort::Bool && then_value->sort() == else_value->sort());
    if (cond->is_const()) return cond->bits() != 0 ? then_value : else_value;
    if (const Expr* simpler = detail::simplify_ite(*this, cond, then_value, else_value)) return simpler;
    return intern(Kind::Ite, then_value->sort(), 0, cond, then_value, else_value);
}

// Select over stores at constant indices reads through them: the value
// stored at the same index, or past a store at another one. A store over a
// store at the same constant index replaces it.
const Expr* ExprContext::select(const Expr* array, const Expr* index) {
    assert(array != nullptr && index != nullptr && is_array(array->sort()) && index->sort() == Sort::I32);
    while (array->kind() == Kind::Store && index->is_const() && array->operand(1)->is_const()) {
        if (array->operand(1) == index) return array->operand(2);
        array = array->operand(0);
    }
    if (array->is_const()) return constant(element_sort(array->sort()), array->bits());  // a filled array
    return intern(Kind::Select, element_sort(array->sort()), 0, array, index, nullptr);
}

const Expr* ExprContext::call(std::uint32_t function, const Expr* x, const Expr* y) {
    assert(x != nullptr && x->sort() == Sort::F64 && (y == nullptr || y->sort() == Sort::F64));
    if (x->is_const() && (y == nullptr || y->is_const())) {
        const double result = call_opaque(function, std::bit_cast<double>(x->bits()),
                                          y == nullptr ? 0.0 : std::bit_cast<double>(y->bits()));
        return f64(result);
    }
    return intern(Kind::Call, Sort::F64, function, x, y, nullptr);
}

const Expr* ExprContext::store(const Expr* array, const Expr* index, const Expr* value) {
    assert(array != nullptr && index != nullptr && value != nullptr && is_array(array->sort()) &&
           index->sort() == Sort::I32 && value->sort() == element_sort(array->sort()));
    if (array->kind() == Kind::Store && array->operand(1) == index) array = array->operand(0);
    return intern(Kind::Store, array->sort(), 0, array, index, value);
}

namespace {

// Calls `visit` once on every distinct node under `roots` (a DAG walk).
template <typename Visit>
void for_each_node(const std::vector<const Expr*>& roots, Visit visit) {
    std::unordered_set<const Expr*> seen;
    std::vector<const Expr*> stack;
    for (const Expr* root : roots)
        if (root != nullptr && seen.insert(root).second) stack.push_back(root);
    while (!stack.empty()) {
        const Expr* e = stack.back();
        stack.pop_back();
        visit(e);
        for (unsigned i = 0; i < e->arity(); ++i)
            if (seen.insert(e->operand(i)).second) stack.push_back(e->operand(i));
    }
}

}  // namespace

std::vector<const Expr*> collect_calls(const std::vector<const Expr*>& es) {
    std::vector<const Expr*> calls;
    for_each_node(es, [&](const Expr* e) {
        if (e->kind() == Kind::Call) calls.push_back(e);
    });
    std::sort(calls.begin(), calls.end(), [](const Expr* a, const Expr* b) { return a->id() < b->id(); });
    return calls;
}

std::vector<const Expr*> collect_vars(const std::vector<const Expr*>& es) {
    std::vector<const Expr*> vars;
    for_each_node(es, [&](const Expr* e) {
        if (e->is_var()) vars.push_back(e);
    });
    std::sort(vars.begin(), vars.end(), [](const Expr* x, const Expr* y) {
        return x->bits() != y->bits() ? x->bits() < y->bits() : x->id() < y->id();
    });
    return vars;
}

std::size_t dag_size(const std::vector<const Expr*>& es) {
    std::size_t nodes = 0;
    for_each_node(es, [&](const Expr*) { ++nodes; });
    return nodes;
}

std::vector<const Expr*> collect_vars(const Expr* e) {
    return collect_vars(std::vector<const Expr*>{e});
}

}  // namespace symcrete::expr
