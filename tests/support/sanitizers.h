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

}  // namespace symcrete::testing
