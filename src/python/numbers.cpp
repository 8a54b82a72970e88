#include "numbers.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

#include "python/value.h"

namespace symcrete::python {

namespace {

std::size_t bit_length(const mpz_class& v) { return v == 0 ? 0 : mpz_sizeinbase(v.get_mpz_t(), 2); }

// |a| / b (b > 0) rounded to the nearest double, ties to even, subnormals
// included; +inf past the largest double.
double divide_to_double(const mpz_class& magnitude, const mpz_class& divisor) {
    if (magnitude == 0) return 0.0;
    // A quotient of 55 or 56 bits keeps a guard bit beyond the 53 a double
    // holds; the remainder is the sticky bit.
    const long shift = 55 - (static_cast<long>(bit_length(magnitude)) - static_cast<long>(bit_length(divisor)));
    mpz_class numerator = magnitude, denominator = divisor;
    if (shift >= 0) {
        numerator <<= static_cast<mp_bitcnt_t>(shift);
    } else {
        denominator <<= static_cast<mp_bitcnt_t>(-shift);
    }
    mpz_class quotient, remainder;
    mpz_fdiv_qr(quotient.get_mpz_t(), remainder.get_mpz_t(), numerator.get_mpz_t(), denominator.get_mpz_t());
    const bool sticky = remainder != 0;
    // The value is quotient * 2^-shift; its last kept bit is worth 2^lsb.
    const long bits = static_cast<long>(bit_length(quotient));
    const long lsb = std::max(bits - 53 - shift, -1074L);
    if (lsb > 1023) return HUGE_VAL;
    const long drop = lsb + shift;  // >= 2: the quotient has at least 55 bits
    mpz_class kept = quotient >> static_cast<mp_bitcnt_t>(drop);
    mpz_class dropped = quotient - (kept << static_cast<mp_bitcnt_t>(drop));
    const mpz_class half = mpz_class(1) << static_cast<mp_bitcnt_t>(drop - 1);
    if (dropped > half || (dropped == half && (sticky || mpz_odd_p(kept.get_mpz_t()))))
        kept += 1;
    return std::ldexp(kept.get_d(), static_cast<int>(lsb));
}

// n / d (d > 0) rounded to an integer, ties to even.
mpz_class divide_round_half_even(const mpz_class& n, const mpz_class& d) {
    mpz_class q, r;
    mpz_fdiv_qr(q.get_mpz_t(), r.get_mpz_t(), n.get_mpz_t(), d.get_mpz_t());
    const int against_half = cmp(mpz_class(r * 2), d);
    if (against_half > 0 || (against_half == 0 && mpz_odd_p(q.get_mpz_t()))) q += 1;
    return q;
}

mpz_class power_of_ten(unsigned long exponent) {
    mpz_class p;
    mpz_ui_pow_ui(p.get_mpz_t(), 10, exponent);
    return p;
}

// A finite double as m * 2^e exactly.
void exact_parts(double value, mpz_class& mantissa, long& exponent) {
    int e = 0;
    const double fraction = std::frexp(value, &e);  // value = fraction * 2^e, 0.5 <= |fraction| < 1
    mantissa = mpz_class(std::ldexp(fraction, 53));
    exponent = e - 53;
}

bool is_odd_integer(double value) { return std::fmod(value, 2.0) != 0 && std::trunc(value) == value; }

}  // namespace

double int_to_double(const mpz_class& value) {
    if (bit_length(value) <= 53) return value.get_d();
    const double magnitude = divide_to_double(abs(value), mpz_class(1));
    if (std::isinf(magnitude)) raise_error(BuiltinType::OverflowError, "int too large to convert to float");
    return value < 0 ? -magnitude : magnitude;
}

double int_true_divide(const mpz_class& a, const mpz_class& b) {
    if (b == 0) raise_error(BuiltinType::ZeroDivisionError, "division by zero");
    if (bit_length(a) <= 53 && bit_length(b) <= 53) return a.get_d() / b.get_d();  // both exact: one rounding
    const double magnitude = divide_to_double(abs(a), abs(b));
    if (std::isinf(magnitude)) raise_error(BuiltinType::OverflowError, "integer division result too large for a float");
    return (a < 0) != (b < 0) ? -magnitude : magnitude;
}

mpz_class int_floor_divide(const mpz_class& a, const mpz_class& b) {
    if (b == 0) raise_error(BuiltinType::ZeroDivisionError, "integer division or modulo by zero");
    mpz_class q;
    mpz_fdiv_q(q.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t());
    return q;
}

mpz_class int_floor_modulo(const mpz_class& a, const mpz_class& b) {
    if (b == 0) raise_error(BuiltinType::ZeroDivisionError, "integer modulo by zero");
    mpz_class r;
    mpz_fdiv_r(r.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t());
    return r;
}

mpz_class int_power(const mpz_class& base, const mpz_class& exponent) {
    // Results past about 2^(2^26) bits would take CPython minutes too; a
    // program that asks for one is outside what Symcrete runs.
    if (!exponent.fits_ulong_p() ||
        (abs(base) > 1 && static_cast<double>(bit_length(base)) * exponent.get_d() > 64.0 * 1024 * 1024))
        raise_error(BuiltinType::OverflowError, "the power is too large for Symcrete's interpreter");
    mpz_class result;
    mpz_pow_ui(result.get_mpz_t(), base.get_mpz_t(), exponent.get_ui());
    return result;
}

double float_true_divide(double a, double b) {
    if (b == 0) raise_error(BuiltinType::ZeroDivisionError, "float division by zero");
    return a / b;
}

namespace {

// CPython's _float_div_mod: floor quotient and modulo with the divisor's sign.
void float_div_mod(double a, double b, double& floor_quotient, double& modulo) {
    modulo = std::fmod(a, b);
    double quotient = (a - modulo) / b;
    if (modulo != 0) {
        if ((b < 0) != (modulo < 0)) {
            modulo += b;
            quotient -= 1.0;
        }
    } else {
        modulo = std::copysign(0.0, b);
    }
    if (quotient != 0) {
        floor_quotient = std::floor(quotient);
        if (quotient - floor_quotient > 0.5) floor_quotient += 1.0;
    } else {
        floor_quotient = std::copysign(0.0, a / b);
    }
}

}  // namespace

double float_floor_divide(double a, double b) {
    if (b == 0) raise_error(BuiltinType::ZeroDivisionError, "float floor division by zero");
    double q = 0, m = 0;
    float_div_mod(a, b, q, m);
    return q;
}

double float_modulo(double a, double b) {
    if (b == 0) raise_error(BuiltinType::ZeroDivisionError, "float modulo");
    double q = 0, m = 0;
    float_div_mod(a, b, q, m);
    return m;
}

double float_power(double base, double exponent) {
    // CPython's float_pow, case by case.
    if (exponent == 0) return 1.0;
    if (std::isnan(base)) return base;
    if (std::isnan(exponent)) return base == 1.0 ? 1.0 : exponent;
    if (std::isinf(exponent)) {
        const double magnitude = std::fabs(base);
        if (magnitude == 1.0) return 1.0;
        return (magnitude > 1.0) == (exponent > 0) ? HUGE_VAL : 0.0;
    }
    if (std::isinf(base)) {
        const bool odd = is_odd_integer(exponent);
        if (exponent > 0) return odd ? base : std::fabs(base);
        return odd ? std::copysign(0.0, base) : 0.0;
    }
    if (base == 0) {
        if (exponent < 0) raise_error(BuiltinType::ZeroDivisionError, "0.0 cannot be raised to a negative power");
        return is_odd_integer(exponent) ? base : 0.0;
    }
    if (base < 0 && std::trunc(exponent) != exponent)
        raise_error(BuiltinType::ValueError, "a negative number to a fractional power is complex, which Symcrete does not run");
    if (base == 1.0) return 1.0;
    const double result = std::pow(base, exponent);
    if (std::isinf(result)) raise_error(BuiltinType::OverflowError, "(34, 'Numerical result out of range')");
    return result;
}

mpz_class float_to_int(double value) {
    if (std::isinf(value)) raise_error(BuiltinType::OverflowError, "cannot convert float infinity to integer");
    if (std::isnan(value)) raise_error(BuiltinType::ValueError, "cannot convert float NaN to integer");
    return mpz_class(std::trunc(value));
}

int compare_int_float(const mpz_class& a, double b, bool& unordered) {
    unordered = std::isnan(b);
    if (unordered) return 0;
    return mpz_cmp_d(a.get_mpz_t(), b);  // exact, infinities included
}

std::string float_repr(double value) {
    if (std::isnan(value)) return "nan";
    if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
    char buffer[64];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
    const std::string scientific(buffer, written.ptr);  // "-1.2345e+02": shortest round-trip digits
    std::string out;
    std::size_t at = 0;
    if (scientific[0] == '-') {
        out += '-';
        at = 1;
    }
    const std::size_t e = scientific.find('e');
    std::string digits;
    for (std::size_t i = at; i < e; ++i)
        if (scientific[i] != '.') digits += scientific[i];
    const int exponent = std::atoi(scientific.c_str() + e + 1);
    const int point = exponent + 1;  // digits are 0.d1d2... * 10^point
    const int count = static_cast<int>(digits.size());
    if (point <= -4 || point > 16) {
        out += digits[0];
        if (count > 1) out += "." + digits.substr(1);
        out += exponent < 0 ? "e-" : "e+";
        const int magnitude = std::abs(exponent);
        if (magnitude < 10) out += '0';
        out += std::to_string(magnitude);
    } else if (point <= 0) {
        out += "0." + std::string(static_cast<std::size_t>(-point), '0') + digits;
    } else if (point >= count) {
        out += digits + std::string(static_cast<std::size_t>(point - count), '0') + ".0";
    } else {
        out += digits.substr(0, static_cast<std::size_t>(point)) + "." + digits.substr(static_cast<std::size_t>(point));
    }
    return out;
}

mpz_class round_float_to_int(double value) { return float_to_int(std::nearbyint(value)); }

double round_float(double value, long digits) {
    if (!std::isfinite(value) || value == 0) return value;
    if (digits > 400) return value;
    if (digits < -400) return std::copysign(0.0, value);
    mpz_class mantissa;
    long exponent = 0;
    exact_parts(value, mantissa, exponent);
    // value = mantissa * 2^exponent; rounded = round(value * 10^digits) / 10^digits.
    mpz_class numerator = mantissa, denominator = 1;
    if (exponent >= 0) {
        numerator <<= static_cast<mp_bitcnt_t>(exponent);
    } else {
        denominator <<= static_cast<mp_bitcnt_t>(-exponent);
    }
    double result = 0;
    if (digits >= 0) {
        const mpz_class scale = power_of_ten(static_cast<unsigned long>(digits));
        const mpz_class rounded = divide_round_half_even(numerator * scale, denominator);
        result = int_true_divide(rounded, scale);
    } else {
        const mpz_class scale = power_of_ten(static_cast<unsigned long>(-digits));
        const mpz_class rounded = divide_round_half_even(numerator, denominator * scale);
        result = int_to_double(rounded * scale);
    }
    return result == 0 ? std::copysign(0.0, value) : result;
}

mpz_class round_int(const mpz_class& value, long digits) {
    if (digits >= 0) return value;
    const mpz_class scale = power_of_ten(static_cast<unsigned long>(-digits));
    return divide_round_half_even(value, scale) * scale;
}

}  // namespace symcrete::python
