// Bug finding (`symcrete check`, seed 004): explores every public method and
// constructor of a class (or a program's main) with assertions enabled,
// and reports each way it can fail: a failing assert, or an exception that
// escapes, whether thrown explicitly or raised by the JVM (a null
// dereference, a bad index, a division by zero, a bad cast ...). The engine
// forks at every instruction that can raise one, so a finding is a path the
// inputs allow, not a guess. Each finding is one exception kind at one place
// (the innermost frame of the application's code), with its call chain, its
// inputs and a JUnit 5 reproducer that was run on the JVM and failed with
// that exception; a finding whose reproducer does not fail so is dropped
// (and counted). Exceptions a method throws deliberately about its
// arguments or state are its contract, reported apart.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/engine_stack.h"
#include "support/result.h"
#include "testgen/generator.h"
#include "testgen/test_case.h"
#include "testgen/validator.h"

namespace symcrete::verify {

struct Finding {
    // Bug: an assert failed (or another Error), or the JVM or the JDK raised
    // an exception that escaped (a null dereference, a bad index, a
    // division by zero, a bad cast, a NumberFormatException ...).
    // Contract: the method refused its input or state on purpose: its own
    // `throw new ...` of a RuntimeException (IllegalArgumentException, its
    // own validation exception), a JDK argument check it called
    // (Objects.requireNonNull, checkIndex, Math.addExact, an enum's valueOf), or a checked
    // exception it declares.
    enum class Kind { Bug, Contract };
    Kind kind = Kind::Bug;
    std::string class_name;   // internal name of the class explored
    std::string method;       // the entry: name + descriptor ("<init>" for a constructor)
    std::string exception;    // internal name
    std::string message;      // the exception's detail message, when known
    testgen::StackFrame site; // where it arises: the innermost frame of the application's code
    std::vector<testgen::StackFrame> trace;  // the whole chain, newest first
    testgen::TestCase test;   // the inputs, as the reproducer's test
    std::string test_name;    // the reproducer's @Test method
    std::filesystem::path reproducer;  // the test file it is in (empty when not validated)
};

struct CheckOptions {
    testgen::GenerateOptions generate;  // budget, bounds; check turns on assertions and throw sites
    testgen::ValidatorOptions validator;
    std::filesystem::path out_dir;      // where reproducers are written
};

struct ClassCheck {
    std::string class_name;
    std::vector<Finding> bugs;
    std::vector<Finding> contracts;
    std::vector<testgen::MethodReport> methods;
    engine::ExplorationStats exploration;
    std::vector<testgen::StaticField> static_state;  // what the reproducers restore before each test
    std::string test_package;  // testgen::TestSuite::test_package: the reproducers' package, when another
    std::size_t unconfirmed = 0;  // bugs whose reproducer did not fail with their exception
    // Paths that failed on an object made field by field, a receiver or an
    // argument (not reported: no constructor may leave it in that state).
    std::size_t unreachable_receivers = 0;
    std::vector<std::string> unconfirmed_examples;
    std::filesystem::path reproducers;  // the reproducer file, if any bug was confirmed
};

// Explores one class on `stack` (its class path holds the class) and sorts
// what escapes into bugs and contracts; the bugs are not confirmed yet.
// Error: the class cannot be explored.
Result<ClassCheck> explore_class(engine::EngineStack& stack, const classfile::ClassFile& cls,
                                 const CheckOptions& options);

// Runs every class's reproducers on the JVM in one run (java -ea) and keeps
// the bugs whose test failed with their exception, writing the reproducers
// of those into options.out_dir (<Name>SymcreteBugsTest.java). Error: the
// tests could not run (no JDK or JUnit, a sandbox that cannot start, a file
// that does not compile).
Status confirm_bugs(std::vector<ClassCheck>& checks, const CheckOptions& options);

// The innermost frame of the application's code in a trace (the first not in
// the JDK), or the first frame if all are the JDK's; nullopt if empty.
std::optional<testgen::StackFrame> application_frame(const std::vector<testgen::StackFrame>& trace);

}  // namespace symcrete::verify
