// `symcrete gen` on classes compiled from Kotlin and Scala: each fixture
// reaches the branch coverage of its Java twin (tests/java/jvm_langs/twins),
// with tests that pass on the JVM. The fixtures are compiled at test time
// with Debian's kotlinc and scalac; the tests stay Java.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <optional>

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
using symcrete::testing::symcrete_command;

namespace fs = std::filesystem;

const fs::path kTwins = symcrete::testing::test_java_dir() / "jvm_langs" / "twins";

struct Verdict {
    std::size_t written = 0, passed = 0;
    double coverage = 0;
    fs::path out;  // the tests
};

// gen on one class, validated: what its summary line says.
std::optional<Verdict> gen(const std::string& class_path, const std::string& cls) {
    const fs::path out = make_temp_dir("symcrete-gen-jvm-langs");
    const auto result = run_command(symcrete_command(fmt::format(
        "gen --cp {} --class {} --budget 5 --out {}", shell_quote(class_path), shell_quote(cls), shell_quote(out))));
    EXPECT_EQ(result.status, 0) << result.output;
    Verdict verdict;
    verdict.out = out;
    const auto at = result.output.rfind("symcrete: " + cls + ":");
    const std::string format = "symcrete: " + cls + ": %zu tests written, %zu passed on the JVM, %lf%%";
    if (at == std::string::npos ||
        std::sscanf(result.output.c_str() + at, format.c_str(), &verdict.written, &verdict.passed, &verdict.coverage) != 3) {
        ADD_FAILURE() << "no summary for " << cls << " in:\n" << result.output;
        return std::nullopt;
    }
    return verdict;
}

// Compiles one fixture with `compiler` ("kotlinc" or "scalac") into a fresh
// directory; `source` is relative to the twins' directory.
fs::path compile_with(const std::string& compiler, const std::string& source) {
    const auto found = run_command("command -v " + compiler);
    EXPECT_EQ(found.status, 0) << compiler << " is missing: make deps installs it (scripts/debian-packages.txt)";
    const fs::path out = make_temp_dir("symcrete-" + compiler);
    const auto compiled =
        run_command(fmt::format("{} -d {} {}", compiler, shell_quote(out), shell_quote(kTwins / source)));
    EXPECT_EQ(compiled.status, 0) << compiled.output;
    return out;
}

class GenJvmLangs : public ::testing::Test {
protected:
    void SetUp() override {
        const fs::path java = compile_java("jvm_langs", 17);
        ASSERT_FALSE(java.empty());
        auto verdict = gen(java.string(), "twins.GradeJ");
        ASSERT_TRUE(verdict);
        java_ = *verdict;
        EXPECT_EQ(java_.passed, java_.written);
    }
    Verdict java_;
};

TEST_F(GenJvmLangs, KotlinReachesTheCoverageOfItsJavaTwin) {
    const fs::path classes = compile_with("kotlinc", "GradeK.kt");
    const auto kotlin = gen(classes.string() + ":/usr/share/java/kotlin-stdlib.jar", "twins.GradeK");
    ASSERT_TRUE(kotlin);
    EXPECT_EQ(kotlin->passed, kotlin->written);
    EXPECT_GE(kotlin->written, 1u);
    EXPECT_GE(kotlin->coverage, java_.coverage);
    // A companion object's methods, and a method whose String parameter
    // Kotlin checks for null: every branch, as Java code of the same shape.
    std::optional<Verdict> companion;
    for (const char* cls : {"twins.Limits$Companion", "twins.Limits"}) {
        const auto verdict = gen(classes.string() + ":/usr/share/java/kotlin-stdlib.jar", cls);
        ASSERT_TRUE(verdict) << cls;
        EXPECT_EQ(verdict->passed, verdict->written) << cls;
        EXPECT_DOUBLE_EQ(verdict->coverage, 100.0) << cls;
        if (!companion) companion = verdict;
    }
    // The companion's methods run on the companion object, as Java callers
    // reach it: Limits.Companion, never a second one made by reflection.
    const std::string source = read_file(companion->out / "twins" / "Limits_CompanionSymcreteTest.java");
    EXPECT_TRUE(contains(source, "Limits.Companion companion = Limits.Companion;")) << source;
    EXPECT_FALSE(contains(source, "newInstance")) << source;
}

TEST_F(GenJvmLangs, ScalaReachesTheCoverageOfItsJavaTwin) {
    const fs::path classes = compile_with("scalac", "GradeS.scala");
    // An object's code is in its module class, GradeS$; GradeS holds static forwarders.
    const auto scala = gen(classes.string() + ":/usr/share/java/scala-library.jar", "twins.GradeS$");
    ASSERT_TRUE(scala);
    EXPECT_EQ(scala->passed, scala->written);
    EXPECT_GE(scala->written, 1u);
    EXPECT_GE(scala->coverage, java_.coverage);
    // Its methods run on the object itself, as Java callers reach it.
    const std::string source = read_file(scala->out / "twins" / "GradeS$SymcreteTest.java");
    EXPECT_TRUE(contains(source, "GradeS$ gradeS = GradeS$.MODULE$;")) << source;
    EXPECT_FALSE(contains(source, "newInstance")) << source;
}

TEST(GenJvmLangsCaseClass, AScalaCaseClassIsTestedLikeAnyClass) {
    const fs::path classes = compile_with("scalac", "../cases/Point.scala");
    const std::string class_path = classes.string() + ":/usr/share/java/scala-library.jar";
    // Every branch of its own methods and of those scalac wrote, but one:
    // equals asks the other Point's canEqual, false only in a subclass that
    // overrides it, and the application has none.
    const auto point = gen(class_path, "cases.Point");
    ASSERT_TRUE(point);
    EXPECT_EQ(point->passed, point->written);
    EXPECT_GE(point->written, 10u);
    EXPECT_GE(point->coverage, 96.0);
    // The companion object's apply and unapply, on the object itself.
    const auto companion = gen(class_path, "cases.Point$");
    ASSERT_TRUE(companion);
    EXPECT_EQ(companion->passed, companion->written);
    EXPECT_DOUBLE_EQ(companion->coverage, 100.0);
    const std::string source = read_file(companion->out / "cases" / "Point$SymcreteTest.java");
    EXPECT_TRUE(contains(source, "Point$ point = Point$.MODULE$;")) << source;
}

}  // namespace
