// StrictMath's natives from libjava's own fdlibm entry points, found with
// dlopen and dlsym on first use. libjvm is opened first (RTLD_GLOBAL) only
// because libjava links against it; no JVM is started, and the JNI functions
// ignore their JNIEnv and class arguments, so they are called with nulls. If
// the JDK or any symbol is missing, the C library's functions stand in and
// exact() says so.
#include "strict_math.h"

#include <dlfcn.h>

#include <array>
#include <cmath>
#include <string>

#include "classfile/class_path.h"

namespace symcrete::engine::strict_math {

namespace {

constexpr std::size_t kFunctions = static_cast<std::size_t>(Function::IEEEremainder) + 1;

// The JNI entry points ignore their JNIEnv and class arguments.
using Unary = double (*)(void*, void*, double);
using Binary = double (*)(void*, void*, double, double);

struct Library {
    std::array<void*, kFunctions> entries{};
    bool loaded = false;

    Library() {
        auto home = classfile::find_jdk_home();
        if (!home) return;
        // libjava names libjvm as a dependency; the JVM is never started.
        if (dlopen((*home + "/lib/server/libjvm.so").c_str(), RTLD_LAZY | RTLD_GLOBAL) == nullptr) return;
        void* java = dlopen((*home + "/lib/libjava.so").c_str(), RTLD_LAZY | RTLD_LOCAL);
        if (java == nullptr) return;
        for (std::size_t i = 0; i < kFunctions; ++i) {
            const char* name = java_name(static_cast<Function>(i));
            entries[i] = dlsym(java, (std::string("Java_java_lang_StrictMath_") + name).c_str());
            if (entries[i] == nullptr) return;
        }
        loaded = true;
    }
};

const Library& library() {
    static const Library instance;
    return instance;
}

double fallback(Function f, double x, double y) {
    switch (f) {
        case Function::Sin: return std::sin(x);
        case Function::Cos: return std::cos(x);
        case Function::Tan: return std::tan(x);
        case Function::Asin: return std::asin(x);
        case Function::Acos: return std::acos(x);
        case Function::Atan: return std::atan(x);
        case Function::Log: return std::log(x);
        case Function::Log10: return std::log10(x);
        case Function::Sinh: return std::sinh(x);
        case Function::Cosh: return std::cosh(x);
        case Function::Tanh: return std::tanh(x);
        case Function::Expm1: return std::expm1(x);
        case Function::Log1p: return std::log1p(x);
        case Function::Atan2: return std::atan2(x, y);
        case Function::IEEEremainder: return std::remainder(x, y);
    }
    return std::nan("");
}

}  // namespace

double compute(Function f, double x, double y) {
    const Library& jdk = library();
    if (!jdk.loaded) return fallback(f, x, y);
    void* entry = jdk.entries[static_cast<std::size_t>(f)];
    if (f == Function::Atan2 || f == Function::IEEEremainder)
        return reinterpret_cast<Binary>(entry)(nullptr, nullptr, x, y);
    return reinterpret_cast<Unary>(entry)(nullptr, nullptr, x);
}

bool exact() { return library().loaded; }

const char* java_name(Function f) {
    static const char* const names[kFunctions] = {"sin",  "cos",   "tan",  "asin", "acos",  "atan",
                                                  "log",  "log10", "sinh", "cosh", "tanh",  "expm1",
                                                  "log1p", "atan2", "IEEEremainder"};
    return names[static_cast<std::size_t>(f)];
}

}  // namespace symcrete::engine::strict_math
