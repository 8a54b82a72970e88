// The literals java_literal prints denote exactly the value they were printed
// from: a generated Java program compares, for tricky and random floats and
// doubles and for every char, the bits javac gives the literal with the
// original bits.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include <fmt/format.h>

#include "support/java_compiler.h"
#include "testgen/junit_writer.h"
#include "jvm/subprocess.h"
#include "support/test_paths.h"

namespace symcrete::testgen {
namespace {

namespace fs = std::filesystem;

std::vector<std::uint32_t> float_cases() {
    std::vector<std::uint32_t> bits = {
        0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x00000002, 0x00000003, 0x000fffff, 0x00400000,
        0x007ffffe, 0x007fffff, 0x00800000, 0x00800001, 0x3f800000, 0x3f800001, 0x3f7fffff, 0x3dcccccd,
        0x3eaaaaab, 0x4b7fffff, 0x4b800000, 0x4b800001, 0x4f000000, 0x5f000000, 0x7f7fffff, 0x7f7ffffe,
        0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0x7fc00001, 0xffc00000, 0x7fbfffff, 0x501502f9,
        0x0da24260, 0x358637bd, 0x2f0d8a8f, 0x3a83126f, 0x38d1b717, 0x4cbebc20, 0x4b189680, 0x4a742400,
    };
    for (int e = -45; e <= 38; ++e) {  // powers of ten, and their neighbours
        auto v = std::bit_cast<std::uint32_t>(static_cast<float>(std::pow(10.0, e)));
        for (std::uint32_t d : {0u, 1u}) bits.push_back(v + d);
    }
    std::mt19937 random(20240611);
    for (int n = 0; n < 4000; ++n) bits.push_back(static_cast<std::uint32_t>(random()));
    return bits;
}

std::vector<std::uint64_t> double_cases() {
    std::vector<std::uint64_t> bits = {
        0x0000000000000000, 0x8000000000000000, 0x0000000000000001, 0x0000000000000002, 0x0000000000000003,
        0x000fffffffffffff, 0x0010000000000000, 0x0010000000000001, 0x3ff0000000000000, 0x3ff0000000000001,
        0x3fefffffffffffff, 0x3fb999999999999a, 0x3fd3333333333334, 0x7fefffffffffffff, 0x7feffffffffffffe,
        0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000, 0x7ff8000000000001, 0x4340000000000000,
        0x4340000000000001, 0x44b52d02c7e14af6, 0x0000000000000057, 0x3ee4f8b588e368f1, 0xc3e0000000000000,
        0x2b2bff2ee48e0530, 0x43e0000000000000, 0x4415af1d78b58c40, 0x3e112e0be826d695,
    };
    for (int e = -324; e <= 308; ++e) {
        // strtod, not stod: subnormal and zero results are what is wanted here.
        auto v = std::bit_cast<std::uint64_t>(std::strtod(fmt::format("1e{}", e).c_str(), nullptr));
        for (std::uint64_t d : {0u, 1u}) bits.push_back(v + d);
    }
    std::mt19937_64 random(20240611);
    for (int n = 0; n < 4000; ++n) bits.push_back(random());
    return bits;
}

// A class with check methods of at most `per_method` lines each (the JVM
// limits a method's code to 64 KiB).
std::string checks_class(const std::string& name, const std::vector<std::string>& lines, const std::string& helper) {
    constexpr std::size_t per_method = 400;
    std::string out = "final class " + name + " {\n    static int failures;\n" + helper;
    std::size_t methods = 0;
    for (std::size_t start = 0; start < lines.size(); start += per_method, ++methods) {
        out += fmt::format("    static void m{}() {{\n", methods);
        for (std::size_t k = start; k < std::min(lines.size(), start + per_method); ++k) {
            out += "        " + lines[k] + "\n";
        }
        out += "    }\n";
    }
    out += "    static int run() {\n";
    for (std::size_t m = 0; m < methods; ++m) out += fmt::format("        m{}();\n", m);
    out += "        return failures;\n    }\n}\n";
    return out;
}

TEST(LiteralRoundTripTest, JavacReadsBackTheExactBits) {
    std::vector<std::string> float_lines;
    for (auto bits : float_cases()) {
        std::string literal = java_literal(JavaValue::float_value(std::bit_cast<float>(bits)));
        float_lines.push_back(fmt::format("f({}, 0x{:08x}, \"{}\");", literal, bits, literal));
    }
    std::vector<std::string> double_lines;
    for (auto bits : double_cases()) {
        std::string literal = java_literal(JavaValue::double_value(std::bit_cast<double>(bits)));
        double_lines.push_back(fmt::format("d({}, 0x{:016x}L, \"{}\");", literal, bits, literal));
    }
    std::vector<std::string> char_lines;
    for (std::uint32_t c = 0; c <= 0xffff; ++c) {
        auto literal = java_literal(JavaValue::character(static_cast<std::uint16_t>(c)));
        char_lines.push_back(fmt::format("c({}, {});", literal, c));
    }
    std::vector<std::string> integral_lines;
    // Expected values in hex, which needs no minus sign and so no care at MIN_VALUE.
    for (std::int64_t v : {INT64_MIN, INT64_MIN + 1, std::int64_t{-1}, std::int64_t{0}, INT64_MAX}) {
        integral_lines.push_back(
            fmt::format("l({}, 0x{:x}L);", java_literal(JavaValue::long_value(v)), static_cast<std::uint64_t>(v)));
    }
    for (std::int32_t v : {INT32_MIN, INT32_MIN + 1, -1, 0, INT32_MAX}) {
        integral_lines.push_back(
            fmt::format("i({}, 0x{:x});", java_literal(JavaValue::integer(v)), static_cast<std::uint32_t>(v)));
    }
    for (int v = -128; v <= 127; ++v) {
        auto literal = java_literal(JavaValue::byte(static_cast<std::int8_t>(v)));
        integral_lines.push_back(fmt::format("b({}, {});", literal, v));
    }
    for (int v : {-32768, -32767, -129, -1, 0, 128, 32767}) {
        auto literal = java_literal(JavaValue::short_value(static_cast<std::int16_t>(v)));
        integral_lines.push_back(fmt::format("s({}, {});", literal, v));
    }

    const fs::path dir = symcrete::testing::make_temp_dir("symcrete-literals");
    ASSERT_FALSE(dir.empty());
    auto write = [&](const std::string& name, const std::string& text) { std::ofstream(dir / (name + ".java")) << text; };
    write("FloatChecks", checks_class("FloatChecks", float_lines,
                                      "    static void f(float v, int bits, String text) {\n"
                                      "        if (Float.floatToRawIntBits(v) != bits) {\n"
                                      "            failures++;\n"
                                      "            System.out.println(\"float \" + text + \" is \" + "
                                      "Integer.toHexString(Float.floatToRawIntBits(v)) + \", not \" + "
                                      "Integer.toHexString(bits));\n"
                                      "        }\n    }\n"));
    write("DoubleChecks", checks_class("DoubleChecks", double_lines,
                                       "    static void d(double v, long bits, String text) {\n"
                                       "        if (Double.doubleToRawLongBits(v) != bits) {\n"
                                       "            failures++;\n"
                                       "            System.out.println(\"double \" + text + \" is \" + "
                                       "Long.toHexString(Double.doubleToRawLongBits(v)) + \", not \" + "
                                       "Long.toHexString(bits));\n"
                                       "        }\n    }\n"));
    write("CharChecks", checks_class("CharChecks", char_lines,
                                     "    static void c(char v, int code) {\n"
                                     "        if (v != code) {\n"
                                     "            failures++;\n"
                                     "            System.out.println(\"char \" + code + \" is \" + (int) v);\n"
                                     "        }\n    }\n"));
    std::string integral_helpers;
    for (auto [name, type, expected] : {std::tuple{"l", "long", "long"}, std::tuple{"i", "int", "int"},
                                        std::tuple{"b", "byte", "int"}, std::tuple{"s", "short", "int"}}) {
        integral_helpers += fmt::format(
            "    static void {0}({1} v, {2} e) {{\n"
            "        if (v != e) {{\n"
            "            failures++;\n"
            "            System.out.println(\"{1} \" + e + \" is \" + v);\n"
            "        }}\n    }}\n",
            name, type, expected);
    }
    write("IntegralChecks", checks_class("IntegralChecks", integral_lines, integral_helpers));
    write("Main", "public class Main {\n"
                  "    public static void main(String[] args) {\n"
                  "        int failures = FloatChecks.run() + DoubleChecks.run() + CharChecks.run() + IntegralChecks.run();\n"
                  "        System.out.println(failures == 0 ? \"all exact\" : failures + \" inexact\");\n"
                  "    }\n}\n");

    auto compiled = symcrete::testing::run_command(fmt::format("cd {} && LC_ALL=C.UTF-8 {} -encoding UTF-8 -d . *.java",
                                                               symcrete::testing::shell_quote(dir),
                                                               symcrete::testing::shell_quote(symcrete::testing::javac_path())));
    ASSERT_EQ(compiled.status, 0) << compiled.output;
    auto java = jvm::find_executable("java");
    ASSERT_TRUE(java);
    auto ran = symcrete::testing::run_command(
        fmt::format("{} -cp {} Main", symcrete::testing::shell_quote(*java), symcrete::testing::shell_quote(dir)));
    EXPECT_EQ(ran.status, 0);
    EXPECT_EQ(ran.output, "all exact\n");
}

}  // namespace
}  // namespace symcrete::testgen
