// StrictMath's native functions. Java specifies them as fdlibm's results,
// bit for bit; the JDK compiles fdlibm into its libjava, so the engine calls
// those very functions (loaded once from the JDK the classes come from).
// Where libjava cannot be loaded, the C library computes them instead,
// within 1 ulp but not always fdlibm's bits; `exact()` tells which. Since
// JDK 21 they are Java code (FdLibm's port) and libjava exports no fdlibm:
// the intrinsics then run that code on concrete arguments.
#pragma once

namespace symcrete::engine::strict_math {

enum class Function {
    Sin, Cos, Tan, Asin, Acos, Atan, Log, Log10, Sinh, Cosh, Tanh, Expm1, Log1p,  // one argument
    Atan2, IEEEremainder,                                                          // two arguments
};

double compute(Function f, double x, double y = 0);

// The method's name in java.lang.StrictMath ("sin", "IEEEremainder").
const char* java_name(Function f);

// Whether results come from the JDK's fdlibm.
bool exact();

}  // namespace symcrete::engine::strict_math
