// Helpers shared by the class-file parser tests (class_file_parser_test.cpp,
// class_file_parser_features_test.cpp, class_file_parser_javap_test.cpp):
// cached parses of the compiled test sources, member look-ups, and the
// EveryRelease fixture, whose tests are spread over the first two files.
// Functions are inline so that one test executable can link all of them.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "classfile/class_file.h"
#include "classfile/constant_pool.h"
#include "classfile_test_util.h"

namespace symcrete::classfile::test {

// Parses cf/<name> from a source set compiled at `release`; cached for the run.
// On failure the test fails and an empty ClassFile comes back.
inline const ClassFile& parsed(const std::string& set, int release, const std::string& name) {
    static std::map<std::tuple<std::string, int, std::string>, std::unique_ptr<ClassFile>> cache;
    auto key = std::make_tuple(set, release, name);
    if (auto it = cache.find(key); it != cache.end()) return *it->second;
    std::filesystem::path file = class_path_of(set, release, name);
    auto result = parse_class_file(read_bytes(file), file.string());
    auto& slot = cache[key];
    if (result) {
        slot = std::make_unique<ClassFile>(std::move(result.value()));
    } else {
        ADD_FAILURE() << "parsing " << file << " failed: " << result.error().message;
        slot = std::make_unique<ClassFile>();
    }
    return *slot;
}

inline const ClassFile& java8(int release, const std::string& name) { return parsed("java8", release, name); }

inline const Method* method_named(const ClassFile& cls, std::string_view name) {
    for (const Method& m : cls.methods)
        if (m.name == name) return &m;
    return nullptr;
}

inline const Field* field_named(const ClassFile& cls, std::string_view name) {
    for (const Field& f : cls.fields)
        if (f.name == name) return &f;
    return nullptr;
}

// The class-file major version javac writes for `release`.
inline std::uint16_t major_for(int release) { return static_cast<std::uint16_t>(44 + release); }

// Kinds of the loadable constants a bootstrap method takes.
inline std::vector<CpTag> argument_kinds(const ConstantPool& pool, const BootstrapMethod& bsm) {
    std::vector<CpTag> kinds;
    for (std::uint16_t arg : bsm.arguments) kinds.push_back(pool.at(arg).tag);
    return kinds;
}

// The java8 sources compiled at releases 8, 11 and 17. Its TEST_Ps are in
// class_file_parser_test.cpp (which also instantiates the suite, once) and
// class_file_parser_features_test.cpp. It lives outside any anonymous
// namespace: GoogleTest needs a suite's fixture to be one type in every file.
class EveryRelease : public ::testing::TestWithParam<int> {};

}  // namespace symcrete::classfile::test
