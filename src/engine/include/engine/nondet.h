// SV-COMP's source of nondeterminism: the static methods nondetBoolean(),
// nondetInt(), ... nondetString() of org.sosy_lab.sv_benchmarks.Verifier,
// which on a real JVM return java.util.Random values (../shared/svcomp).
// The engine runs them one of three ways (EngineOptions::nondet).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "expr/value.h"

namespace symcrete::engine {

using expr::Value;

inline constexpr std::string_view kVerifierClass = "org/sosy_lab/sv_benchmarks/Verifier";

// Its nondet methods: name, descriptor, and the result's type ('L': String).
struct VerifierMethod {
    const char* name;
    const char* descriptor;
    char type;
};
inline constexpr VerifierMethod kVerifierMethods[] = {
    {"nondetBoolean", "()Z", 'Z'}, {"nondetByte", "()B", 'B'},   {"nondetChar", "()C", 'C'},
    {"nondetShort", "()S", 'S'},   {"nondetInt", "()I", 'I'},    {"nondetLong", "()J", 'J'},
    {"nondetFloat", "()F", 'F'},   {"nondetDouble", "()D", 'D'}, {"nondetString", "()Ljava/lang/String;", 'L'},
};

enum class NondetMode : std::uint8_t {
    Program,   // the class's own bytecode (java.util.Random), as `java` runs it
    Symbolic,  // a fresh input per call, over the range Random gives
    Replay,    // EngineOptions::nondet_replay, in call order (a witness)
};

// One value a nondet method returned on a path.
struct NondetValue {
    char type = 'I';        // the result's descriptor: Z B C S I J F D, or 'L' for nondetString
    Value value;            // primitives: concrete in a path's witness
    std::u16string text;    // nondetString's
};

}  // namespace symcrete::engine
