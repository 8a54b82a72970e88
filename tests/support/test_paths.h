// Where the tests find their Java sources, the tools and the binary under
// test. The paths are compiled into test_paths.cpp alone, so every other
// test object is the same in any checkout (a compiler cache serves a fresh
// clone from another's objects).
#pragma once

#include <filesystem>

namespace symcrete::testing {

// tests/java of the checkout.
std::filesystem::path test_java_dir();
// The root of the checkout (README.md, examples/, scripts/).
std::filesystem::path source_root();
// The javac the build found; the JDK's other tools sit beside it.
std::filesystem::path javac_path();
// A folder in the build tree where compiled test programs are cached.
std::filesystem::path test_cache_dir();
// The symcrete executable under test.
std::filesystem::path symcrete_binary();

}  // namespace symcrete::testing
