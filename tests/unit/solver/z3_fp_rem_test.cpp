// The fmod encoding of z3_fp_rem.h against the C library's fmod, directly on
// Z3 terms: exhaustively over edge values, on random and structured operand
// pairs (huge quotients, subnormal operands and results, equal exponents),
// through Z3's evaluator and, for a sample, through its bit-blasting solver.
#include "z3_fp_rem.h"

#include <gtest/gtest.h>
#include <z3++.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "z3_model.h"
#include "solver_test_util.h"

namespace symcrete::solver {
namespace {

using expr::Sort;
using testing::Rng;

template <typename F>
struct Traits;
template <>
struct Traits<float> {
    using Bits = std::uint32_t;
    static constexpr Sort sort = Sort::F32;
    static constexpr unsigned ebits = 8, sbits = 24;
};
template <>
struct Traits<double> {
    using Bits = std::uint64_t;
    static constexpr Sort sort = Sort::F64;
    static constexpr unsigned ebits = 11, sbits = 53;
};

template <typename F>
std::uint64_t bits_of(F value) {
    return std::bit_cast<typename Traits<F>::Bits>(value);
}

template <typename F>
F from_bits(std::uint64_t bits) {
    return std::bit_cast<F>(static_cast<typename Traits<F>::Bits>(bits));
}

// Builds fmod(x, y) once over two FP constants and evaluates it under models
// giving x and y values.
template <typename F>
class Encoding {
public:
    Encoding()
        : sort_(ctx_.fpa_sort(Traits<F>::ebits, Traits<F>::sbits)),
          x_(ctx_.constant("x", sort_)),
          y_(ctx_.constant("y", sort_)),
          rem_(java_fp_rem(x_, y_)) {}

    std::uint64_t evaluate(F a, F b) {
        z3::model model(ctx_);
        z3::func_decl x = x_.decl(), y = y_.decl();
        z3::expr va = numeral(a), vb = numeral(b);
        model.add_const_interp(x, va);
        model.add_const_interp(y, vb);
        return model_bits(model, rem_, Traits<F>::sort).value_or(0xbadbad);
    }

    // Through the solver, r == fmod(x, y) with x and y fixed. Z3 lowers FP to
    // bit-vector circuits first; IEEE equalities then become bit equalities
    // that preprocessing propagates through the circuits, while a pair of
    // inequalities leaves the SAT solver to do it (much slower).
    std::uint64_t solve(F a, F b, bool by_inequalities) {
        z3::solver solver(ctx_);
        pin(solver, x_, a, by_inequalities);
        pin(solver, y_, b, by_inequalities);
        const z3::expr r = ctx_.constant("r", sort_);
        solver.add(r == rem_);
        if (solver.check() != z3::sat) return 0xbadbad;
        return model_bits(solver.get_model(), r, Traits<F>::sort).value_or(0xbadbad);
    }

private:
    // fp.eq is false for NaN and does not tell zeros apart.
    void pin(z3::solver& solver, const z3::expr& v, F value, bool by_inequalities) {
        if (std::isnan(value)) {
            solver.add(z3::to_expr(ctx_, Z3_mk_fpa_is_nan(ctx_, v)));
            return;
        }
        if (by_inequalities) {
            solver.add(z3::to_expr(ctx_, Z3_mk_fpa_leq(ctx_, v, numeral(value))));
            solver.add(z3::to_expr(ctx_, Z3_mk_fpa_leq(ctx_, numeral(value), v)));
        } else {
            solver.add(z3::to_expr(ctx_, Z3_mk_fpa_eq(ctx_, v, numeral(value))));
        }
        if (value == 0) {
            solver.add(z3::to_expr(ctx_, std::signbit(value) ? Z3_mk_fpa_is_negative(ctx_, v) : Z3_mk_fpa_is_positive(ctx_, v)));
        }
    }

    z3::expr numeral(F value) {
        if (std::isnan(value)) return z3::to_expr(ctx_, Z3_mk_fpa_nan(ctx_, sort_));
        if constexpr (std::is_same_v<F, float>) return z3::to_expr(ctx_, Z3_mk_fpa_numeral_float(ctx_, value, sort_));
        else return z3::to_expr(ctx_, Z3_mk_fpa_numeral_double(ctx_, value, sort_));
    }

