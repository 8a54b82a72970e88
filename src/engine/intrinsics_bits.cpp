// Integer's and Long's bit counts (bitCount, numberOfTrailingZeros,
// numberOfLeadingZeros) as one expression each, where the JDK's code
// branches: numberOfTrailingZeros of a symbolic int split a path up to 33
// ways (a skip list's level drawn from a key's low bits made 33 paths per
// key, 1,089 for two keys). Branch-free formulas, exact for every input:
// the population count by summing bits in ever wider fields, the trailing
// zeros as the ones below the lowest set bit (~x & (x - 1)), the leading
// zeros as the zeros of x with every bit below its highest set smeared in.
#include <bit>
#include <cstdint>

#include "intrinsic_table.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;
using expr::Kind;

// x's width: 32 bits for an int, 64 for a long.
bool is_long(Value x) { return x.kind() == ValueKind::Long; }

Value constant(Value x, std::uint64_t bits) {
    return is_long(x) ? Value::i64(static_cast<std::int64_t>(bits)) : Value::i32(static_cast<std::int32_t>(bits));
}

// The number of set bits of x, as an int.
Value population(expr::ExprContext& ctx, Value x) {
    if (x.is_concrete())
        return Value::i32(is_long(x) ? std::popcount(static_cast<std::uint64_t>(x.as_i64()))
                                     : std::popcount(static_cast<std::uint32_t>(x.as_i32())));
    auto op = [&](Kind kind, Value a, Value b) { return expr::binary(ctx, kind, a, b); };
    // Pairs, nibbles, bytes: each field holds the count of its bits.
    Value v = op(Kind::Sub, x, op(Kind::And, op(Kind::Ushr, x, Value::i32(1)), constant(x, 0x5555555555555555ull)));
    v = op(Kind::Add, op(Kind::And, v, constant(x, 0x3333333333333333ull)),
           op(Kind::And, op(Kind::Ushr, v, Value::i32(2)), constant(x, 0x3333333333333333ull)));
    v = op(Kind::And, op(Kind::Add, v, op(Kind::Ushr, v, Value::i32(4))), constant(x, 0x0F0F0F0F0F0F0F0Full));
    // The bytes' sum lands in the top byte.
    v = op(Kind::Ushr, op(Kind::Mul, v, constant(x, 0x0101010101010101ull)), Value::i32(is_long(x) ? 56 : 24));
    return is_long(x) ? expr::convert(ctx, ValueKind::Int, v) : v;
}

Value bit_count(IntrinsicHost& h, State&, Args a) { return population(h.context(), a[0]); }

// The ones below x's lowest set bit (all of them when x is 0), counted.
Value trailing_zeros(IntrinsicHost& h, State&, Args a) {
    expr::ExprContext& ctx = h.context();
    const Value x = a[0];
    const Value below = expr::binary(ctx, Kind::And, expr::binary(ctx, Kind::Xor, x, constant(x, ~0ull)),
                                     expr::binary(ctx, Kind::Sub, x, constant(x, 1)));
    return population(ctx, below);
}

// The zeros of x once every bit below its highest set one is set too.
Value leading_zeros(IntrinsicHost& h, State&, Args a) {
    expr::ExprContext& ctx = h.context();
    Value v = a[0];
    for (int shift = 1; shift <= (is_long(v) ? 32 : 16); shift *= 2)
        v = expr::binary(ctx, Kind::Or, v, expr::binary(ctx, Kind::Ushr, v, Value::i32(shift)));
    return population(ctx, expr::binary(ctx, Kind::Xor, v, constant(v, ~0ull)));
}

}  // namespace

void add_bit_intrinsics(IntrinsicTable& t) {
    for (const char* owner : {"java/lang/Integer.", "java/lang/Long."}) {
        const std::string prefix = owner;
        const char* type = prefix == "java/lang/Integer." ? "I" : "J";
        t[prefix + "bitCount(" + type + ")I"] = bit_count;
        t[prefix + "numberOfTrailingZeros(" + type + ")I"] = trailing_zeros;
        t[prefix + "numberOfLeadingZeros(" + type + ")I"] = leading_zeros;
    }
}

}  // namespace symcrete::engine
