// `gen --project DIR`: what a Maven or Gradle project tells Symcrete
// without a script: the compiled classes to test, their dependencies, the
// source roots (for the HTML report) and where tests go.
//
// Maven (pom.xml): when `mvn` is on PATH it compiles the project and
// resolves its runtime class path (`mvn compile dependency:build-classpath`,
// offline first, then online if offline fails). Without mvn, or when it
// cannot build, the classes already in target/classes are used, with a note
// quoting Maven's first error line. Classes come from target/classes, tests
// go to src/test/java.
// Gradle (build.gradle or build.gradle.kts): Gradle is not run; classes come
// from build/classes/java/main and build/classes/kotlin/main (those that
// exist), tests go to src/test/java, and dependencies are what --cp adds.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "support/result.h"

namespace symcrete::app {

struct Project {
    enum class Kind { Maven, Gradle } kind = Kind::Maven;
    std::filesystem::path root;
    std::string name;                         // Maven's artifactId, else the directory's name
    std::vector<std::string> class_dirs;      // compiled classes: what is tested
    std::vector<std::string> dependencies;    // class path entries that are not tested
    std::vector<std::string> source_dirs;     // that exist
    std::filesystem::path test_dir;           // where the tests go
    std::vector<std::string> notes;           // what was run or could not be, for the user
    bool junit4 = false;                      // the build names JUnit 4 and not JUnit 5

    // "Maven project maven-shop: classes target/classes, 0 dependencies, ..."
    std::string describe() const;
};

// An Error says what is missing: no build file, or no compiled classes
// (quoting Maven's error when it could not build them).
Result<Project> detect_project(const std::filesystem::path& dir);

}  // namespace symcrete::app
