// Reads the dump of MathAgreement.java (HotSpot's Math and StrictMath results)
// and counts, per function, how often HotSpot's Math agrees bit for bit with
// (a) StrictMath, i.e. fdlibm; (b) the C library's function (glibc's libm);
// (c) the correctly rounded result, computed in quadruple precision
// (libquadmath) and rounded once to double; (d) Symcrete's own Math
// intrinsic (src/engine/java_math.cpp, compiled in by the script), which must
// also agree bit for bit, NaNs included, wherever it claims to be exact.
// Prints a markdown table; exit status 1 if an exact claim was wrong.
// Usage: math_agreement <dump file>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "java_math.h"

// libquadmath (quadmath.h is GCC's; clang does not ship it).
extern "C" {
__float128 sinq(__float128);
__float128 cosq(__float128);
__float128 tanq(__float128);
__float128 expq(__float128);
__float128 logq(__float128);
__float128 log10q(__float128);
__float128 powq(__float128, __float128);
__float128 asinq(__float128);
__float128 acosq(__float128);
__float128 atanq(__float128);
__float128 sinhq(__float128);
__float128 coshq(__float128);
__float128 tanhq(__float128);
__float128 expm1q(__float128);
__float128 log1pq(__float128);
__float128 cbrtq(__float128);
__float128 atan2q(__float128, __float128);
__float128 hypotq(__float128, __float128);
}

