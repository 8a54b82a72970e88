// Which JDK runs the classes under test. A class file of major version M
// needs Java M - 44 or later (65: Java 21), and one compiled with preview
// features (minor version 0xFFFF) runs only on the JDK of its own release,
// with --enable-preview. The JDK found first (JAVA_HOME, else the java on
// PATH: classfile::find_jdk_home) is kept when it can run the classes; else
// the JDKs installed side by side (Debian's /usr/lib/jvm) are tried, oldest
// suitable first, as closest to what the classes were compiled for. A JDK
// named explicitly (gen's --java-home, SYMCRETE_JAVA_HOME) is the only one
// tried. The JDK chosen runs javac, java and JUnit, and its class library is
// what exploration runs (classfile::set_jdk_home).
#pragma once

#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "support/result.h"

namespace symcrete::jvm {

// A JDK installation: bin/java, bin/javac, lib/modules and a release file.
struct Jdk {
    std::filesystem::path home;  // canonical
    int feature = 0;             // 17 for 17.0.15, from the release file
    std::filesystem::path java() const { return home / "bin" / "java"; }
    std::filesystem::path javac() const { return home / "bin" / "javac"; }
    std::string describe() const;  // "JDK 17 at /usr/lib/jvm/java-17-openjdk-amd64"
};

// The JDK at `home`, or an Error saying what it lacks.
Result<Jdk> inspect_jdk(const std::filesystem::path& home);

// The JDKs among the subdirectories of `dir` (/usr/lib/jvm), each real
// installation once, by feature version and then path.
std::vector<Jdk> jdks_in(const std::filesystem::path& dir);

// The Java release a class-file major version belongs to (65: 21; 49: 5;
// 45 to 48: 1).
int java_release(int major);

// What the classes under test ask of the JDK.
struct ClassFileNeeds {
    int major = 0;                  // the highest class-file major version
    std::string newest;             // a class of that version (binary name), for messages
    std::set<int> preview_majors;   // majors of the classes compiled with preview features
    std::string preview_example;    // one of those classes
    // Adds a class (binary name) of this version.
    void add(const std::string& name, int class_major, int class_minor);
    bool preview() const { return !preview_majors.empty(); }
    // Whether a JDK of this feature version can run every class.
    bool runs_on(int feature) const;
};

// Where the JDK may come from.
struct JdkCandidates {
    std::optional<std::filesystem::path> given;  // --java-home / SYMCRETE_JAVA_HOME: the only one tried
    std::optional<Jdk> default_jdk;              // JAVA_HOME, else the java on PATH
    std::vector<Jdk> installed;                  // jdks_in("/usr/lib/jvm")
    // What the JDK is for, in the note and the error: gen's and check's
    // validate tests; run's runs a program on its class library.
    bool runs_program = false;
};

struct JdkChoice {
    Jdk jdk;
    bool preview = false;  // javac and java need --enable-preview
    // One line for the user when the JDK is neither the default one nor the
    // one asked for: which and why. Empty otherwise.
    std::string note;
};

// The JDK for these classes. When none can run them, an Error of one line
// (kind ToolFailed) naming the classes' Java version, the JDKs found and
// where, and how to point Symcrete at a newer one.
Result<JdkChoice> choose_jdk(const ClassFileNeeds& needs, const JdkCandidates& candidates);

}  // namespace symcrete::jvm
