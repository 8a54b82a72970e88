// `symcrete gen --project`: a Maven project is built, its classes tested and
// the tests written where Maven finds them, so `mvn -o test` runs them; a
// Gradle project's compiled classes are found in their usual place.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/text.h"
#include "support/test_paths.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::contains;
using symcrete::testing::make_temp_dir;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

namespace fs = std::filesystem;

// The example Maven project, copied so the source tree stays clean.
fs::path copy_of_maven_example() {
    const fs::path example = symcrete::testing::source_root() / "examples" / "maven-shop";
    const fs::path copy = make_temp_dir("symcrete-maven") / "maven-shop";
    fs::create_directories(copy);
    for (const char* part : {"pom.xml", ".mvn", "src/main"}) {
        fs::create_directories((copy / part).parent_path());
        fs::copy(example / part, copy / part, fs::copy_options::recursive);
    }
    return copy;
}

TEST(GenProject, MavenRunsTheTestsItWrites) {
    const fs::path project = copy_of_maven_example();
    const auto result = run_command(symcrete_command(fmt::format("gen --project {} --budget 5", shell_quote(project))));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(contains(result.output, "symcrete: Maven project maven-shop: classes target/classes; 0 dependencies; "
                                        "sources src/main/java; tests go to src/test/java"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "built with ")) << result.output;
    for (const char* name : {"Cart", "Discount", "Item"})
        EXPECT_TRUE(fs::is_regular_file(project / "src/test/java/shop" / fmt::format("{}SymcreteTest.java", name)))
            << name << "\n" << result.output;
    EXPECT_FALSE(contains(result.output, "removed test")) << result.output;

    // Maven's run is the same in every build; the sanitizers have checked
    // Symcrete's part by now.
    if (symcrete::testing::kSanitized) return;
    const auto maven = run_command(fmt::format("cd {} && mvn -o -B test", shell_quote(project)));
    ASSERT_EQ(maven.status, 0) << maven.output;
    EXPECT_TRUE(contains(maven.output, "BUILD SUCCESS")) << maven.output;
    EXPECT_TRUE(contains(maven.output, "Failures: 0, Errors: 0")) << maven.output;
    EXPECT_TRUE(contains(maven.output, "in shop.DiscountSymcreteTest")) << maven.output;
}

// A Maven that cannot build (offline, with a plugin missing from the local
// repository) leaves the classes already compiled: they are tested, and one
// line without Maven's colours says why.
TEST(GenProject, AMavenBuildThatFailsFallsBackToTheCompiledClasses) {
    const fs::path project = copy_of_maven_example();
    const fs::path bin = make_temp_dir("symcrete-fake-mvn");
    std::ofstream(bin / "mvn") << "#!/bin/sh\n"
                                  "printf '\\033[1;31m[ERROR]\\033[m No plugin found for prefix '\\''dependency'\\'' "
                                  "-> [Help 1]\\n[ERROR] \\n'\n"
                                  "exit 1\n";
    fs::permissions(bin / "mvn", fs::perms::owner_all);
    const std::string gen = fmt::format("PATH={}:\"$PATH\" ", shell_quote(bin)) +
                            symcrete_command(fmt::format("gen --project {} --budget 2 --no-validate --package shop",
                                                         shell_quote(project)));
    auto result = run_command(gen);
    EXPECT_EQ(result.status, 1) << result.output;
    EXPECT_TRUE(contains(result.output, "no target/classes, and Maven could not build the project: No plugin found for "
                                        "prefix 'dependency': compile the project first"))
        << result.output;

    const fs::path classes = compile_java("gen_many", 17);
    ASSERT_FALSE(classes.empty());
    fs::create_directories(project / "target");
    fs::copy(classes, project / "target" / "classes", fs::copy_options::recursive);
    result = run_command(gen.substr(0, gen.size() - std::string("shop").size()) + "many.sub");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(contains(result.output, "\n  Maven could not build the project: No plugin found for prefix "
                                        "'dependency': the classes in target/classes are used as they are"))
        << result.output;
    EXPECT_FALSE(contains(result.output, "\033")) << result.output;
    EXPECT_FALSE(contains(result.output, "[Help 1]")) << result.output;
    EXPECT_TRUE(fs::is_regular_file(project / "src/test/java/many/sub/CounterSymcreteTest.java")) << result.output;
}

TEST(GenProject, GradleClassesAreFoundInTheirUsualPlace) {
    const fs::path classes = compile_java("gen_many", 17);
    ASSERT_FALSE(classes.empty());
    const fs::path project = make_temp_dir("symcrete-gradle") / "app";
    fs::create_directories(project / "build" / "classes" / "java");
    fs::copy(classes, project / "build" / "classes" / "java" / "main", fs::copy_options::recursive);
    std::ofstream(project / "build.gradle.kts") << "plugins { java }\n";
    const auto result = run_command(symcrete_command(
        fmt::format("gen --project {} --package many.sub --no-validate --budget 5", shell_quote(project))));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(contains(result.output, "symcrete: Gradle project app: classes build/classes/java/main; 0 dependencies"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "Gradle is not run")) << result.output;
    EXPECT_TRUE(fs::is_regular_file(project / "src/test/java/many/sub/CounterSymcreteTest.java")) << result.output;
}

TEST(GenProject, ADirectoryWithoutABuildFileIsAUsageError) {
    const fs::path empty = make_temp_dir("symcrete-no-project");
    auto result = run_command(symcrete_command(fmt::format("gen --project {}", shell_quote(empty))));
    EXPECT_EQ(result.status, 1) << result.output;
    EXPECT_TRUE(contains(result.output, "neither a Maven project (pom.xml) nor a Gradle project")) << result.output;
    std::ofstream(empty / "build.gradle") << "\n";
    result = run_command(symcrete_command(fmt::format("gen --project {}", shell_quote(empty))));
    EXPECT_EQ(result.status, 1) << result.output;
    EXPECT_TRUE(contains(result.output, "build the project first")) << result.output;
    result = run_command(symcrete_command("gen --class a.B"));
    EXPECT_EQ(result.status, 1) << result.output;
    EXPECT_TRUE(contains(result.output, "--cp or --project is required")) << result.output;
}

}  // namespace
