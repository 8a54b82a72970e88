// Runs the symcrete binary the way a user does and checks what it prints.
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "support/java_compiler.h"
#include "support/sanitizers.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::kSanitized;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

TEST(Inspect, HelpNamesTheSubcommandAndItsOptions) {
    auto top = run_command(symcrete_command("--help"));
    EXPECT_EQ(top.status, 0);
    EXPECT_NE(top.output.find("inspect"), std::string::npos) << top.output;
    auto sub = run_command(symcrete_command("inspect --help"));
    EXPECT_EQ(sub.status, 0);
    for (const char* option : {"--cp", "--class", "--ir", "--jdk", "--lift-all"})
        EXPECT_NE(sub.output.find(option), std::string::npos) << option << "\n" << sub.output;
}

TEST(Inspect, ListsClassesAndMembers) {
    auto dir = compile_java("inspect", 17);
    auto result = run_command(symcrete_command("inspect --cp " + shell_quote(dir)));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("public class demo.Counter"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("private int count"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("public static int clamp(int, int, int)"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("class-file version: 61.0"), std::string::npos) << result.output;
}

TEST(Inspect, PrintsTheIrOfOneMethod) {
    auto dir = compile_java("inspect", 11);
    auto result =
        run_command(symcrete_command("inspect --cp " + shell_quote(dir) + " --class demo.Counter --ir increment"));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("increment(I)I"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("B0"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("java/lang/IllegalArgumentException"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find("getfield"), std::string::npos) << result.output;
}

TEST(Inspect, MissingClassIsAClearError) {
    auto dir = compile_java("inspect", 17);
    auto result = run_command(symcrete_command("inspect --cp " + shell_quote(dir) + " --class demo.Nope"));
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.output.find("class demo.Nope not found on the class path"), std::string::npos)
        << result.output;
}

TEST(Inspect, MissingMethodAndBadClassPathAreClearErrors) {
    auto dir = compile_java("inspect", 17);
    auto no_method =
        run_command(symcrete_command("inspect --cp " + shell_quote(dir) + " --class demo.Counter --ir nope"));
    EXPECT_EQ(no_method.status, 1);
    EXPECT_NE(no_method.output.find("has no method named nope"), std::string::npos) << no_method.output;
    auto bad_path = run_command(symcrete_command("inspect --cp /no/such/dir"));
    EXPECT_EQ(bad_path.status, 1);
    EXPECT_NE(bad_path.output.find("/no/such/dir does not exist"), std::string::npos) << bad_path.output;
}

TEST(Inspect, LiftAllOnUserClassesEndsWithTheSummaryLine) {
    auto dir = compile_java("inspect", 8);
    auto result = run_command(symcrete_command("inspect --no-progress --cp " + shell_quote(dir) + " --lift-all"));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("lifted 1 classes, 3 methods, 0 failures"), std::string::npos) << result.output;
}

// --package keeps the classes of one package and its subpackages; a package
// with no class is an error that names it.
TEST(Inspect, PackageSelectsClassesAndItsSubpackages) {
    auto lang = run_command(symcrete_command("inspect --no-progress --jdk --package java.lang.invoke --lift-all"));
    ASSERT_EQ(lang.status, 0) << lang.output.substr(0, 4000);
    std::smatch match;
    std::regex summary(R"(lifted (\d+) classes, (\d+) methods, 0 failures\n$)");
    ASSERT_TRUE(std::regex_search(lang.output, match, summary)) << lang.output.substr(0, 4000);
    EXPECT_GT(std::stol(match[1]), 100) << "java.lang.invoke has hundreds of classes";
    EXPECT_LT(std::stol(match[1]), 2000) << "but not the whole JDK";
    auto listed = run_command(symcrete_command("inspect --jdk --package java.util.function"));
    ASSERT_EQ(listed.status, 0);
    EXPECT_NE(listed.output.find("interface java.util.function.Function"), std::string::npos);
    EXPECT_EQ(listed.output.find("java.util.List"), std::string::npos);
    auto none = run_command(symcrete_command("inspect --jdk --package com.nowhere"));
    EXPECT_EQ(none.status, 1);
    EXPECT_NE(none.output.find("no class in package com.nowhere on the class path"), std::string::npos) << none.output;
}

// Under the sanitizers every instruction costs far more: lifting the whole
// JDK took six minutes of a CI run there, so that build lifts java.util and
// its subpackages (a few thousand methods of every shape); the plain build
// lifts everything.
// The whole JDK runtime image: every class parses and every method lifts.
TEST(Inspect, LiftsEveryMethodOfTheJdk) {
    auto result = run_command(symcrete_command(std::string("inspect --no-progress --jdk --lift-all") +
                                               (kSanitized ? " --package java.util" : "")));
    std::smatch match;
    std::regex summary(R"(lifted (\d+) classes, (\d+) methods, (\d+) failures\n$)");
    ASSERT_TRUE(std::regex_search(result.output, match, summary)) << result.output.substr(0, 4000);
    if (kSanitized) {
        EXPECT_GT(std::stol(match[1]), 500) << "java.util has hundreds of classes";
        EXPECT_GT(std::stol(match[2]), 5000);
    } else {
        EXPECT_GT(std::stol(match[1]), 20000) << "the JDK has tens of thousands of classes";
        EXPECT_GT(std::stol(match[2]), 200000);
    }
    EXPECT_EQ(match[3], "0") << result.output.substr(0, 4000);
    EXPECT_EQ(result.status, 0);
}

}  // namespace
