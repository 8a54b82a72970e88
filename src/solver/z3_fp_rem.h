// Java's floating-point remainder (frem/drem, C's fmod) as a Z3 term.
#pragma once

#include <z3++.h>

namespace symcrete::solver {

// fmod(a, b) for two FP terms of the same sort: exact (no rounding), with the
// sign of the dividend; NaN if either is NaN, a is infinite or b is zero; a
// itself if b is infinite or |a| < |b|.
//
// Z3's fp.rem is the IEEE remainder (quotient rounded to nearest), which a
// sign correction turns into fmod, but its bit-blasting works on a fixed-point
// number as wide as the whole exponent range: seconds for float and tens of
// gigabytes for double. This encoding instead works on the integer
// significands: with |a| = ma * 2^ea and |b| = mb * 2^eb (ma, mb < 2^p),
//   ea <= eb:  |a| mod |b| = (ma mod (mb << (eb - ea))) * 2^ea
//   ea >  eb:  |a| mod |b| = ((ma mod mb) * (2^(ea - eb) mod mb) mod mb) * 2^eb
// where 2^d mod mb takes one modular squaring per exponent bit. The result is
// below |b|, so it is exactly representable and only needs normalising.
z3::expr java_fp_rem(const z3::expr& a, const z3::expr& b);

}  // namespace symcrete::solver
