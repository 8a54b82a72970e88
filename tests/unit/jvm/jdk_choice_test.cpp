// Which JDK runs the classes under test (jvm/jdk_choice.h): the default one
// when it can, else the oldest installed one that can, the one asked for
// and no other, the exact release for preview class files, and one line
// saying what is missing when none can.
#include <gtest/gtest.h>

#include <fstream>

#include "jvm/jdk_choice.h"
#include "support/java_compiler.h"
#include "support/jdks.h"

namespace symcrete::jvm {
namespace {

namespace fs = std::filesystem;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

Jdk jdk(int feature, const std::string& home) { return Jdk{home, feature}; }

ClassFileNeeds needs(int major, int minor = 0) {
    ClassFileNeeds result;
    result.add("p.Newest", major, minor);
    return result;
}

TEST(JdkChoice, ReleasesOfClassFileVersions) {
    EXPECT_EQ(java_release(65), 21);
    EXPECT_EQ(java_release(61), 17);
    EXPECT_EQ(java_release(52), 8);
    EXPECT_EQ(java_release(49), 5);
    EXPECT_EQ(java_release(45), 1);
}

TEST(JdkChoice, NeedsTheNewestClassAndEveryPreviewRelease) {
    ClassFileNeeds mixed;
    mixed.add("p.Old", 52, 0);
    mixed.add("p.New", 65, 0);
    mixed.add("p.Older", 55, 0);
    EXPECT_EQ(mixed.major, 65);
    EXPECT_EQ(mixed.newest, "p.New");
    EXPECT_FALSE(mixed.preview());
    EXPECT_TRUE(mixed.runs_on(21));
    EXPECT_TRUE(mixed.runs_on(25));
    EXPECT_FALSE(mixed.runs_on(17));
    // Preview features run only on their own release.
    const ClassFileNeeds preview = needs(61, 0xFFFF);
    EXPECT_TRUE(preview.preview());
    EXPECT_TRUE(preview.runs_on(17));
    EXPECT_FALSE(preview.runs_on(21));
}

TEST(JdkChoice, KeepsTheDefaultJdkWhenItRunsTheClasses) {
    JdkCandidates candidates;
    candidates.default_jdk = jdk(17, "/jdk17");
    candidates.installed = {jdk(21, "/jdk21")};
    auto choice = choose_jdk(needs(61), candidates);
    ASSERT_TRUE(choice) << choice.error().message;
    EXPECT_EQ(choice->jdk.home, "/jdk17");
    EXPECT_TRUE(choice->note.empty()) << choice->note;
    EXPECT_FALSE(choice->preview);
}

TEST(JdkChoice, TakesTheOldestInstalledJdkThatRunsNewerClassesAndSaysWhy) {
    JdkCandidates candidates;
    candidates.default_jdk = jdk(17, "/jdk17");
    candidates.installed = {jdk(17, "/jdk17"), jdk(21, "/jdk21"), jdk(25, "/jdk25")};
    auto choice = choose_jdk(needs(65), candidates);
    ASSERT_TRUE(choice) << choice.error().message;
    EXPECT_EQ(choice->jdk.home, "/jdk21");
    EXPECT_TRUE(contains(choice->note, "JDK 21 at /jdk21")) << choice->note;
    EXPECT_TRUE(contains(choice->note, "Java 21 (class file version 65, e.g. p.Newest)")) << choice->note;
    EXPECT_TRUE(contains(choice->note, "JDK 17 at /jdk17 cannot run them")) << choice->note;
    EXPECT_EQ(choice->note.find('\n'), std::string::npos);
}

TEST(JdkChoice, PreviewClassesTakeTheJdkOfTheirOwnRelease) {
    JdkCandidates candidates;
    candidates.default_jdk = jdk(25, "/jdk25");
    candidates.installed = {jdk(17, "/jdk17"), jdk(25, "/jdk25")};
    auto choice = choose_jdk(needs(61, 0xFFFF), candidates);
    ASSERT_TRUE(choice) << choice.error().message;
    EXPECT_EQ(choice->jdk.home, "/jdk17");
    EXPECT_TRUE(choice->preview);
}

TEST(JdkChoice, NoneThatRunsTheClassesIsOneLineNamingWhatWasFound) {
    JdkCandidates candidates;
    candidates.default_jdk = jdk(17, "/usr/lib/jvm/java-17");
    auto choice = choose_jdk(needs(65), candidates);
    ASSERT_FALSE(choice);
    const std::string& message = choice.error().message;
    EXPECT_EQ(choice.error().kind, ErrorKind::ToolFailed);
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
    EXPECT_TRUE(contains(message, "the classes are Java 21 (class file version 65")) << message;
    EXPECT_TRUE(contains(message, "the only JDK found is 17 at /usr/lib/jvm/java-17")) << message;
    EXPECT_TRUE(contains(message, "install a JDK 21 or later")) << message;
    EXPECT_TRUE(contains(message, "--java-home (or SYMCRETE_JAVA_HOME)")) << message;

    candidates.installed = {jdk(11, "/jdk11")};
    auto two = choose_jdk(needs(65), candidates);
    ASSERT_FALSE(two);
    EXPECT_TRUE(contains(two.error().message, "the JDKs found are 17 at /usr/lib/jvm/java-17, 11 at /jdk11"))
        << two.error().message;

    auto preview = choose_jdk(needs(61, 0xFFFF), JdkCandidates{std::nullopt, jdk(21, "/jdk21"), {}});
    ASSERT_FALSE(preview);
    EXPECT_TRUE(contains(preview.error().message, "preview features of Java 17")) << preview.error().message;
    EXPECT_TRUE(contains(preview.error().message, "install a JDK 17,")) << preview.error().message;
}

TEST(JdkChoice, TheJdkAskedForIsTheOnlyOneTried) {
    const fs::path home = symcrete::testing::build_jdk_home();
    const int feature = symcrete::testing::jdk_feature(home);
    ASSERT_GT(feature, 0) << home;
    JdkCandidates candidates;
    candidates.given = home;
    candidates.installed = {jdk(99, "/jdk99")};
    auto fits = choose_jdk(needs(feature + 44), candidates);
    ASSERT_TRUE(fits) << fits.error().message;
    EXPECT_EQ(fits->jdk.home, fs::canonical(home));
    EXPECT_TRUE(fits->note.empty());
    // Too old: never another, and the line says which was asked for.
    auto too_old = choose_jdk(needs(feature + 45), candidates);
    ASSERT_FALSE(too_old);
    EXPECT_TRUE(contains(too_old.error().message, "the JDK asked for (--java-home or SYMCRETE_JAVA_HOME) is " +
                                                      std::to_string(feature) + " at " + fs::canonical(home).string()))
        << too_old.error().message;
    // Not a JDK at all: a mistake in the options.
    candidates.given = symcrete::testing::make_temp_dir("symcrete-not-a-jdk");
    auto bogus = choose_jdk(needs(61), candidates);
    ASSERT_FALSE(bogus);
    EXPECT_EQ(bogus.error().kind, ErrorKind::BadInput);
    EXPECT_TRUE(contains(bogus.error().message, "is not a JDK")) << bogus.error().message;
}

TEST(JdkChoice, FindsTheJdksOfAFolderOncePerInstallation) {
    const fs::path dir = symcrete::testing::make_temp_dir("symcrete-jvm-dir");
    const fs::path home = symcrete::testing::build_jdk_home();
    fs::create_directory_symlink(home, dir / "a-link");
    fs::create_directory_symlink(home, dir / "b-link");
    fs::create_directory(dir / "not-a-jdk");
    const std::vector<Jdk> found = jdks_in(dir);
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].home, fs::canonical(home));
    EXPECT_EQ(found[0].feature, symcrete::testing::jdk_feature(home));
}

}  // namespace
}  // namespace symcrete::jvm
