// Helpers shared by the classfile unit tests: the Java programs under
// tests/java/classfile/<set>/cf are compiled at test time (compile_java) and
// read back from the temporary output directory.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "support/java_compiler.h"
#include "support/shell.h"
#include "support/test_paths.h"

namespace symcrete::classfile::test {

// The source sets: "java8" (compiled at 8, 11 and 17), "java11" (private
// interface methods; 11 and 17) and "java17" (records, sealed types; 17).
inline std::filesystem::path compiled_dir(const std::string& set, int release) {
    return symcrete::testing::compile_java("classfile/" + set, release);
}

// The class file of cf/<simple_name> (e.g. "Outer$Inner").
inline std::filesystem::path class_path_of(const std::string& set, int release, const std::string& simple_name) {
    return compiled_dir(set, release) / "cf" / (simple_name + ".class");
}

inline std::vector<std::uint8_t> read_bytes(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    EXPECT_TRUE(in.good()) << "cannot open " << file;
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void write_bytes(const std::filesystem::path& file, const std::vector<std::uint8_t>& bytes) {
    std::filesystem::create_directories(file.parent_path());
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    ASSERT_TRUE(out.good()) << "cannot write " << file;
}

using symcrete::testing::shell_quote;

// A JDK tool (javap, jar) from the same JDK as the javac the tests compile
// with, quoted for the shell.
inline std::string jdk_tool(const std::string& name) {
    std::filesystem::path candidate = symcrete::testing::javac_path().parent_path() / name;
    std::error_code ec;
    if (std::filesystem::exists(candidate, ec)) return shell_quote(candidate);
    return name;
}

// Big-endian accessors for patching class files.
inline std::uint16_t get_u2(const std::vector<std::uint8_t>& b, std::size_t at) {
    return static_cast<std::uint16_t>((b.at(at) << 8) | b.at(at + 1));
}
inline std::uint32_t get_u4(const std::vector<std::uint8_t>& b, std::size_t at) {
    return (std::uint32_t{b.at(at)} << 24) | (std::uint32_t{b.at(at + 1)} << 16) |
           (std::uint32_t{b.at(at + 2)} << 8) | std::uint32_t{b.at(at + 3)};
}
inline void put_u2(std::vector<std::uint8_t>& b, std::size_t at, std::uint16_t value) {
    b.at(at) = static_cast<std::uint8_t>(value >> 8);
    b.at(at + 1) = static_cast<std::uint8_t>(value);
}
inline void put_u4(std::vector<std::uint8_t>& b, std::size_t at, std::uint32_t value) {
    b.at(at) = static_cast<std::uint8_t>(value >> 24);
    b.at(at + 1) = static_cast<std::uint8_t>(value >> 16);
    b.at(at + 2) = static_cast<std::uint8_t>(value >> 8);
    b.at(at + 3) = static_cast<std::uint8_t>(value);
}

}  // namespace symcrete::classfile::test
