// Which classes `gen` and `check` work on: those named with --class, every
// class of the packages named with --package (sub-packages included), or,
// with neither, every class on the class path the user gave (the JDK is
// never part of it).
//
// From a package or a whole class path only classes a test can name are
// taken: not anonymous or local classes, not nested classes that are
// private or inside a private one, not synthetic classes or annotation
// types; these are listed as left out, with the reason (module-info and
// package-info are skipped silently). A class named with --class is always
// taken.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "classfile/class_path.h"
#include "support/result.h"

namespace symcrete::app {

struct ClassSelection {
    std::vector<std::string> classes;  // internal names, sorted, each once
    std::vector<std::pair<std::string, std::string>> left_out;  // internal name, why
};

// `classes` are Java names (a.b.C or a.b.C$D); `packages` Java package names.
// `targets`: when not empty, packages and the whole class path mean the
// classes of these class path entries only (a project's own classes, not
// its dependencies). An Error names a class that is not there, or a package
// with no class.
Result<ClassSelection> select_classes(classfile::ClassPath& class_path, const std::vector<std::string>& classes,
                                      const std::vector<std::string>& packages,
                                      const std::vector<std::string>& targets = {});

// Why a test cannot name this class, or nothing when it can.
std::optional<std::string> not_testable_reason(const classfile::ClassFile& cls);

}  // namespace symcrete::app
