// The JDK a command's classes run on (jvm/jdk_choice.h): gen and check pick
// it from the class files they test, and it becomes the JDK of everything
// after: the class library the engine explores (in worker processes too),
// javac, java and JUnit.
#pragma once

#include <string>
#include <vector>

#include "classfile/class_path.h"
#include "java_tool_options.h"
#include "jvm/jdk_choice.h"
#include "support/result.h"
#include "testgen/validator.h"

namespace symcrete::app {

// Makes an explicit --java-home (SYMCRETE_JAVA_HOME) this process's JDK
// before any class path is filled, so selecting classes already reads its
// library. An Error (BadInput) when it is not a JDK; nothing without one.
Status use_given_jdk(const JavaToolPaths& paths);

// The JDK for `classes` (internal names, loaded from `class_path`): the
// given one, else the default one, else one under /usr/lib/jvm. It becomes
// this process's JDK (classfile::set_jdk_home), and its note, when it has
// one, is printed on stdout. The Error when none can run the classes is one
// line for the user (jvm::choose_jdk). For `run` (for_run), the note and the
// error speak of running a program, and the note goes to stderr: stdout is
// the program's.
Result<jvm::JdkChoice> choose_jdk_for(classfile::ClassPath& class_path, const std::vector<std::string>& classes,
                                      const JavaToolPaths& paths, bool for_run = false);

// The validator runs javac and java of the chosen JDK, with
// --enable-preview when the classes need it.
void apply_jdk(const jvm::JdkChoice& choice, testgen::ValidatorOptions& validator);

}  // namespace symcrete::app
