// Verifier.nondet*() (nondet.h): the intrinsics, and how the interpreter
// answers them in each NondetMode.
#include "engine/nondet.h"

#include <cassert>
#include <cmath>
#include <iterator>
#include <utility>
#include <fmt/format.h>

#include "interpreter.h"
#include "intrinsic_table.h"
#include "engine/program.h"

namespace symcrete::engine {

namespace {

using expr::Kind;

// One intrinsic per method; each knows its own key so that Program mode can
// run the method's bytecode.
std::string key_of(const VerifierMethod& m) { return fmt::format("{}.{}{}", kVerifierClass, m.name, m.descriptor); }

template <std::size_t I>
Value nondet_intrinsic(IntrinsicHost& host, State& state, const Value*) {
    static const std::string key = key_of(kVerifierMethods[I]);
    return host.nondet(state, kVerifierMethods[I].type, key);
}

template <std::size_t... I>
void add_each(IntrinsicTable& t, std::index_sequence<I...>) {
    ((t[key_of(kVerifierMethods[I])] = nondet_intrinsic<I>), ...);
}

}  // namespace

void add_verifier_intrinsics(IntrinsicTable& t) {
    add_each(t, std::make_index_sequence<std::size(kVerifierMethods)>());
}

namespace detail {

Value Interpreter::nondet(State& state, char type, std::string_view method) {
    if (options_.nondet == NondetMode::Program) {
        const RuntimeClass* verifier = klass(kVerifierClass);
        for (const MethodInfo& info : verifier->methods)
            if (info.key == method) return call_bytecode(state, info, {});
        unsupported(fmt::format("{} has no bytecode", method));
    }
    const std::size_t index = state.nondet.size();
    Value value;
    if (options_.nondet == NondetMode::Replay) {
        if (index >= options_.nondet_replay.size() || options_.nondet_replay[index].type != type)
            unsupported(fmt::format("the replayed input sequence has no value {} for {}", index + 1, method));
        const NondetValue& given = options_.nondet_replay[index];
        value = type == 'L' ? Value::ref(new_string(state, given.text)) : given.value;
    } else {
        value = symbolic_nondet(state, type, fmt::format("nondet{}", index));
    }
    state.nondet.emplace_back(type, value);
    return value;
}

// A fresh input over exactly the values java.util.Random gives the method
// (Verifier.java): every int, long, boolean, and byte/char/short as the
// narrowing of an int; nextFloat() is k / 2^24 for k in [0, 2^24), and
// nextDouble() k / 2^53 for k in [0, 2^53), both exact in their format.
// nondetString() is new String(random bytes): any text (the decoded bytes'
// chars, every UTF-16 unit allowed, so the set explored contains every text
// Random can give), of at most max_string_length chars: a bound the path
// records as lost precision. With InputBounds::printable_strings (reach's
// first round) the chars are those of gen's input Strings, recorded with it.
Value Interpreter::symbolic_nondet(State& state, char type, const std::string& name) {
    switch (type) {
        case 'F':
        case 'D': {
            const bool single = type == 'F';
            const expr::Expr* k = ctx_.var(single ? expr::Sort::I32 : expr::Sort::I64, name + ".k");
            const expr::Expr* limit = single ? ctx_.i32(1 << 24) : ctx_.i64(std::int64_t{1} << 53);
            const expr::Expr* zero = single ? ctx_.i32(0) : ctx_.i64(0);
            assume(state, ctx_.binary(Kind::Le, zero, k));
            assume(state, ctx_.binary(Kind::Lt, k, limit));
            const expr::Sort sort = single ? expr::Sort::F32 : expr::Sort::F64;
            const expr::Expr* scale = single ? ctx_.f32(std::ldexp(1.0f, -24)) : ctx_.f64(std::ldexp(1.0, -53));
            return Value::symbolic(ctx_.binary(Kind::Mul, ctx_.convert(sort, k), scale));
        }
        case 'L': {
            const std::int32_t capacity = options_.inputs.max_string_length;
            const bool printable = options_.inputs.printable_strings;
            auto text = fresh_text(name, capacity, printable, [&](const expr::Expr* fact) { assume(state, fact); });
            lose_precision(state, PrecisionLossKind::NondetStringBound,
                           printable ? fmt::format("nondetString() texts longer than {} chars or with chars other than "
                                                   "printable ASCII and '\\n' are not explored",
                                                   capacity)
                                     : fmt::format("nondetString() texts longer than {} chars are not explored", capacity));
            Object object;
            object.kind = Object::Kind::SymbolicString;
            object.cls = klass("java/lang/String");
            object.symbolic_text = text;
            return Value::ref(state.heap.allocate(std::move(object)));
        }
        default: return symbolic_input(state, type, name);
    }
}

// The path's nondet values, concrete under its final model.
std::vector<NondetValue> Interpreter::nondet_witness(const State& state) {
    assert(state.unmet_facts.empty());
    std::vector<NondetValue> witness;
    for (const auto& [type, value] : state.nondet) {
        NondetValue item;
        item.type = type;
        if (type == 'L') {
            const Object& string = state.heap.get(value.as_ref());
            item.text = string.symbolic_text ? model_text(state, *string.symbolic_text) : string_chars(state, value);
        } else {
            item.value = value.is_concrete() ? value : expr::evaluate(value.expr(), state.model);
        }
        witness.push_back(std::move(item));
    }
    return witness;
}

std::u16string Interpreter::model_text(const State& state, const Object::SymbolicText& text) {
    const std::int32_t length = expr::evaluate(text.length.to_expr(ctx_), state.model).as_i32();
    std::u16string chars;
    for (std::int32_t i = 0; i < length && static_cast<std::size_t>(i) < text.chars.size(); ++i)
        chars.push_back(static_cast<char16_t>(
            expr::evaluate(text.chars[static_cast<std::size_t>(i)].to_expr(ctx_), state.model).as_i32()));
    return chars;
}

}  // namespace detail
}  // namespace symcrete::engine