namespace {

const char* const kNames[] = {"sin",  "cos",  "tan",  "exp",   "log",   "log10", "pow",   "asin",  "acos",
                              "atan", "sinh", "cosh", "tanh", "expm1", "log1p", "cbrt", "atan2", "hypot"};
constexpr int kFunctions = sizeof(kNames) / sizeof(kNames[0]);

double libc(int f, double x, double y) {
    switch (f) {
        case 0: return std::sin(x);
        case 1: return std::cos(x);
        case 2: return std::tan(x);
        case 3: return std::exp(x);
        case 4: return std::log(x);
        case 5: return std::log10(x);
        case 6: return std::pow(x, y);
        case 7: return std::asin(x);
        case 8: return std::acos(x);
        case 9: return std::atan(x);
        case 10: return std::sinh(x);
        case 11: return std::cosh(x);
        case 12: return std::tanh(x);
        case 13: return std::expm1(x);
        case 14: return std::log1p(x);
        case 15: return std::cbrt(x);
        case 16: return std::atan2(x, y);
        default: return std::hypot(x, y);
    }
}

double quad(int f, double x, double y) {
    __float128 a = x, b = y, r;
    switch (f) {
        case 0: r = sinq(a); break;
        case 1: r = cosq(a); break;
        case 2: r = tanq(a); break;
        case 3: r = expq(a); break;
        case 4: r = logq(a); break;
        case 5: r = log10q(a); break;
        case 6: r = powq(a, b); break;
        case 7: r = asinq(a); break;
        case 8: r = acosq(a); break;
        case 9: r = atanq(a); break;
        case 10: r = sinhq(a); break;
        case 11: r = coshq(a); break;
        case 12: r = tanhq(a); break;
        case 13: r = expm1q(a); break;
        case 14: r = log1pq(a); break;
        case 15: r = cbrtq(a); break;
        case 16: r = atan2q(a, b); break;
        default: r = hypotq(a, b); break;
    }
    return static_cast<double>(r);
}

std::uint64_t bits(double d) { return std::bit_cast<std::uint64_t>(d); }

// Equal bits, or both NaN (Java prints every NaN the same; the exact column
// compares NaN bits too).
bool same(std::uint64_t a, double b) {
    double x = std::bit_cast<double>(a);
    return (std::isnan(x) && std::isnan(b)) || a == bits(b);
}

// Distance in ulps between two finite doubles of the same sign.
std::uint64_t ulps(std::uint64_t a, double b) {
    std::int64_t x = static_cast<std::int64_t>(a), y = static_cast<std::int64_t>(bits(b));
    if (x < 0) x = INT64_MIN - x;
    if (y < 0) y = INT64_MIN - y;
    return static_cast<std::uint64_t>(x > y ? x - y : y - x);
}

struct Counts {
    std::uint64_t inputs = 0, strict = 0, libc = 0, quad = 0, symcrete = 0, exact = 0, wrong_exact = 0;
    std::uint64_t max_ulps_libc = 0, max_ulps_symcrete = 0;
};

namespace jm = symcrete::engine::java_math;

// Symcrete's intrinsic for the functions HotSpot intrinsifies; StrictMath (as
// HotSpot's Math) for the others.
bool symcrete_math(int f, double x, double y, jm::Result& result) {
    static const jm::Function functions[] = {jm::Function::Sin, jm::Function::Cos, jm::Function::Tan,
                                             jm::Function::Exp, jm::Function::Log, jm::Function::Log10,
                                             jm::Function::Pow};
    if (f > 6) return false;
    result = jm::compute(functions[f], x, y);
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s <dump of MathAgreement>\n", argv[0]);
        return 2;
    }
    std::FILE* in = std::fopen(argv[1], "rb");
    if (in == nullptr) {
        std::perror(argv[1]);
        return 2;
    }
    std::vector<Counts> counts(kFunctions);
    unsigned char record[40];
    while (std::fread(record, 1, sizeof record, in) == sizeof record) {
        std::uint64_t v[5];
        for (int i = 0; i < 5; ++i) {
            v[i] = 0;
            for (int j = 0; j < 8; ++j) v[i] = v[i] << 8 | record[i * 8 + j];
        }
        int f = static_cast<int>(v[0]);
        if (f < 0 || f >= kFunctions) return 2;
        double x = std::bit_cast<double>(v[1]), y = std::bit_cast<double>(v[2]);
        Counts& c = counts[static_cast<std::size_t>(f)];
        ++c.inputs;
        c.strict += same(v[3], std::bit_cast<double>(v[4]));
        double l = libc(f, x, y);
        c.libc += same(v[3], l);
        c.quad += same(v[3], quad(f, x, y));
        double hotspot = std::bit_cast<double>(v[3]);
        auto comparable = [&](double r) {
            return !std::isnan(r) && std::isfinite(hotspot) && std::signbit(r) == std::signbit(hotspot);
        };
        if (!same(v[3], l) && comparable(l)) c.max_ulps_libc = std::max(c.max_ulps_libc, ulps(v[3], l));
        jm::Result mine;
        if (symcrete_math(f, x, y, mine)) {
            c.symcrete += same(v[3], mine.value);
            if (!same(v[3], mine.value) && comparable(mine.value))
                c.max_ulps_symcrete = std::max(c.max_ulps_symcrete, ulps(v[3], mine.value));
            if (mine.exact) {
                ++c.exact;
                if (v[3] != bits(mine.value)) {
                    ++c.wrong_exact;
                    std::fprintf(stderr, "wrong exact claim: %s(%a, %a) = %a, HotSpot %a\n", kNames[f], x, y,
                                 mine.value, hotspot);
                }
            }
        } else {
            c.symcrete += same(v[3], std::bit_cast<double>(v[4]));  // StrictMath runs
        }
    }
    std::fclose(in);
    auto pct = [](std::uint64_t n, std::uint64_t of) { return 100.0 * static_cast<double>(n) / static_cast<double>(of); };
    std::printf("| Math. | inputs | = fdlibm (StrictMath) | = glibc | = correctly rounded | = Symcrete | "
                "Symcrete exact (all agree) | max ulps: glibc, Symcrete |\n");
    std::printf("|---|---:|---:|---:|---:|---:|---:|---:|\n");
    std::uint64_t wrong = 0;
    for (int f = 0; f < kFunctions; ++f) {
        const Counts& c = counts[static_cast<std::size_t>(f)];
        if (c.inputs == 0) continue;
        auto n = [](std::uint64_t v) { return static_cast<unsigned long long>(v); };
        std::printf("| %s | %llu | %.4f%% | %.4f%% | %.4f%% | %.4f%% | %llu | %llu, %llu |\n", kNames[f], n(c.inputs),
                    pct(c.strict, c.inputs), pct(c.libc, c.inputs), pct(c.quad, c.inputs), pct(c.symcrete, c.inputs),
                    n(c.exact), n(c.max_ulps_libc), n(c.max_ulps_symcrete));
        wrong += c.wrong_exact;
    }
    if (wrong > 0) std::printf("\n%llu results claimed exact differ from HotSpot's\n", static_cast<unsigned long long>(wrong));
    return wrong > 0 ? 1 : 0;
}
