// The inputs of an explored function as a tree of nodes the solver
// chooses: each node (a parameter, an item of a list, an argument of a
// constructor) has a type tag and payloads (an Int, a String, a Bool, a
// length), named after its place: p0, p0_c1, p0_c1_c0. A model picks every
// node's type and payload; a node the model does not mention takes its
// defaults (the first type allowed, 0, "", an empty list). Objects of the
// module's classes are made by calling the class with child nodes as the
// constructor's arguments, so an input is always one the class accepts;
// callables come from a small catalog of lambdas. A test writes each input
// as the expression that built it.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "python/program.h"
#include "python/value.h"
#include "solver/smt_text.h"

namespace symcrete::python {

class Runtime;

using Model = std::map<std::string, solver::SmtValue>;

enum class InputKind : std::uint8_t { Int, Str, Bool, None, List, Float, Function, Object };

struct InputType {
    InputKind kind = InputKind::Int;
    int class_index = -1;  // Object: which InputClass
    int tag() const { return kind == InputKind::Object ? 7 + class_index : static_cast<int>(kind); }
};

// A class whose objects can be inputs: how a test names it, and its
// constructor's parameters (without self).
struct InputClass {
    std::string expression;  // "Pair", "helper.Pair": a global of the module under test
    ClassRef cls;
    std::vector<Parameter> parameters;
    // Its public methods (name, parameters without self): a method's object
    // may have some called before (add_student before average).
    std::vector<std::pair<std::string, std::vector<Parameter>>> methods;
};

struct InputLimits {
    std::size_t max_list = 4;
    int max_depth = 5;  // nodes deeper hold no lists or objects
    std::size_t max_prior_calls = 3;  // method calls on a method's object before the one explored
};

// One run's inputs.
struct BuiltInputs {
    std::vector<Value> arguments;
    std::vector<std::string> sources;  // each argument as a Python expression
    std::vector<std::string> setup;    // statements a test runs first ("calls = []")
    // Statements after the arguments are bound: the calls that put a
    // method's object in its state ("gradebook.add_student('a')").
    std::vector<std::string> prepare;
    std::string declarations;          // the nodes' constants (SMT-LIB)
    std::vector<std::string> domain;   // their domains
    std::map<int, std::string> type_literals;  // node id -> the literal using its type records
    Value calls;                       // the catalog's record of calls (a list), when a recorder was passed
};

class InputSpace {
public:
    // `self_class`: for a method, the class (an index into `classes`) its
    // first parameter is an object of; -1 for a function.
    InputSpace(const FunctionCode& function, std::vector<InputClass> classes, InputLimits limits, int self_class = -1,
               std::string self_name = "self");

    // The inputs under `model`, made in `runtime` (objects by their classes'
    // constructors there). Terms when traced. A constructor that raises
    // raises here (PythonException).
    BuiltInputs build(Runtime& runtime, const Model& model, bool traced) const;

    const std::vector<std::string>& parameter_names() const { return names_; }
    // Is every parameter's type one the solver states exactly (int, str,
    // bool, None), with no list, object, float or callable among them?
    bool exact_types() const {
        for (const auto& types : top_types_)
            for (const InputType& t : types)
                if (t.kind != InputKind::Int && t.kind != InputKind::Str && t.kind != InputKind::Bool &&
                    t.kind != InputKind::None)
                    return false;
        return true;
    }
    // May parameter p be a str?
    bool may_be_text(std::size_t p) const {
        for (const InputType& t : top_types_.at(p))
            if (t.kind == InputKind::Str) return true;
        return false;
    }

private:
    struct Builder;
    std::vector<std::string> names_;
    std::vector<std::vector<InputType>> top_types_;
    std::vector<InputClass> classes_;
    InputLimits limits_;
    int self_class_ = -1;
    std::string self_name_;  // what a test calls a method's object
};

// The classes of a module's globals (and of the modules it imported) that
// can be made as inputs: user classes that are not exceptions.
std::vector<InputClass> input_classes(const Runtime& runtime);

}  // namespace symcrete::python
