// `symcrete gen` on one class of the gen_objects fixtures, and what the
// JVM said of the suite: shared by the gen_objects test files.
#pragma once

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/text.h"
#include "support/test_paths.h"

namespace symcrete::testing::gen_objects {

// The suite's summary line says this (as "passed on the JVM, 100.0% branch
// coverage"), or the run was not validated.
inline bool jvm_says(const std::string& output, const std::string& verdict) {
    return kSanitized || contains(output, verdict);
}

// What the JVM said of class `cls`'s suite, when it was validated.
struct Verdict {
    std::size_t written = 0, passed = 0;
    double coverage = 0;
};
inline std::optional<Verdict> jvm_verdict(const std::string& output, const std::string& cls) {
    if (kSanitized) return std::nullopt;
    Verdict verdict;
    const auto at = output.rfind("symcrete: " + cls + ":");
    const std::string format = "symcrete: " + cls + ": %zu tests written, %zu passed on the JVM, %lf%%";
    if (at == std::string::npos ||
        std::sscanf(output.c_str() + at, format.c_str(), &verdict.written, &verdict.passed, &verdict.coverage) != 3) {
        ADD_FAILURE() << "no summary for " << cls << " in:\n" << output;
        return std::nullopt;
    }
    return verdict;
}

// Every test written for `cls` passed on the JVM, when validated.
inline void expect_all_passed(const std::string& output, const std::string& cls) {
    if (auto verdict = jvm_verdict(output, cls)) {
        EXPECT_EQ(verdict->passed, verdict->written) << output;
    }
}

// `symcrete gen` on one class of the gen_objects fixtures, validated but
// under the sanitizers; the tests go to a fresh directory (returned as `out`).
struct GenRun {
    symcrete::testing::CommandResult result;
    std::filesystem::path out;
};
inline GenRun gen_fixture(const std::string& cls, const std::string& budget, const std::string& options = "") {
    auto classes = compile_java("gen_objects", 17);
    EXPECT_FALSE(classes.empty());
    auto out = make_temp_dir("symcrete-gen-fixture");
    auto result = run_command(shell_quote(symcrete::testing::symcrete_binary()) + " gen" + kValidation + options + " --budget " + budget +
                              " --cp " + shell_quote(classes) + " --class " + cls + " --out " + shell_quote(out));
    return {result, out};
}

// Every test written for `cls` passed and none was taken out, when validated.
inline void expect_all_kept(const std::string& output, const std::string& cls) {
    if (auto verdict = jvm_verdict(output, cls)) {
        EXPECT_GT(verdict->written, 0U) << output;
        EXPECT_EQ(verdict->passed, verdict->written) << output;
        EXPECT_FALSE(contains(output, "removed")) << output;
    }
}

}  // namespace symcrete::testing::gen_objects
