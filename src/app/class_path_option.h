// The --cp option every command takes: ':'-separated lists of directories
// and .jar files, possibly repeated.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "classfile/class_path.h"
#include "support/result.h"

namespace symcrete::app {

// Adds the entries to the class path, then the JDK's runtime image.
Status fill_class_path(classfile::ClassPath& class_path, const std::vector<std::string>& entries);

// Fills the class path as fill_class_path does, then loads `internal_name`
// (com/acme/Calc) from it. The error is the class path's or the load's
// message, for "symcrete: <message>".
Result<const classfile::ClassFile*> open_class(classfile::ClassPath& class_path,
                                               const std::vector<std::string>& entries,
                                               std::string_view internal_name);

// The entries as a list of paths (for the JVM that runs tests).
std::vector<std::filesystem::path> split_class_path(const std::vector<std::string>& entries);

}  // namespace symcrete::app
