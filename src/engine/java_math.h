// java.lang.Math's sin, cos, tan, exp, log, log10 and pow, which HotSpot on
// x86_64 computes with its own stubs (Intel's LIBM), not with StrictMath's
// fdlibm. Those stubs are not available outside a running JVM; measured
// against them (bench/math_agreement.sh, docs/benchmarks.md), the correctly
// rounded result agrees most often, 99.66% to 100% of inputs depending on the
// function, where fdlibm agrees on 93-97% and glibc's libm on 94-99.99%. So
// these are computed correctly rounded: in x87 extended precision, and in
// quadruple precision (libquadmath) when the extended result lies too close
// to a midpoint between two doubles to round safely. Java's special cases
// (pow's in particular, which differ from C's) are applied first.
//
// No library reproduces HotSpot's results everywhere: `exact` says whether
// the value is one Java's specification fixes (a special case, pow of
// integers with a representable result, log10 of a power of ten) or pow(x, 2),
// which HotSpot computes as x * x; otherwise it may differ from HotSpot's in
// the last place.
// StrictMath is not affected (strict_math.h).
#pragma once

namespace symcrete::engine::java_math {

enum class Function { Sin, Cos, Tan, Exp, Log, Log10, Pow };

struct Result {
    double value = 0;
    bool exact = false;  // fixed by Java's specification, hence HotSpot's bit for bit
};

Result compute(Function f, double x, double y = 0);

}  // namespace symcrete::engine::java_math
