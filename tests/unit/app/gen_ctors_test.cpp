// `symcrete gen` on instance methods of classes with public constructors or
// static factories: receivers are made the way a user makes them, with the
// method's branches explored through the constructor; a lazily made receiver
// only covers what no construction reaches, or stands in when the class has
// no public way to make one. Every written test passes on the JVM.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "support/java_compiler.h"
#include "support/text.h"
#include "support/test_paths.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::contains;
using symcrete::testing::make_temp_dir;
using symcrete::testing::read_file;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::test_bodies;

struct Generated {
    std::string output;  // what gen printed
    std::string source;  // the test file
    std::size_t written = 0, passed = 0;
    double coverage = 0;
};

Generated generate(const std::string& simple_name) {
    Generated generated;
    auto classes = compile_java("gen_ctors", 17);
    EXPECT_FALSE(classes.empty());
    auto out = make_temp_dir("symcrete-gen-ctors");
    auto result = run_command(shell_quote(symcrete::testing::symcrete_binary()) + " gen --budget 10 --cp " + shell_quote(classes) +
                              " --class ctors." + simple_name + " --out " + shell_quote(out));
    generated.output = result.output;
    EXPECT_EQ(result.status, 0) << result.output;
    const std::string summary = "symcrete: ctors." + simple_name + ":";
    const auto at = result.output.rfind(summary);
    if (at == std::string::npos) {
        ADD_FAILURE() << result.output;
        return generated;
    }
    const std::string format = summary + " %zu tests written, %zu passed on the JVM, %lf%%";
    EXPECT_EQ(std::sscanf(result.output.c_str() + at, format.c_str(), &generated.written, &generated.passed,
                          &generated.coverage),
              3)
        << result.output.substr(at);
    generated.source = read_file(out / "ctors" / (simple_name + "SymcreteTest.java"));
    return generated;
}

TEST(GenCtors, ReceiversAreBuiltByTheirConstructorsAndTestsPassOnTheJvm) {
    Generated g = generate("BankAccount");
    EXPECT_GE(g.written, 10u) << g.output;
    EXPECT_EQ(g.written, g.passed) << g.output;
    // Refusals of the constructors are counted, not written as tests of the methods.
    EXPECT_TRUE(contains(g.output, "new BankAccount(java.lang.String, long) threw java.lang.IllegalArgumentException"))
        << g.output;

    // withdraw's branches through the constructors: a refused amount, too
    // little money (the one-argument constructor opens at 0), and enough
    // (only the two-argument one opens with money).
    EXPECT_TRUE(contains(g.source, "assertThrows(IllegalArgumentException.class, () -> bankAccount.withdraw(")) << g.source;
    EXPECT_TRUE(std::regex_search(g.source, std::regex(R"(BankAccount bankAccount = new BankAccount\(newOwner\);\n\s*assertFalse\(bankAccount\.withdraw\()")))
        << g.source;
    EXPECT_TRUE(std::regex_search(g.source, std::regex(R"(BankAccount bankAccount = new BankAccount\(newOwner, \d+L\);\n\s*assertTrue\(bankAccount\.withdraw\()")))
        << g.source;

    // Every test builds its receiver with a constructor, the frozen account
    // too: a constructor, then freeze(), as a user would (the lazily made
    // receiver, set frozen by reflection, is no longer needed).
    std::size_t frozen = 0;
    for (const std::string& body : test_bodies(g.source)) {
        EXPECT_TRUE(contains(body, "new BankAccount(")) << body;
        EXPECT_FALSE(contains(body, "newInstance(")) << body;
        if (contains(body, "bankAccount.freeze();\n") && contains(body, "assertThrows(IllegalStateException.class"))
            ++frozen;
    }
    EXPECT_GE(frozen, 2u) << g.source;  // deposit and withdraw
    EXPECT_GE(g.coverage, 80.0) << g.output;
    // A method on a constructed receiver is followed by what its getters
    // show afterwards: a deposit shows in the balance.
    EXPECT_TRUE(std::regex_search(g.source, std::regex(R"(bankAccount\.deposit\(\d+L\);\n\s*assertEquals\(\d+L, bankAccount\.getBalance\(\)\);)")))
        << g.source;
}

TEST(GenCtors, AStaticFactoryMakesTheReceiverWhenTheConstructorIsPrivate) {
    Generated g = generate("Temperature");
    EXPECT_GE(g.written, 5u) << g.output;
    EXPECT_EQ(g.written, g.passed) << g.output;
    EXPECT_EQ(g.coverage, 100.0) << g.output;
    EXPECT_TRUE(contains(g.source, "Temperature temperature = Temperature.ofTenths(")) << g.source;
    EXPECT_TRUE(contains(g.source, "assertEquals(\"mild\", temperature.classify());")) << g.source;
    EXPECT_TRUE(contains(g.output, "Temperature.ofTenths(int) threw java.lang.IllegalArgumentException")) << g.output;
    // Nothing needs reflection: no helper in the file.
    EXPECT_FALSE(contains(g.source, "newInstance")) << g.source;
    EXPECT_FALSE(contains(g.source, "setField")) << g.source;
}

TEST(GenCtors, WithoutAPublicConstructorTheReceiverIsMadeLazily) {
    Generated g = generate("Ledger");
    EXPECT_EQ(g.written, 5u) << g.output;  // isLarge's threshold also at its edge
    EXPECT_EQ(g.written, g.passed) << g.output;
    EXPECT_EQ(g.coverage, 100.0) << g.output;
    EXPECT_TRUE(contains(g.source, "Ledger ledger = newInstance(Ledger.class);")) << g.source;
    EXPECT_TRUE(contains(g.source, "setField(ledger, \"total\", ")) << g.source;
    EXPECT_FALSE(contains(g.source, "new Ledger(")) << g.source;
}

// A constructor that refuses every argument leaves the lazily made receiver
// as the only one: its tests are kept as if there were no constructor, also
// for a method without branches. The refusal is a test of the constructor,
// written once for the whole class.
TEST(GenCtors, WhenNoConstructionReachesTheMethodTheLazyReceiverTakesOver) {
    Generated g = generate("Unbuildable");
    EXPECT_EQ(g.written, 4u) << g.output;
    EXPECT_EQ(g.written, g.passed) << g.output;
    EXPECT_TRUE(contains(g.output, "new Unbuildable() threw java.lang.UnsupportedOperationException")) << g.output;
    EXPECT_TRUE(contains(g.output, "(1 test of the construction instead)")) << g.output;
    // size is free on that path: a small, non-zero value, not 0.
    EXPECT_TRUE(contains(g.source, "assertEquals(3, unbuildable.size());")) << g.source;
    EXPECT_TRUE(contains(g.source, "Unbuildable unbuildable = newInstance(Unbuildable.class);")) << g.source;
    EXPECT_TRUE(contains(g.source, "assertThrows(UnsupportedOperationException.class, () -> new Unbuildable());"))
        << g.source;
    EXPECT_EQ(g.source.find("new Unbuildable("), g.source.rfind("new Unbuildable(")) << g.source;
}

}  // namespace
