#include "support/test_paths.h"

namespace symcrete::testing {

std::filesystem::path test_java_dir() { return SYMCRETE_TEST_JAVA_DIR; }
std::filesystem::path source_root() { return test_java_dir().parent_path().parent_path(); }
std::filesystem::path javac_path() { return SYMCRETE_JAVAC; }
std::filesystem::path test_cache_dir() { return SYMCRETE_TEST_CACHE_DIR; }
std::filesystem::path symcrete_binary() { return SYMCRETE_BINARY; }

}  // namespace symcrete::testing
