// Python's arithmetic (numbers.h) against CPython itself: random and edge
// values go to python3, which prints what it computes, and our functions
// must agree on every one, bit for bit.
#include <gtest/gtest.h>

#include <unistd.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "numbers.h"
#include "python/value.h"

namespace {

namespace fs = std::filesystem;
using namespace symcrete::python;

// Runs a python3 script on an input file of lines; its output's lines.
std::vector<std::string> python_lines(const std::string& script, const std::string& input) {
    const fs::path dir = fs::temp_directory_path() / ("symcrete-numbers-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::ofstream(dir / "script.py") << script;
    std::ofstream(dir / "input.txt") << input;
    const std::string command = "python3 '" + (dir / "script.py").string() + "' < '" + (dir / "input.txt").string() +
                                "' > '" + (dir / "output.txt").string() + "'";
    EXPECT_EQ(std::system(command.c_str()), 0);
    std::ifstream in(dir / "output.txt");
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    fs::remove_all(dir);
    return lines;
}

std::string hex(double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%a", value);
    return buffer;
}

std::vector<double> sample_doubles() {
    std::vector<double> values = {0.0, -0.0, 0.1, 1e16, 1e15, 1e-5, 1e-4, 0.0001234, 123456789.0, 1.0 / 3, 2.5,
                                  5e-324, 1.7976931348623157e308, 1e22, 1e23, 123456789012345678.0, 100.0, 9.5, 0.5,
                                  2.675, 1234.5678, -1.5, 4.35, 0.125, 1e300, 2.2250738585072014e-308};
    std::mt19937_64 random(7);
    for (int i = 0; i < 1500; ++i) {
        double value = std::bit_cast<double>(random());
        if (std::isfinite(value)) values.push_back(value);
        // Also "short" decimal values, whose repr has few digits.
        values.push_back(static_cast<double>(static_cast<std::int64_t>(random() % 2000000) - 1000000) / 1000.0);
    }
    return values;
}

TEST(PythonNumbers, FloatReprIsCPythons) {
    const std::vector<double> values = sample_doubles();
    std::string input;
    for (const double v : values) input += hex(v) + "\n";
    const auto lines = python_lines("import sys\nfor line in sys.stdin:\n    print(repr(float.fromhex(line.strip())))\n", input);
    ASSERT_EQ(lines.size(), values.size());
    for (std::size_t i = 0; i < values.size(); ++i) EXPECT_EQ(float_repr(values[i]), lines[i]) << hex(values[i]);
}

TEST(PythonNumbers, RoundingIsCPythons) {
    const std::vector<double> values = sample_doubles();
    std::string input;
    std::vector<std::pair<double, long>> cases;
    for (std::size_t i = 0; i < values.size(); i += 3) {
        const long digits = static_cast<long>(i % 9) - 3;  // -3 .. 5
        if (std::fabs(values[i]) > 1e200) continue;
        cases.emplace_back(values[i], digits);
        input += hex(values[i]) + " " + std::to_string(digits) + "\n";
    }
    const auto lines = python_lines(
        "import sys\nfor line in sys.stdin:\n    x, d = line.split()\n    print(round(float.fromhex(x), int(d)).hex())\n", input);
    ASSERT_EQ(lines.size(), cases.size());
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const double expected = std::strtod(lines[i].c_str(), nullptr);
        const double got = round_float(cases[i].first, cases[i].second);
        EXPECT_EQ(std::bit_cast<std::uint64_t>(got), std::bit_cast<std::uint64_t>(expected))
            << "round(" << hex(cases[i].first) << ", " << cases[i].second << ") = " << hex(got) << ", CPython " << lines[i];
    }
}

TEST(PythonNumbers, IntTrueDivisionAndConversionAreCorrectlyRounded) {
    std::mt19937_64 random(11);
    std::vector<std::pair<mpz_class, mpz_class>> cases;
    std::string input;
    for (int i = 0; i < 600; ++i) {
        mpz_class a = 0, b = 0;
        const int a_words = 1 + static_cast<int>(random() % 20), b_words = 1 + static_cast<int>(random() % 18);
        for (int w = 0; w < a_words; ++w) a = (a << 64) + mpz_class(static_cast<unsigned long>(random()));
        for (int w = 0; w < b_words; ++w) b = (b << 64) + mpz_class(static_cast<unsigned long>(random()));
        a >>= static_cast<mp_bitcnt_t>(random() % 64);
        if (random() % 2) a = -a;
        if (b == 0) b = 3;
        cases.emplace_back(a, b);
        input += a.get_str() + " " + b.get_str() + "\n";
    }
    const auto lines = python_lines(
        "import sys\nfor line in sys.stdin:\n    a, b = map(int, line.split())\n"
        "    try:\n        q = (a / b).hex()\n    except OverflowError:\n        q = 'overflow'\n"
        "    try:\n        f = float(a).hex()\n    except OverflowError:\n        f = 'overflow'\n    print(q, f)\n",
        input);
    ASSERT_EQ(lines.size(), cases.size());
    for (std::size_t i = 0; i < cases.size(); ++i) {
        std::istringstream expected(lines[i]);
        std::string quotient, converted;
        expected >> quotient >> converted;
        auto ours = [](auto compute) -> std::string {
            try {
                return hex(compute());
            } catch (const PythonException&) {
                return "overflow";
            }
        };
        auto same = [](const std::string& ours_text, const std::string& theirs) {
            if (ours_text == "overflow" || theirs == "overflow") return ours_text == theirs;
            return std::strtod(ours_text.c_str(), nullptr) == std::strtod(theirs.c_str(), nullptr);
        };
        const mpz_class a = cases[i].first, b = cases[i].second;
        EXPECT_TRUE(same(ours([&] { return int_true_divide(a, b); }), quotient)) << a << " / " << b;
        EXPECT_TRUE(same(ours([&] { return int_to_double(a); }), converted)) << "float(" << a << ")";
    }
}

TEST(PythonNumbers, FloorDivisionAndModuloFollowTheDivisorsSign) {
    EXPECT_EQ(int_floor_divide(-7, 2), -4);
    EXPECT_EQ(int_floor_modulo(-7, 2), 1);
    EXPECT_EQ(int_floor_modulo(7, -2), -1);
    EXPECT_EQ(float_floor_divide(-7.5, 2), -4.0);
    EXPECT_EQ(float_modulo(7.5, -2), -0.5);
    EXPECT_TRUE(std::signbit(float_modulo(-4.0, 2)) == false);
    EXPECT_TRUE(std::signbit(float_modulo(4.0, -2)));
    EXPECT_THROW(int_floor_divide(1, 0), PythonException);
    EXPECT_THROW(float_modulo(1.0, 0.0), PythonException);
}

}  // namespace
