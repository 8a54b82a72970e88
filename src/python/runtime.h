// The concrete interpreter's machinery (interpreter.h is its public face):
// statements and calls (runtime_statements.cpp), expressions
// (runtime_expressions.cpp), operators, equality, hashing and iteration
// (runtime_operators.cpp), str/repr/format (runtime_text.cpp), builtin
// functions (builtins.cpp) and methods of str, list and dict (methods.cpp).
// Each follows CPython 3.11, which the conformance suite checks byte for
// byte.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "python/interpreter.h"
#include "python/program.h"
#include "python/value.h"
#include "symbolic.h"

namespace symcrete::python {

using Keywords = std::vector<std::pair<std::string, Value>>;

// Thrown when a run reaches something outside the subset (a builtin or
// method Symcrete does not have) or its step limit: the run stops, and says
// why, rather than guess.
struct StopRun {
    std::string reason;
};
[[noreturn]] void stop_unsupported(const std::string& what);

// One activation: a function call, a class body or the module.
struct Frame {
    std::shared_ptr<Scope> scope;
    const FunctionCode* code = nullptr;  // nullptr for the module and class bodies
    ClassObject* owner = nullptr;        // the class that defined the running method (super())
    std::string name = "<module>";
    int line = 0;
    bool class_body = false;
    Value returned;  // a Return's value
};

// A running iteration over an iterable (for loops, comprehensions,
// builtins): lists are read live, as CPython reads them, so a loop sees
// items appended while it runs; a dict changing size raises RuntimeError.
struct Cursor {
    Value iterable;
    std::vector<Value> snapshot;  // dicts, views
    std::size_t index = 0;
    std::size_t dict_size = 0;
    std::shared_ptr<DictObject> dict;
    bool by_index = false;  // an instance iterated through __getitem__ until IndexError
};

class Runtime {
public:
    // `module_name`: what __name__ holds ("__main__" for a program run as
    // python3 runs one; the module's own name when it is imported, as a test
    // imports the module under test).
    Runtime(const Module& module, std::ostream& out, const RunLimits& limits, std::string module_name = "__main__");
    // Where print writes from now on.
    void set_output(std::ostream& out) { out_ = &out; }

    // Runs the module's statements; a Python exception escapes as PythonException.
    void run_module();
    const std::shared_ptr<Scope>& globals() const { return globals_; }

    // --- statements and calls (runtime_statements.cpp)
    enum class Flow : std::uint8_t { Normal, Break, Continue, Return };
    Flow exec_block(const std::vector<Stmt>& block, Frame& frame);
    Flow exec(const Stmt& statement, Frame& frame);
    Value call(const Value& callee, std::vector<Value> args, Keywords keywords = {});
    Value call_function(const FunctionObject& function, std::vector<Value> args, Keywords keywords);
    // Calls a method of the value's class by name if the class defines one
    // (a user class's __str__, __eq__, ...); false if it does not.
    bool call_special(const Value& self, const std::string& name, std::vector<Value> args, Value& result);

    // --- expressions (runtime_expressions.cpp)
    Value eval(const Expr& expr, Frame& frame);
    void assign(const Expr& target, Value value, Frame& frame);
    // Binds a name in the frame's scope (the module's for a global).
    void bind(const std::string& name, Value value, Frame& frame);
    Value lookup_name(const std::string& name, const Frame& frame);
    Value get_attribute(const Value& object, const std::string& name);
    void set_attribute(const Value& object, const std::string& name, Value value);
    Value subscript(const Value& object, const Value& index);
    void store_subscript(const Value& object, const Value& index, Value value);
    void delete_subscript(const Value& object, const Value& index);

    // --- operators (runtime_operators.cpp)
    // `augmented`: for x op= y, whose TypeError names the operator "+=".
    Value binary(BinaryOp op, const Value& left, const Value& right, bool augmented = false);
    Value unary(UnaryOp op, const Value& operand);
    bool compare(CompareOp op, const Value& left, const Value& right);
    bool equals(const Value& left, const Value& right);
    bool less(const Value& left, const Value& right) { return compare(CompareOp::Lt, left, right); }
    bool truthy(const Value& value);
    std::size_t hash(const Value& value);
    bool contains(const Value& container, const Value& item);
    Cursor iterate(const Value& iterable);
    bool next(Cursor& cursor, Value& item);
    std::vector<Value> to_vector(const Value& iterable);
    mpz_class length(const Value& value);
    // len(value) as a Value, with its term in a traced run.
    Value length_value(const Value& value);
    // An index for a sequence of `size` items (negative counts from the end);
    // IndexError "<what> index out of range" outside it.
    std::size_t sequence_index(const Value& index, std::size_t size, const char* what);

