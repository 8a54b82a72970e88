// Whether this test binary runs under AddressSanitizer, where every
// instruction costs several times more: tests whose size or wall-clock
// expectations assume plain speed consult it.
#pragma once

namespace symcrete::testing {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

// gen's option that keeps validation out of sanitized runs: there a run's
// JVM part (javac, JUnit, JaCoCo) is the same as in the plain build and most
// of its time, so such tests check what Symcrete explores and writes, and
// the JVM's verdict on it only in the plain build.
inline constexpr const char* kValidation = kSanitized ? " --no-validate" : "";

}  // namespace symcrete::testing
