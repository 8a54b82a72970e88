// StrictMath's natives come from the JDK's own fdlibm, so they agree with
// HotSpot bit for bit where the C library does not.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>

#include "strict_math.h"

namespace {

using symcrete::engine::strict_math::Function;
using symcrete::engine::strict_math::compute;

TEST(StrictMath, UsesTheJdksFdlibm) {
    ASSERT_TRUE(symcrete::engine::strict_math::exact());
    // StrictMath.cosh(1.0) on HotSpot 17 (fdlibm); glibc's cosh differs in the last bit.
    EXPECT_EQ(std::bit_cast<std::uint64_t>(compute(Function::Cosh, 1.0)),
              std::bit_cast<std::uint64_t>(1.5430806348152439));
    EXPECT_EQ(compute(Function::Atan2, 1.0, 1.0), compute(Function::Atan, 1.0));
    EXPECT_EQ(compute(Function::IEEEremainder, 5.0, 3.0), -1.0);
    EXPECT_EQ(compute(Function::Sin, 0.0), 0.0);
}

}  // namespace
