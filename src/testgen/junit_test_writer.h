// The writer of one JUnit test class (junit_writer.h), whose parts three
// files write: the class itself, its header, static resets, output capture
// and helpers (junit_writer.cpp); how a test arranges its call, the objects
// and inputs built and the receiver constructed (junit_arrange.cpp); and
// what it asserts of the outcome (junit_assertions.cpp). It knows how the
// test code names the class under test and java.lang's classes.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "testgen/junit_writer.h"
#include "java_literals.h"
#include "java_names.h"

namespace symcrete::testgen::detail {

struct JunitWriter {
    const TestSuite& suite;
    ClassName tested;
    std::vector<std::string> test_package;  // the test class's, as ClassName::package
    LangNames lang;
    std::string class_ref;  // how the test code names the class under test

    // junit_writer.cpp
    explicit JunitWriter(const TestSuite& s);
    std::string exception_ref(const std::string& internal_name) const;
    std::string type_ref(const std::string& type) const;
    std::string body(const TestCase& test, bool& reflective) const;
    static void append_object_helpers(std::string& out);
    void append_static_reset(std::string& out, const std::string& before_each) const;
    // Do the tests assert System.out?
    bool captures_output() const { return suite.capture_output && !suite.junit4 && !suite.reproducers; }
    void append_output_capture(std::string& out) const;
    std::string write() const;

    // junit_arrange.cpp
    std::vector<std::string> local_names(const TestCase& test) const;
    std::string value_ref(const InputValue& value, const std::vector<std::string>& names, const std::string& type) const;
    std::string setup(const TestCase& test, const std::vector<std::string>& names, bool& reflective) const;
    std::string function(const TestObject& object, const std::vector<std::string>& names, std::size_t k) const;
    std::string argument_list(const std::string& descriptor, const std::optional<std::string>& signature,
                              const std::vector<InputValue>& arguments, const std::vector<TestObject>& objects,
                              const std::vector<std::string>& names) const;
    std::vector<std::string> argument_texts(const std::string& descriptor, const std::optional<std::string>& signature,
                                            const std::vector<InputValue>& arguments,
                                            const std::vector<TestObject>& objects,
                                            const std::vector<std::string>& names) const;
    std::string receiver_name(const std::vector<std::string>& names) const;
    std::string construction(const TestCase& test, const std::vector<std::string>& names,
                             const std::string& receiver) const;
    std::string call(const TestCase& test, const std::vector<std::string>& names, const std::string& receiver) const;
    TestCallText arrange(const TestCase& test, const std::vector<std::string>& names, std::string& receiver,
                         bool& reflective) const;

    // junit_assertions.cpp
    std::string item_literal(const Outcome::Item& item, const std::vector<std::string>& names) const;
    std::string optional_assertion(const Outcome& outcome, const std::string& call,
                                   const std::vector<std::string>& names) const;
    std::string observed_assertions(const Outcome::Item& item, const std::string& element) const;
    std::string observed_list_assertion(const Outcome& outcome, const std::string& call,
                                        const std::vector<std::string>& names) const;
    std::string assertion(const TestCase& test, const std::string& call, const std::vector<std::string>& names) const;
    std::string array_assertion(const std::string& type, const std::vector<JavaValue>& elements,
                                const std::string& actual) const;
    std::string getter_assertion(const Getter& getter, const std::string& target,
                                 const std::vector<std::string>& arguments = {}) const;
    std::string assert_equal_value(const JavaValue& value, const std::string& call) const;
    std::string exact_delta(JavaValue::Type type) const;
};

}  // namespace symcrete::testgen::detail
