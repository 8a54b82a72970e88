// Python's arithmetic on int and float, exactly as CPython computes it:
// flooring // and %, correctly rounded int-to-float conversions and int
// true division, float // and % by CPython's own steps, ** with its special
// cases, and the shortest repr of a float. Errors are Python exceptions
// (raise_error) with CPython's messages.
#pragma once

#include <gmpxx.h>

#include <string>

namespace symcrete::python {

// The double nearest to an int (ties to even); OverflowError past the
// largest double.
double int_to_double(const mpz_class& value);
// a / b correctly rounded (CPython's int true division).
double int_true_divide(const mpz_class& a, const mpz_class& b);
mpz_class int_floor_divide(const mpz_class& a, const mpz_class& b);
mpz_class int_floor_modulo(const mpz_class& a, const mpz_class& b);
// base ** exponent for a non-negative exponent.
mpz_class int_power(const mpz_class& base, const mpz_class& exponent);

double float_true_divide(double a, double b);
double float_floor_divide(double a, double b);
double float_modulo(double a, double b);
double float_power(double base, double exponent);
// Python's int(x) of a float: truncated; OverflowError for inf, ValueError for NaN.
mpz_class float_to_int(double value);
// Python's comparison of an int with a float, exact: <0, 0, >0; `unordered`
// is set for a NaN.
int compare_int_float(const mpz_class& a, double b, bool& unordered);

// repr(x) of a float: the shortest digits that read back as x, in fixed
// notation for exponents -4..16, else as 1e+16 does.
std::string float_repr(double value);

// round(x) and round(x, digits) of a float: half to even on the exact
// binary value, as CPython rounds.
mpz_class round_float_to_int(double value);
double round_float(double value, long digits);
mpz_class round_int(const mpz_class& value, long digits);

}  // namespace symcrete::python
