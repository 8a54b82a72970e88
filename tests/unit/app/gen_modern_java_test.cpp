// `symcrete gen` on modern Java. Pattern switches compiled by JDK 17 as a
// preview feature: every case is reached and the tests pass on the JVM with
// --enable-preview. Java 21 record patterns, compiled and validated on a JDK
// 21 or later from /usr/lib/jvm when there is one. And class files newer
// than the JDK at hand (a javac 17 class marked as Java 21 here): with only
// JDK 17 asked for, one plain line says what is missing, the tests are
// written marked as not validated and gen exits 4; with a newer JDK
// installed, gen takes it and the tests pass.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <fstream>
#include <regex>

#include "support/java_compiler.h"
#include "support/jdks.h"
#include "support/sanitizers.h"
#include "support/test_paths.h"
#include "support/text.h"

namespace {

namespace fs = std::filesystem;
using symcrete::testing::build_jdk_home;
using symcrete::testing::contains;
using symcrete::testing::jdk_feature;
using symcrete::testing::kSanitized;
using symcrete::testing::kValidation;
using symcrete::testing::make_temp_dir;
using symcrete::testing::read_file;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;


// "symcrete: <cls>: N tests written, M passed on the JVM": N and M, or
// nothing without such a line.
std::optional<std::pair<int, int>> written_and_passed(const std::string& output, const std::string& cls) {
    std::smatch match;
    const std::regex line("symcrete: " + cls + ": ([0-9]+) tests written, ([0-9]+) passed on the JVM");
    if (!std::regex_search(output, match, line)) return std::nullopt;
    return std::make_pair(std::stoi(match[1]), std::stoi(match[2]));
}

// Each value appears as a test's expected result of `call` ("Shapes.kind(").
void expect_returns(const std::string& tests, const std::string& call, std::initializer_list<int> values) {
    for (int value : values)
        EXPECT_TRUE(contains(tests, "assertEquals(" + std::to_string(value) + ", " + call))
            << "no test of " << call << ") returns " << value << ":\n" << tests;
}

TEST(GenModernJava, PreviewPatternSwitchesReachEveryCaseAndTheirTestsPass) {
    const fs::path jdk = build_jdk_home();
    if (jdk_feature(jdk) != 17)
        GTEST_SKIP() << "Java 17's preview features compile only with javac 17; the build's JDK is " << jdk;
    const fs::path classes = symcrete::testing::compile_java_tree(symcrete::testing::test_java_dir() / "patterns17",
                                                                  "patterns17", "-g --release 17 --enable-preview");
    ASSERT_FALSE(classes.empty());
    const fs::path out = make_temp_dir("symcrete-gen-preview");
    auto result = run_command(symcrete_command(std::string("gen") + kValidation + " --budget 20 --cp " +
                                               shell_quote(classes) + " --class pat.Shapes --out " + shell_quote(out)));
    ASSERT_EQ(result.status, 0) << result.output;
    for (const char* method : {"kind(Lpat/Shapes$Shape;)I", "describe(Ljava/lang/Object;)I", "word(Ljava/lang/String;)I",
                               "letter(Ljava/lang/Character;)I", "level(Lpat/Shapes$Level;)I"}) {
        const std::regex line(std::regex_replace(std::string("  ") + method, std::regex(R"([$()\[\]])"), R"(\$&)") +
                              ": [0-9]+ paths, [0-9]+ tests \\(explored completely\\)");
        EXPECT_TRUE(std::regex_search(result.output, line)) << method << " not explored completely:\n" << result.output;
    }
    const std::string tests = read_file(out / "pat" / "ShapesSymcreteTest.java");
    // Every case of every switch, the five records of the sealed interface included.
    expect_returns(tests, "Shapes.kind(", {1, 2, 3, 4, 5, 6, 7, 8});
    expect_returns(tests, "Shapes.describe(", {10, 11, 12, 13, 14});
    expect_returns(tests, "Shapes.word(", {21, 22, 23, 24});
    expect_returns(tests, "Shapes.letter(", {31, 32, 33, 34});
    expect_returns(tests, "Shapes.level(", {41, 42, 43});
    EXPECT_TRUE(contains(tests, "assertThrows(NullPointerException.class, () -> Shapes.kind(")) << tests;
    if (kSanitized) return;
    const auto verdict = written_and_passed(result.output, "pat.Shapes");
    ASSERT_TRUE(verdict) << result.output;
    EXPECT_EQ(verdict->first, verdict->second) << result.output;
    EXPECT_TRUE(contains(result.output, "passed on the JVM, 9")) << "branch coverage above 90%:\n" << result.output;
}

TEST(GenModernJava, Java21RecordPatternsAreValidatedOnANewerJdk) {
    const auto jdk = symcrete::testing::installed_jdk(21);
    if (!jdk) GTEST_SKIP() << "no JDK 21 or later under /usr/lib/jvm to compile and run Java 21 classes";
    const fs::path classes = make_temp_dir("symcrete-gen-java21-classes");
    const auto compiled = run_command(shell_quote(*jdk / "bin" / "javac") + " -g --release 21 -d " + shell_quote(classes) +
                                      " " + shell_quote(symcrete::testing::test_java_dir() / "patterns21" / "pat21" /
                                                        "Geometry.java"));
    ASSERT_EQ(compiled.status, 0) << compiled.output;
    const fs::path out = make_temp_dir("symcrete-gen-java21");
    auto result = run_command("env -u SYMCRETE_JAVA_HOME " +
                              symcrete_command(std::string("gen") + kValidation + " --budget 20 --cp " +
                                               shell_quote(classes) + " --class pat21.Geometry --out " + shell_quote(out)));
    ASSERT_EQ(result.status, 0) << result.output;
    if (jdk_feature(build_jdk_home()) < 21) {
        // Which JDK, and why, in one line.
        EXPECT_TRUE(contains(result.output, "symcrete: JDK " + std::to_string(jdk_feature(*jdk)) + " at " + jdk->string() +
                                                " runs the tests and is the class library explored: the classes are "
                                                "Java 21 (class file version 65"))
            << result.output;
    }
    const std::string tests = read_file(out / "pat21" / "GeometrySymcreteTest.java");
    expect_returns(tests, "Geometry.classify(", {1, 2, 3, 4, 5, 6});
    expect_returns(tests, "Geometry.direction(", {11, 12, 13, 14});
    EXPECT_TRUE(contains(tests, "assertTrue(Geometry.centred(")) << tests;
    if (kSanitized) return;
    const auto verdict = written_and_passed(result.output, "pat21.Geometry");
    ASSERT_TRUE(verdict) << result.output;
    EXPECT_EQ(verdict->first, verdict->second) << result.output;
}

// A javac 17 class whose file says it is `release` (major version release + 44).
fs::path classes_marked_as(int release) {
    const fs::path compiled = symcrete::testing::compile_java("java21_patch", 17);
    EXPECT_FALSE(compiled.empty());
    const fs::path copy = make_temp_dir("symcrete-java21-patch");
    fs::copy(compiled, copy, fs::copy_options::recursive);
    const fs::path file = copy / "ver" / "Versioned.class";
    std::fstream bytes(file, std::ios::in | std::ios::out | std::ios::binary);
    bytes.seekp(6);
    const char major[2] = {0, static_cast<char>(release + 44)};
    bytes.write(major, 2);
    EXPECT_TRUE(bytes.good()) << file;
    return copy;
}

// The release the marked class claims: Java 21, or newer than the build's JDK.
int marked_release() { return std::max(21, jdk_feature(build_jdk_home()) + 1); }

TEST(GenModernJava, ClassesNewerThanTheJdkAskedForAreWrittenNotValidated) {
    const int release = marked_release();
    if (release > 25) GTEST_SKIP() << "the class-file parser reads up to Java 25";
    const fs::path classes = classes_marked_as(release);
    const fs::path jdk = fs::canonical(build_jdk_home());
    const fs::path out = make_temp_dir("symcrete-gen-too-new");
    // The JDK asked for is the build's, so this runs the same on a machine
    // with newer JDKs installed.
    auto result = run_command("SYMCRETE_JAVA_HOME=" + shell_quote(jdk) + " " +
                              symcrete_command("gen --budget 5 --cp " + shell_quote(classes) +
                                               " --class ver.Versioned --out " + shell_quote(out)));
    EXPECT_EQ(result.status, 4) << result.output;  // validation could not run (exit_codes.h)
    const std::string line = "symcrete: cannot validate the tests: the classes are Java " + std::to_string(release) +
                             " (class file version " + std::to_string(release + 44) +
                             ", e.g. ver.Versioned), but the JDK asked for (--java-home or SYMCRETE_JAVA_HOME) is " +
                             std::to_string(jdk_feature(jdk)) + " at " + jdk.string() + "; install a JDK " +
                             std::to_string(release) + " or later, or point --java-home (or SYMCRETE_JAVA_HOME) at one\n";
    EXPECT_TRUE(contains(result.output, line)) << result.output;
    EXPECT_TRUE(contains(result.output, "symcrete: ver.Versioned: 4 tests written, not validated")) << result.output;
    // No raw tool output, and nothing claims the tests ran.
    for (const char* raw : {"major version", "error:", "Exception", "at java.", "passed on the JVM"})
        EXPECT_FALSE(contains(result.output, raw)) << raw << " in:\n" << result.output;
    const std::string tests = read_file(out / "ver" / "VersionedSymcreteTest.java");
    EXPECT_EQ(tests.rfind("// NOT VALIDATED: these tests were never compiled or run on a JVM: cannot validate", 0), 0u)
        << tests;
    EXPECT_TRUE(contains(tests, "assertEquals(-1, Versioned.sign(")) << tests;
}

TEST(GenModernJava, ClassesNewerThanTheDefaultJdkRunOnANewerOne) {
    const int release = marked_release();
    if (release > 25) GTEST_SKIP() << "the class-file parser reads up to Java 25";
    const auto jdk = symcrete::testing::installed_jdk(release);
    if (!jdk) GTEST_SKIP() << "no JDK " << release << " or later under /usr/lib/jvm";
    const fs::path classes = classes_marked_as(release);
    const fs::path out = make_temp_dir("symcrete-gen-newer-jdk");
    auto result = run_command("env -u SYMCRETE_JAVA_HOME " +
                              symcrete_command(std::string("gen") + kValidation + " --budget 5 --cp " +
                                               shell_quote(classes) + " --class ver.Versioned --out " + shell_quote(out) +
                                               " --report " + shell_quote(out / "report")));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(contains(result.output, "symcrete: JDK " + std::to_string(jdk_feature(*jdk)) + " at " + jdk->string() +
                                            " runs the tests"))
        << result.output;
    if (kSanitized) return;
    EXPECT_TRUE(contains(result.output, "symcrete: ver.Versioned: 4 tests written, 4 passed on the JVM")) << result.output;
    // Coverage is measured where JaCoCo reads the class file, and otherwise
    // said to be not measured, in plain words.
    EXPECT_TRUE(contains(result.output, "branch coverage") ||
                contains(result.output, "coverage not measured (JaCoCo "))
        << result.output;
    EXPECT_FALSE(contains(result.output, "major version " + std::to_string(release + 44) + "\n")) << result.output;
    // The report says the same.
    const auto report = nlohmann::json::parse(read_file(out / "report" / "symcrete-report.json"));
    const auto& validation = report["classes"][0]["validation"];
    EXPECT_EQ(validation["passed"], 4) << validation;
    EXPECT_EQ(report["classes"][0]["coverage"].is_null(), !validation["coverage_unavailable"].is_null()) << report;
}

TEST(GenModernJava, AJavaHomeThatIsNoJdkIsAUsageError) {
    const fs::path classes = symcrete::testing::compile_java("java21_patch", 17);
    const fs::path empty = make_temp_dir("symcrete-no-jdk");
    auto result = run_command(symcrete_command("gen --java-home " + shell_quote(empty) + " --cp " + shell_quote(classes) +
                                               " --class ver.Versioned --out " + shell_quote(empty / "out")));
    EXPECT_EQ(result.status, 1) << result.output;
    EXPECT_TRUE(contains(result.output, "symcrete: --java-home: " + empty.string() + " is not a JDK 9 or later"))
        << result.output;
}

}  // namespace
