#include "bytecode.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace symcrete::ir::bytecode {
namespace {

TEST(BytecodeTest, NamesAndValidity) {
    EXPECT_STREQ(opcode_name(op::nop), "nop");
    EXPECT_STREQ(opcode_name(op::iadd), "iadd");
    EXPECT_STREQ(opcode_name(op::goto_), "goto");
    EXPECT_STREQ(opcode_name(op::return_), "return");
    EXPECT_STREQ(opcode_name(op::new_), "new");
    EXPECT_STREQ(opcode_name(op::jsr_w), "jsr_w");
    EXPECT_STREQ(opcode_name(op::breakpoint), "<invalid>");
    EXPECT_STREQ(opcode_name(0xcb), "<invalid>");
    int valid = 0;
    for (unsigned o = 0; o < 256; ++o) valid += is_valid_opcode(static_cast<std::uint8_t>(o));
    EXPECT_EQ(valid, 202);  // 0x00..0xc9
    EXPECT_FALSE(is_valid_opcode(op::impdep1));
    EXPECT_FALSE(is_valid_opcode(op::impdep2));
}

TEST(BytecodeTest, FixedLengthOperands) {
    const std::vector<std::uint8_t> code = {
        op::bipush, 0xff,                     // 0: -1
        op::sipush, 0x80, 0x00,               // 2: -32768
        op::iinc, 3, 0xfe,                    // 5: local 3, -2
        op::goto_, 0xff, 0xf8,                // 8: -8 -> 0
        op::goto_w, 0, 0, 0, 5,               // 11: -> 16
        op::invokeinterface, 0, 7, 2, 0,      // 16
        op::invokedynamic, 0x01, 0x02, 0, 0,  // 21
        op::multianewarray, 0, 9, 3,          // 26
    };
    Instruction insn;
    ASSERT_EQ(decode(code, 0, insn), DecodeError::None);
    EXPECT_EQ(insn.length, 2u);
    EXPECT_EQ(insn.value, -1);
    ASSERT_EQ(decode(code, 2, insn), DecodeError::None);
    EXPECT_EQ(insn.value, -32768);
    ASSERT_EQ(decode(code, 5, insn), DecodeError::None);
    EXPECT_EQ(insn.index, 3u);
    EXPECT_EQ(insn.value, -2);
    ASSERT_EQ(decode(code, 8, insn), DecodeError::None);
    EXPECT_EQ(insn.target, 0);
    ASSERT_EQ(decode(code, 11, insn), DecodeError::None);
    EXPECT_EQ(insn.length, 5u);
    EXPECT_EQ(insn.target, 16);
    ASSERT_EQ(decode(code, 16, insn), DecodeError::None);
    EXPECT_EQ(insn.index, 7u);
    EXPECT_EQ(insn.value, 2);
    EXPECT_EQ(insn.extra, 0u);
    ASSERT_EQ(decode(code, 21, insn), DecodeError::None);
    EXPECT_EQ(insn.index, 0x102u);
    ASSERT_EQ(decode(code, 26, insn), DecodeError::None);
    EXPECT_EQ(insn.index, 9u);
    EXPECT_EQ(insn.value, 3);
    EXPECT_EQ(insn.length, 4u);
}

TEST(BytecodeTest, WideForms) {
    const std::vector<std::uint8_t> code = {op::wide, op::iload, 0x01, 0x02,
                                            op::wide, op::iinc, 0x00, 0x05, 0xfc, 0x18,
                                            op::wide, op::ret, 0, 1};
    Instruction insn;
    ASSERT_EQ(decode(code, 0, insn), DecodeError::None);
    EXPECT_TRUE(insn.wide);
    EXPECT_EQ(insn.opcode, op::iload);
    EXPECT_EQ(insn.index, 0x102u);
    EXPECT_EQ(insn.length, 4u);
    ASSERT_EQ(decode(code, 4, insn), DecodeError::None);
    EXPECT_EQ(insn.opcode, op::iinc);
    EXPECT_EQ(insn.index, 5u);
    EXPECT_EQ(insn.value, -1000);
    EXPECT_EQ(insn.length, 6u);
    ASSERT_EQ(decode(code, 10, insn), DecodeError::None);
    EXPECT_EQ(insn.opcode, op::ret);
    const std::vector<std::uint8_t> bad = {op::wide, op::iadd};
    EXPECT_EQ(decode(bad, 0, insn), DecodeError::InvalidWide);
    const std::vector<std::uint8_t> cut = {op::wide, op::iinc, 0, 1, 0};
    EXPECT_EQ(decode(cut, 0, insn), DecodeError::Truncated);
}

// Switch padding depends on the pc: check every alignment.
TEST(BytecodeTest, SwitchPaddingAtEveryAlignment) {
    for (std::uint32_t pc = 0; pc < 4; ++pc) {
        std::vector<std::uint8_t> code(pc, op::nop);
        code.push_back(op::tableswitch);
        while (code.size() % 4 != 0) code.push_back(0);
        auto s4 = [&](std::int32_t v) {
            for (int shift = 24; shift >= 0; shift -= 8) code.push_back(static_cast<std::uint8_t>(v >> shift));
        };
        s4(100);  // default
        s4(-1);   // low
        s4(1);    // high
        s4(10);
        s4(20);
        s4(30);
        Instruction insn;
        ASSERT_EQ(decode(code, pc, insn), DecodeError::None) << pc;
        EXPECT_EQ(insn.length, code.size() - pc);
        EXPECT_EQ(insn.count, 3u);
        EXPECT_EQ(insn.target, pc + 100);
        EXPECT_EQ(switch_key(code, insn, 0), -1);
        EXPECT_EQ(switch_key(code, insn, 2), 1);
        EXPECT_EQ(switch_target(code, insn, 1), pc + 20);
        code.pop_back();
        EXPECT_EQ(decode(code, pc, insn), DecodeError::Truncated);
    }
}

TEST(BytecodeTest, LookupswitchIncludingEmpty) {
    // An empty lookupswitch right before the end (javac emits these for switches with no cases).
    const std::vector<std::uint8_t> empty = {op::iload_0, op::lookupswitch, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0};
    Instruction insn;
    ASSERT_EQ(decode(empty, 1, insn), DecodeError::None);
    EXPECT_EQ(insn.length, 11u);
    EXPECT_EQ(insn.count, 0u);
    EXPECT_EQ(insn.target, 12);
    const std::vector<std::uint8_t> two = {op::lookupswitch, 0, 0, 0, 0, 0, 0, 40, 0, 0, 0, 2,
                                           0xff, 0xff, 0xff, 0xff, 0, 0, 0, 20,
                                           0, 0, 0, 9, 0, 0, 0, 30};
    ASSERT_EQ(decode(two, 0, insn), DecodeError::None);
    EXPECT_EQ(insn.count, 2u);
    EXPECT_EQ(switch_key(two, insn, 0), -1);
    EXPECT_EQ(switch_key(two, insn, 1), 9);
    EXPECT_EQ(switch_target(two, insn, 1), 30);
    const std::vector<std::uint8_t> negative = {op::lookupswitch, 0, 0, 0, 0, 0, 0, 40, 0xff, 0xff, 0xff, 0xff};
    EXPECT_EQ(decode(negative, 0, insn), DecodeError::BadSwitch);
    const std::vector<std::uint8_t> huge = {op::tableswitch, 0, 0, 0, 0, 0, 0, 40, 0x80, 0, 0, 0, 0x7f, 0xff, 0xff, 0xff};
    EXPECT_EQ(decode(huge, 0, insn), DecodeError::Truncated);
    const std::vector<std::uint8_t> inverted = {op::tableswitch, 0, 0, 0, 0, 0, 0, 40, 0, 0, 0, 2, 0, 0, 0, 1};
    EXPECT_EQ(decode(inverted, 0, insn), DecodeError::BadSwitch);
}

TEST(BytecodeTest, TruncatedAndInvalid) {
    Instruction insn;
    const std::vector<std::uint8_t> code = {op::sipush, 1};
    EXPECT_EQ(decode(code, 0, insn), DecodeError::Truncated);
    EXPECT_EQ(decode(code, 2, insn), DecodeError::Truncated);
    const std::vector<std::uint8_t> invalid = {0xba + 0x10};
    EXPECT_EQ(decode(invalid, 0, insn), DecodeError::InvalidOpcode);
    EXPECT_STREQ(to_string(DecodeError::InvalidOpcode), "an undefined or reserved opcode");
}

}  // namespace
}  // namespace symcrete::ir::bytecode
