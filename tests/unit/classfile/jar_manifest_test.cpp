// The manifest's sealing attributes (jar_manifest.h), as the JAR File
// Specification writes them.
#include "jar_manifest.h"

#include <gtest/gtest.h>

namespace symcrete::classfile {
namespace {

TEST(JarManifest, NoSealedAttributeSealsNothing) {
    const JarManifest manifest = parse_jar_manifest("Manifest-Version: 1.0\nCreated-By: 17\n\n");
    EXPECT_FALSE(manifest.seals("org/example"));
}

TEST(JarManifest, TheMainSectionSealsEveryPackageButTheUnnamedOne) {
    const JarManifest manifest = parse_jar_manifest("Manifest-Version: 1.0\r\nSealed: true\r\n\r\n");
    EXPECT_TRUE(manifest.seals("org/tukaani/xz"));
    EXPECT_TRUE(manifest.seals("a"));
    EXPECT_FALSE(manifest.seals(""));
}

TEST(JarManifest, AnEntrySectionDecidesForItsPackage) {
    const JarManifest manifest = parse_jar_manifest(
        "Manifest-Version: 1.0\n"
        "Sealed: true\n"
        "\n"
        "Name: org/example/open/\n"
        "Sealed: false\n"
        "\n"
        "Name: org/example/Single.class\n"
        "Sealed: false\n");
    EXPECT_FALSE(manifest.seals("org/example/open"));
    EXPECT_TRUE(manifest.seals("org/example"));  // a class's own entry is not its package's
    const JarManifest only_one = parse_jar_manifest("Manifest-Version: 1.0\n\nName: a/b/\nsealed: TRUE\n");
    EXPECT_TRUE(only_one.seals("a/b"));
    EXPECT_FALSE(only_one.seals("a"));
}

TEST(JarManifest, ContinuationLinesAndLineEndsOfEveryKind) {
    // A long name wraps at 72 bytes onto lines that start with one space;
    // old tools end lines with a lone CR.
    const JarManifest manifest = parse_jar_manifest(
        "Manifest-Version: 1.0\r"
        "\r"
        "Name: org/example/with/a/rather/long/package/name/that/the/writer/wra\r\n"
        " pped/\r\n"
        "Sealed: true\r\n");
    EXPECT_TRUE(manifest.seals("org/example/with/a/rather/long/package/name/that/the/writer/wrapped"));
    EXPECT_FALSE(manifest.seals("org/example"));
}

TEST(JarManifest, TrailingSpacesArePartOfTheValueAsTheJdkReadsIt) {
    EXPECT_FALSE(parse_jar_manifest("Manifest-Version: 1.0\nSealed: true \n").seals("a"));
    EXPECT_TRUE(parse_jar_manifest("Manifest-Version: 1.0\nSealed: True\n").seals("a"));
}

TEST(JarManifest, TheMainSectionsSealedIsNotReadFromAnEntry) {
    // "Sealed" in an entry without a Name line belongs to no package.
    const JarManifest manifest = parse_jar_manifest("Manifest-Version: 1.0\n\nSealed: true\n");
    EXPECT_FALSE(manifest.seals("org/example"));
    EXPECT_FALSE(parse_jar_manifest("").seals("a"));
    EXPECT_FALSE(parse_jar_manifest("garbage without colons\n\n\n").seals("a"));
}

}  // namespace
}  // namespace symcrete::classfile
