// The JDKs a test may use besides the one the build found: the feature
// version of a JDK, and one under /usr/lib/jvm new enough for Java 21 class
// files (this machine may have one; Debian's CI has JDK 17 alone, and a
// test that needs another skips, saying why).
#pragma once

#include <filesystem>
#include <optional>

namespace symcrete::testing {

// The feature version in <home>/release (17 for JAVA_VERSION="17.0.15"), 0 when unknown.
int jdk_feature(const std::filesystem::path& home);

// The home of the JDK whose javac the build found.
std::filesystem::path build_jdk_home();

// The oldest JDK under /usr/lib/jvm of at least this feature version with
// java and javac, if any.
std::optional<std::filesystem::path> installed_jdk(int at_least);

}  // namespace symcrete::testing