    z3::context ctx_;
    z3::sort sort_;
    z3::expr x_, y_, rem_;
};

template <typename F>
::testing::AssertionResult agrees(std::uint64_t actual, F a, F b) {
    const F expected = std::fmod(a, b);
    if (testing::same_bits(Traits<F>::sort, bits_of(expected), actual)) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << std::hexfloat << "fmod(" << a << ", " << b << ") = " << expected << " but z3 gives "
                                         << from_bits<F>(actual);
}

// Operand pairs that stress the encoding: random bits; same exponent;
// dividend far above the divisor (quotients up to 2^2000); dividend barely
// above; subnormals on either side; results that are subnormal.
template <typename F>
std::vector<std::pair<F, F>> structured_pairs(Rng& rng, int count) {
    constexpr int kMantissa = std::numeric_limits<F>::digits;
    constexpr int kMinExp = std::numeric_limits<F>::min_exponent - kMantissa;  // of the smallest subnormal
    constexpr int kMaxExp = std::numeric_limits<F>::max_exponent - kMantissa;
    auto random_significand = [&] { return static_cast<double>(rng.next() >> (64 - kMantissa)); };
    auto random_value = [&](int exponent) {
        const F v = static_cast<F>(std::ldexp(random_significand(), exponent));
        return rng.chance(50) ? -v : v;
    };
    auto exponent_between = [&](int lo, int hi) { return lo + static_cast<int>(rng.below(static_cast<unsigned>(hi - lo + 1))); };
    std::vector<std::pair<F, F>> pairs;
    for (int i = 0; i < count; ++i) {
        switch (i % 6) {
            case 0: {
                const std::uint64_t x = testing::random_value(rng, Traits<F>::sort), y = testing::random_value(rng, Traits<F>::sort);
                pairs.emplace_back(from_bits<F>(x), from_bits<F>(y));
                break;
            }
            case 1: {
                const int e = exponent_between(kMinExp, kMaxExp);
                pairs.emplace_back(random_value(e), random_value(e));
                break;
            }
            case 2: {
                const int eb = exponent_between(kMinExp, kMaxExp);
                pairs.emplace_back(random_value(exponent_between(eb, kMaxExp)), random_value(eb));
                break;
            }
            case 3: {
                const int eb = exponent_between(kMinExp, kMaxExp - 2);
                pairs.emplace_back(random_value(eb + static_cast<int>(rng.below(3))), random_value(eb));
                break;
            }
            case 4: {
                const F subnormal = static_cast<F>(std::ldexp(random_significand() / 2, kMinExp));
                if (rng.chance(50)) pairs.emplace_back(random_value(exponent_between(kMinExp, kMaxExp)), subnormal);
                else pairs.emplace_back(subnormal, random_value(exponent_between(kMinExp, kMinExp + kMantissa)));
                break;
            }
            default: {
                // Small integer divisors of big dividends: the result is
                // 2^k mod m, the case the modular exponentiation is for.
                const F divisor = static_cast<F>(3 + rng.below(1000));
                pairs.emplace_back(random_value(exponent_between(0, kMaxExp)), divisor);
                break;
            }
        }
    }
    return pairs;
}

template <typename F>
void check_edge_values() {
    Encoding<F> encoding;
    const auto& edges = testing::edge_values(Traits<F>::sort);
    for (std::uint64_t a : edges) {
        for (std::uint64_t b : edges) {
            const F x = from_bits<F>(a), y = from_bits<F>(b);
            EXPECT_TRUE(agrees(encoding.evaluate(x, y), x, y));
        }
    }
}

template <typename F>
void check_structured(int count) {
    Encoding<F> encoding;
    Rng rng(sizeof(F));
    for (const auto& [x, y] : structured_pairs<F>(rng, count)) ASSERT_TRUE(agrees(encoding.evaluate(x, y), x, y));
}

TEST(FpRemTest, FloatEdgeValues) { check_edge_values<float>(); }
TEST(FpRemTest, DoubleEdgeValues) { check_edge_values<double>(); }
TEST(FpRemTest, FloatStructuredPairs) { check_structured<float>(testing::samples(30000)); }
TEST(FpRemTest, DoubleStructuredPairs) { check_structured<double>(testing::samples(30000)); }

TEST(FpRemTest, SpecialCases) {
    Encoding<double> encoding;
    const double inf = std::numeric_limits<double>::infinity();
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (const auto& [x, y] : std::vector<std::pair<double, double>>{
             {5.0, 3.0}, {-5.0, 3.0}, {5.0, -3.0}, {-5.0, -3.0}, {6.0, 3.0}, {-6.0, 3.0}, {0.0, 1.0}, {-0.0, 1.0},
             {1.0, 0.0}, {1.0, -0.0}, {inf, 1.0}, {-inf, 1.0}, {1.0, inf}, {-1.0, -inf}, {nan, 1.0}, {1.0, nan},
             {1e308, 1e-308}, {std::numeric_limits<double>::max(), std::numeric_limits<double>::denorm_min()},
             {std::numeric_limits<double>::max(), 3.0}, {0.1, 0.01}, {1e-320, 3e-321}}) {
        EXPECT_TRUE(agrees(encoding.evaluate(x, y), x, y));
    }
}

// Z3 evaluates ground terms with its own rewriter (on its FP numbers); the
// solver lowers the term to bit-vector circuits. A sample goes through the
// circuits, a few of them all the way through the SAT solver.
TEST(FpRemTest, CircuitAgrees) {
    Rng rng(5);
    Encoding<float> floats;
    for (const auto& [x, y] : structured_pairs<float>(rng, testing::samples(30))) EXPECT_TRUE(agrees(floats.solve(x, y, false), x, y));
    Encoding<double> doubles;
    for (const auto& [x, y] : structured_pairs<double>(rng, testing::samples(30))) EXPECT_TRUE(agrees(doubles.solve(x, y, false), x, y));
}

TEST(FpRemTest, CircuitAgreesThroughSatSolving) {
    Rng rng(6);
    Encoding<float> floats;
    for (const auto& [x, y] : structured_pairs<float>(rng, testing::samples(4))) EXPECT_TRUE(agrees(floats.solve(x, y, true), x, y));
}

}  // namespace
}  // namespace symcrete::solver
