// `symcrete diff` on programs with the same class names, each on its own
// class path: small Java fixtures (tests/java/diff: a reference, a candidate
// with seeded differences, an equivalent rewrite) and the seed 000
// interpreter benchmark's Java and Scala ports (tests/grade/interp).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/test_paths.h"
#include "support/text.h"

namespace {

namespace fs = std::filesystem;
using symcrete::testing::contains;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;

fs::path fixture(const std::string& program) {
    return symcrete::testing::compile_java_tree(symcrete::testing::test_java_dir() / "diff" / program,
                                                "diff-" + program, "--release 17");
}

symcrete::testing::CommandResult diff(const fs::path& reference, const fs::path& candidate, const std::string& entry,
                                      const std::string& options = "", const fs::path& out = {}) {
    const fs::path tests = out.empty() ? symcrete::testing::make_host_dir("symcrete-diff") : out;
    return run_command(symcrete::testing::symcrete_command(
        fmt::format("diff --reference {} --candidate {} --entry {} --budget 5 --out {}{} {} 2>&1",
                    shell_quote(reference), shell_quote(candidate), shell_quote(entry), shell_quote(tests),
                    symcrete::testing::kValidation, options)));
}

std::string read(const fs::path& file) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(DiffCli, EachDifferenceWithItsSmallestInputAndATestThatFailsOnTheCandidate) {
    const fs::path out = symcrete::testing::make_host_dir("symcrete-diff-pricing");
    const auto result = diff(fixture("reference"), fixture("candidate"), "shop.Pricing", "", out);
    EXPECT_EQ(result.status, 5) << result.output;
    EXPECT_TRUE(contains(result.output, "a value where the reference throws in discounted(II)I")) << result.output;
    EXPECT_TRUE(contains(result.output, "another exception in shipping(I)I")) << result.output;
    EXPECT_TRUE(contains(result.output, "candidate: throws java.lang.IllegalStateException")) << result.output;
    EXPECT_TRUE(contains(result.output, "another value in band(I)Ljava/lang/String;")) << result.output;
    // band's difference is at one input only: the boundary.
    EXPECT_TRUE(contains(result.output, "call: Pricing.band(1000)")) << result.output;
    EXPECT_TRUE(contains(result.output, "reference: returns \"medium\"")) << result.output;
    EXPECT_TRUE(contains(result.output, "symcrete diff: shop.Pricing: 3 differences")) << result.output;
    if (!symcrete::testing::kSanitized) {
        // Confirmed on the JVM: the tests expect the reference's outcomes.
        const std::string tests = read(out / "shop" / "PricingSymcreteTest.java");
        EXPECT_TRUE(contains(tests, "assertEquals(\"medium\", Pricing.band(1000));")) << tests;
        EXPECT_TRUE(contains(tests, "passes on the reference, fails on the candidate") ||
                    contains(result.output, "passes on the reference, fails on the candidate"))
            << result.output;
    }
}

// A difference only a state reached by an earlier call shows: the setup
// call's argument is where the candidate goes wrong.
TEST(DiffCli, AStateReachedByCallsShowsADifference) {
    const auto result = diff(fixture("reference"), fixture("candidate"), "shop.Tally");
    EXPECT_EQ(result.status, 5) << result.output;
    EXPECT_TRUE(contains(result.output, "another value in count()I")) << result.output;
    EXPECT_TRUE(contains(result.output, "call: new Tally().add(1).count()")) << result.output;
}

TEST(DiffCli, NoDifferenceFromAnEquivalentRewrite) {
    for (const char* entry : {"shop.Pricing", "shop.Tally"}) {
        const auto result = diff(fixture("reference"), fixture("rewrite"), entry);
        EXPECT_EQ(result.status, 0) << result.output;
        EXPECT_TRUE(contains(result.output, ": 0 differences")) << result.output;
    }
}

// What a program prints on System.out is part of its behaviour: a candidate
// that prints otherwise differs, and its test captures the output.
TEST(DiffCli, AnotherOutputIsADifference) {
    const fs::path out = symcrete::testing::make_host_dir("symcrete-diff-receipt");
    const auto result = diff(fixture("reference"), fixture("candidate"), "shop.Receipt", "", out);
    EXPECT_EQ(result.status, 5) << result.output;
    EXPECT_TRUE(contains(result.output, "another output on System.out in print(I)V")) << result.output;
    EXPECT_TRUE(contains(result.output, "reference prints: \"total: 0.00\\n\"")) << result.output;
    EXPECT_TRUE(contains(result.output, "candidate prints: \"total: 0.0\\n\"")) << result.output;
    const auto rewrite = diff(fixture("reference"), fixture("rewrite"), "shop.Receipt");
    EXPECT_EQ(rewrite.status, 0) << rewrite.output;
    if (symcrete::testing::kSanitized) return;
    const std::string tests = read(out / "shop" / "ReceiptSymcreteTest.java");
    EXPECT_TRUE(contains(tests, "System.setOut(new java.io.PrintStream(printed, true")) << tests;
    EXPECT_TRUE(contains(tests, "assertEquals(\"total: 0.00\\n\", this.printed.toString(")) << tests;
}

// A refused operation must leave the object as it was: the same exception
// with another state left behind is a difference, and its test asserts the
// state after assertThrows.
TEST(DiffCli, TheStateARefusalLeavesIsCompared) {
    const fs::path out = symcrete::testing::make_host_dir("symcrete-diff-wallet");
    const auto result = diff(fixture("reference"), fixture("candidate"), "shop.Wallet", "", out);
    EXPECT_EQ(result.status, 5) << result.output;
    EXPECT_TRUE(contains(result.output, "the same exception, the object left otherwise in pay(I)V")) << result.output;
    EXPECT_TRUE(contains(result.output, "reference leaves: getBalance() = 0")) << result.output;
    EXPECT_TRUE(contains(result.output, "candidate leaves: getBalance() = -1")) << result.output;
    const auto rewrite = diff(fixture("reference"), fixture("rewrite"), "shop.Wallet");
    EXPECT_EQ(rewrite.status, 0) << rewrite.output;
    if (symcrete::testing::kSanitized) return;
    const std::string tests = read(out / "shop" / "WalletSymcreteTest.java");
    EXPECT_TRUE(contains(tests, "assertThrows(IllegalStateException.class, () -> wallet.pay(1));\n"
                                "        assertEquals(0, wallet.getBalance());"))
        << tests;
}

// Some of what a refusal leaves shows only in the calls after it: an `open`
// refused, then one that works, returns the id the refused one used up; a
// transfer refused between two accounts (one near Long.MAX_VALUE, made by
// `open`) shows by the balance a lookup by its argument reads.
TEST(DiffCli, WhatARefusalLeavesShowsInTheCallsAfterIt) {
    const fs::path out = symcrete::testing::make_host_dir("symcrete-diff-ledger");
    const auto result = diff(fixture("reference"), fixture("candidate"), "shop.Ledger", "", out);
    EXPECT_EQ(result.status, 5) << result.output;
    EXPECT_TRUE(contains(result.output, "another value in open(J)I")) << result.output;
    EXPECT_TRUE(contains(result.output, "(throws IllegalArgumentException).open(")) << result.output;
    EXPECT_TRUE(contains(result.output, "the same exception, the object left otherwise in transfer(IIJ)V")) << result.output;
    EXPECT_TRUE(contains(result.output, ".open(Long.MAX_VALUE).transfer(")) << result.output;
    EXPECT_TRUE(contains(result.output, "reference leaves: balanceOf(")) << result.output;
    const auto rewrite = diff(fixture("reference"), fixture("rewrite"), "shop.Ledger");
    EXPECT_EQ(rewrite.status, 0) << rewrite.output;
    if (symcrete::testing::kSanitized) return;
    const std::string tests = read(out / "shop" / "LedgerSymcreteTest.java");
    EXPECT_TRUE(contains(tests, "assertThrows(IllegalArgumentException.class, () -> ledger.open(-")) << tests;
    EXPECT_TRUE(contains(tests, "assertEquals(1, ledger.open(")) << tests;
    EXPECT_TRUE(contains(tests, "assertThrows(ArithmeticException.class, () -> ledger.transfer(")) << tests;
}

TEST(DiffCli, OnlyTheNamedMethod) {
    const auto result = diff(fixture("reference"), fixture("candidate"), "shop.Pricing.band", "--format json");
    EXPECT_EQ(result.status, 5) << result.output;
    EXPECT_TRUE(contains(result.output, "\"kind\": \"value\"")) << result.output;
    EXPECT_FALSE(contains(result.output, "discounted")) << result.output;
}

TEST(DiffCli, BadEntriesAreNamed) {
    const auto missing = diff(fixture("reference"), fixture("candidate"), "shop.Nothing");
    EXPECT_EQ(missing.status, 1) << missing.output;
    EXPECT_TRUE(contains(missing.output, "--entry: no class shop.Nothing")) << missing.output;
    const auto method = diff(fixture("reference"), fixture("candidate"), "shop.Pricing.nothing");
    EXPECT_EQ(method.status, 1) << method.output;
    EXPECT_TRUE(contains(method.output, "shop.Pricing has no method nothing")) << method.output;
    const auto budget = diff(fixture("reference"), fixture("candidate"), "shop.Pricing", "--call-cost 2");
    EXPECT_EQ(budget.status, 1) << budget.output;
    EXPECT_TRUE(contains(budget.output, "--call-cost and --match-cost need --path-budget")) << budget.output;
}

// The seed's interpreter benchmark, Java port: the extra case of B.13 is a
// difference the candidate's own paths find (the reference never branches
// on a negative addend); an equivalent rewrite shows none.
fs::path interpreter(const std::string& variant) {
    const fs::path root = symcrete::testing::source_root() / "tests" / "grade" / "interp" / "java";
    const fs::path out = symcrete::testing::make_temp_dir("symcrete-interp-" + variant);
    std::string sources;
    for (const fs::path& dir : {root / "types", root / variant})
        for (const auto& entry : fs::recursive_directory_iterator(dir))
            if (entry.path().extension() == ".java") sources += " " + shell_quote(entry.path());
    const auto compiled = run_command(fmt::format("{} --release 17 -d {}{} 2>&1",
                                                  shell_quote(symcrete::testing::javac_path()), shell_quote(out), sources));
    EXPECT_EQ(compiled.status, 0) << compiled.output;
    return out;
}

TEST(DiffCli, InterpreterExtraCaseIsFoundOnTheCandidatesPaths) {
    const auto result = diff(interpreter("reference"), interpreter("b13_extra_case"), "interp.Interp.interpEntry",
                             "--path-budget 2");
    EXPECT_EQ(result.status, 5) << result.output;
    EXPECT_TRUE(contains(result.output, "found on the candidate's paths")) << result.output;
    // Inputs of records read as a person writes them.
    EXPECT_TRUE(contains(result.output, "call: Interp.interpEntry(new AddC(new NumC(")) << result.output;
}

TEST(DiffCli, InterpreterRewriteIsNoDifference) {
    const auto result = diff(interpreter("reference"), interpreter("equivalent_renamed"), "interp.Interp.interpEntry",
                             "--path-budget 2");
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(contains(result.output, ": 0 differences")) << result.output;
}

}  // namespace