    // dicts keyed by Python's equality and hash
    Value* dict_find(DictObject& dict, const Value& key);
    void dict_set(DictObject& dict, Value key, Value value);
    bool dict_remove(DictObject& dict, const Value& key, Value* removed = nullptr);
    std::vector<Value> dict_keys(const DictObject& dict) const;

    // --- text (runtime_text.cpp)
    std::u32string str(const Value& value);
    std::u32string repr(const Value& value);
    std::u32string format(const Value& value, const std::u32string& spec);

    // --- builtins (builtins.cpp) and methods (methods.cpp)
    Value builtin_function(const std::string& name) const;
    Value call_builtin(const BuiltinFunctionObject& function, std::vector<Value>& args, Keywords& keywords);
    // The bound builtin method `name` of a str, list or dict, or None.
    Value builtin_method(const Value& self, const std::string& name);
    // Runs the builtin method "str.upper", "list.append", ... on args[0].
    Value call_method(const std::string& name, std::vector<Value>& args, Keywords& keywords);
    Value construct_builtin(const ClassObject& cls, std::vector<Value>& args, Keywords& keywords);
    void sort(std::vector<Value>& items, const Value& key, bool reverse);

    void write(const std::u32string& text);
    // __name__ of the module running.
    std::string module_name() const;
    // A new list, tuple or dict value.
    static Value make_list(std::vector<Value> items);
    static Value make_tuple(std::vector<Value> items);
    Value make_dict(std::vector<std::pair<Value, Value>> entries);

    // Runs a module's statements in a scope of their own (a catalog of
    // lambdas the explorer passes as inputs); that scope.
    std::shared_ptr<Scope> run_in_new_scope(const Module& module);

    // Resets the statement count of the step limit (a traced call gets its own).
    void reset_steps() { steps_ = 0; }

    // The exceptions being handled, innermost last (for a bare raise).
    std::vector<Value> handling;

    // --- traced runs (runtime_shadows.cpp): the operations above, as
    // public, wrap these concrete ones, and with a tracer they also give
    // results their terms and record the decisions the run takes.
    PathTracer* tracer = nullptr;
    // The parameter a value is the very input of has had its type used.
    void touch(const Value& value);
    // A builtin or method (what) got an argument with a term and gives a
    // result without one: the tracer notes it (builtins.cpp).
    void note_untracked(const std::string& what, const std::vector<Value>& args, const Keywords& keywords);

private:
    Value binary_concrete(BinaryOp op, const Value& left, const Value& right, bool augmented);
    Value unary_concrete(UnaryOp op, const Value& operand);
    bool equals_concrete(const Value& left, const Value& right);
    bool compare_concrete(CompareOp op, const Value& left, const Value& right);
    bool truthy_concrete(const Value& value);
    bool contains_concrete(const Value& container, const Value& item);
    mpz_class length_concrete(const Value& value);
    Value subscript_concrete(const Value& object, const Value& index);
    bool next_concrete(Cursor& cursor, Value& item);
    Cursor iterate_concrete(const Value& iterable);
    TermRef int_term(const Value& value);
    TermRef str_term(const Value& value);
    int line_ = 0;  // the statement running, for the tracer's decisions

    const Module& module_;
    std::ostream* out_;
    RunLimits limits_;
    std::shared_ptr<Scope> globals_;
    std::map<std::string, Value> modules_;  // imported so far, by name
    // The module `name` (a file beside the module running), run once.
    Value import_module(const std::string& name);
    int depth_ = 0;
    std::uint64_t steps_ = 0;

    Value call_class(const ClassRef& cls, std::vector<Value> args, Keywords keywords);
    Value comprehension(const Expr& expr, Frame& frame);
    void comprehension_level(const Expr& expr, std::size_t level, Frame& frame, const std::function<void()>& emit,
                             const Value* first);
};

// Arguments a builtin takes, checked as CPython checks them.
void expect_arguments(const std::string& name, const std::vector<Value>& args, std::size_t least, std::size_t most);
// The Python int an argument holds (int or bool); TypeError otherwise.
mpz_class integer_argument(const Value& value);
long small_integer_argument(const Value& value);

}  // namespace symcrete::python
