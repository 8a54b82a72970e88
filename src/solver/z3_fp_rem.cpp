// The fmod encoding of z3_fp_rem.h. Widths: E exponent bits, P significand
// bits including the hidden one (float 8/24, double 11/53), N = E + P.
#include "z3_fp_rem.h"

#include <cassert>
#include <cstdint>

namespace symcrete::solver {
namespace {

z3::expr bv(z3::context& c, std::uint64_t value, unsigned width) {
    return c.bv_val(value, width);
}

z3::expr bit_is_set(const z3::expr& x, unsigned i) {
    return x.extract(i, i) == bv(x.ctx(), 1, 1);
}

// A finite value's magnitude as significand * 2^(exponent - bias - (P - 1)):
// the significand (P bits) has the hidden bit made explicit, and subnormals
// (exponent field 0) use exponent 1, so every finite value has this form.
struct Unpacked {
    z3::expr significand;
    z3::expr exponent;  // E bits, biased, >= 1
};

Unpacked unpack(const z3::expr& ieee, unsigned E, unsigned P) {
    z3::context& c = ieee.ctx();
    const unsigned N = E + P;
    const z3::expr field = ieee.extract(N - 2, P - 1);
    const z3::expr fraction = ieee.extract(P - 2, 0);
    const z3::expr subnormal = field == bv(c, 0, E);
    return Unpacked{z3::concat(z3::ite(subnormal, bv(c, 0, 1), bv(c, 1, 1)), fraction),
                    z3::ite(subnormal, bv(c, 1, E), field)};
}

// 2^d mod m for a nonzero P-bit m and an E-bit d, by left-to-right square
// and multiply; multiplying by 2 is a shift and one conditional subtraction.
z3::expr pow2_mod(const z3::expr& d, const z3::expr& m, unsigned E, unsigned P) {
    z3::context& c = m.ctx();
    const z3::expr m_wide = z3::zext(m, P);    // 2P bits, for squares
    const z3::expr m_plus1 = z3::zext(m, 1);   // P + 1 bits, for doubling
    z3::expr p = z3::urem(bv(c, 1, P), m);     // 2^0 mod m (0 when m == 1)
    for (unsigned i = E; i-- > 0;) {
        const z3::expr wide = z3::zext(p, P);
        p = z3::urem(wide * wide, m_wide).extract(P - 1, 0);
        const z3::expr doubled = z3::shl(z3::zext(p, 1), bv(c, 1, P + 1));
        const z3::expr reduced = z3::ite(z3::uge(doubled, m_plus1), doubled - m_plus1, doubled).extract(P - 1, 0);
        p = z3::ite(bit_is_set(d, i), reduced, p);
    }
    return p;
}

// The FP number sign * significand * 2^(exponent - bias - (P - 1)) for a
// P-bit significand and a biased exponent >= 1 small enough that the value
// is representable: shift left by min(leading zeros, exponent - 1), which
// normalises it, or stops at exponent 1 and leaves a subnormal.
z3::expr pack(const z3::expr& sign, const z3::expr& significand, const z3::expr& exponent, unsigned E, unsigned P) {
    z3::context& c = significand.ctx();
    z3::expr sig = significand;
    z3::expr budget = exponent - bv(c, 1, E);  // how far the exponent may still drop
    z3::expr exp = exponent;
    // Greedy binary decomposition of min(leading zeros, exponent - 1) <= P - 1,
    // with steps from the largest power of two below P down to 1.
    unsigned step = 1;
    while (step * 2 < P) step *= 2;
    for (; step >= 1; step /= 2) {
        const z3::expr shift = (sig.extract(P - 1, P - step) == bv(c, 0, step)) && z3::uge(budget, bv(c, step, E));
        sig = z3::ite(shift, z3::shl(sig, bv(c, step, P)), sig);
        budget = z3::ite(shift, budget - bv(c, step, E), budget);
        exp = z3::ite(shift, exp - bv(c, step, E), exp);
    }
    const z3::expr field = z3::ite(bit_is_set(sig, P - 1), exp, bv(c, 0, E));
    return z3::to_expr(c, Z3_mk_fpa_fp(c, sign, field, sig.extract(P - 2, 0)));
}

}  // namespace

z3::expr java_fp_rem(const z3::expr& a, const z3::expr& b) {
    z3::context& c = a.ctx();
    const z3::sort sort = a.get_sort();
    const unsigned E = sort.fpa_ebits();
    const unsigned P = sort.fpa_sbits();
    const unsigned N = E + P;
    assert(E < P && P <= 64);

    // The IEEE bits are unspecified for NaN only, which the special cases
    // below exclude before the bits matter.
    const z3::expr a_bits = z3::to_expr(c, Z3_mk_fpa_to_ieee_bv(c, a));
    const z3::expr b_bits = z3::to_expr(c, Z3_mk_fpa_to_ieee_bv(c, b));
    const Unpacked x = unpack(a_bits, E, P);
    const Unpacked y = unpack(b_bits, E, P);

    // |a| >= |b| from here on. If x.exponent <= y.exponent, then
    // ma >= mb << k for k = y.exponent - x.exponent, so k < P and the shifted
    // divisor still fits in P bits.
    const z3::expr k = z3::zext(y.exponent - x.exponent, P - E);
    const z3::expr low_significand = z3::urem(x.significand, z3::shl(y.significand, k));
    // Else the quotient can be astronomically large; work modulo mb instead.
    const z3::expr d = x.exponent - y.exponent;
    const z3::expr scale = pow2_mod(d, y.significand, E, P);
    const z3::expr high_significand =
        z3::urem(z3::zext(z3::urem(x.significand, y.significand), P) * z3::zext(scale, P), z3::zext(y.significand, P))
            .extract(P - 1, 0);
    const z3::expr a_lower = z3::ule(x.exponent, y.exponent);
    const z3::expr remainder = pack(a_bits.extract(N - 1, N - 1), z3::ite(a_lower, low_significand, high_significand),
                                    z3::ite(a_lower, x.exponent, y.exponent), E, P);

    const z3::expr nan_result = z3::to_expr(c, Z3_mk_fpa_is_nan(c, a)) || z3::to_expr(c, Z3_mk_fpa_is_nan(c, b)) ||
                                z3::to_expr(c, Z3_mk_fpa_is_infinite(c, a)) || z3::to_expr(c, Z3_mk_fpa_is_zero(c, b));
    // Also covers a == +-0.0, which fmod returns unchanged.
    const z3::expr a_result =
        z3::to_expr(c, Z3_mk_fpa_is_infinite(c, b)) ||
        z3::to_expr(c, Z3_mk_fpa_lt(c, z3::to_expr(c, Z3_mk_fpa_abs(c, a)), z3::to_expr(c, Z3_mk_fpa_abs(c, b))));
    return z3::ite(nan_result, z3::to_expr(c, Z3_mk_fpa_nan(c, sort)), z3::ite(a_result, a, remainder));
}

}  // namespace symcrete::solver
