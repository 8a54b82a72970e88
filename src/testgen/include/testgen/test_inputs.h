// From a path's inputs under its model to what a test builds: the objects
// (TestObject), the receiver and arguments (InputValue), and the same graph
// as the engine's replay takes it, so the replay runs exactly what the test
// will run.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "classfile/descriptor.h"
#include "engine/engine.h"
#include "testgen/test_case.h"

namespace symcrete::testgen {

struct ConcreteInputs {
    std::vector<TestObject> objects;
    std::optional<InputValue> receiver;  // a lazily made receiver
    std::optional<TestCase::Construction> construction;  // or how a constructed one is made
    std::vector<InputValue> arguments;
    engine::ReplayInputs replay;
};

// The Java value of a primitive of descriptor char `type` from a concrete engine value.
JavaValue java_value(char type, const expr::Value& v);

// The package part of an internal name: "a/b" for "a/b/C".
std::string package_of(const std::string& internal_name);

// Can a test in `package` name the class in source (see TestObject::nameable)?
bool nameable(const engine::RuntimeClass* cls, const std::string& package);

// `is_static`: the method has no receiver (path.arguments then holds only
// the parameters). `test_package`: the package the test lives in (internal
// form; the tested class's, unless TestSuite::test_package says otherwise).
ConcreteInputs concrete_inputs(expr::ExprContext& context, const engine::PathResult& path,
                               const classfile::MethodType& type, bool is_static, const std::string& test_package);

}  // namespace symcrete::testgen
