// Python's values as the concrete interpreter holds them: None, bool, int
// (unbounded, GMP's mpz), float (an IEEE double), str (code points), and
// references to heap objects (lists, tuples, dicts, ranges, classes,
// instances, functions). Objects are shared as Python shares them, so
// aliasing (two names for one list) is Python's.
#pragma once

#include <gmpxx.h>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <variant>
#include <vector>

namespace symcrete::python {

struct Object;
struct ClassObject;
struct Heap;
struct Term;  // symbolic.h: what a value is in terms of a traced run's inputs
using TermRef = std::shared_ptr<const Term>;
using ObjectRef = std::shared_ptr<Object>;
using ClassRef = std::shared_ptr<ClassObject>;

struct NoneValue {
    bool operator==(const NoneValue&) const = default;
};

// A float and the identity of the float object it is: CPython compares
// containers' items by identity before equality, so [nan] == [nan] holds for
// one NaN object and not for two.
struct FloatBox {
    double value = 0;
    std::uint64_t id = 0;
};
// A fresh float object's identity.
std::uint64_t new_float_id();

class Value {
public:
    Value() = default;
    Value(NoneValue) {}
    static Value boolean(bool b) { return Value(Data(std::in_place_index<1>, b)); }
    Value(mpz_class i) : data_(std::in_place_index<2>, std::move(i)) {}
    Value(int i) : data_(std::in_place_index<2>, mpz_class(i)) {}
    Value(long i) : data_(std::in_place_index<2>, mpz_class(i)) {}
    Value(bool) = delete;  // Value::boolean: a bool must not become an int by accident
    Value(double f) : data_(std::in_place_index<3>, FloatBox{f, new_float_id()}) {}
    Value(double f, std::uint64_t id) : data_(std::in_place_index<3>, FloatBox{f, id}) {}
    Value(std::u32string s) : data_(std::in_place_index<4>, std::move(s)) {}
    Value(ObjectRef o) : data_(std::in_place_index<5>, std::move(o)) {}

    bool is_none() const { return data_.index() == 0; }
    bool is_bool() const { return data_.index() == 1; }
    bool is_int() const { return data_.index() == 2; }  // not bool: see is_integral
    bool is_float() const { return data_.index() == 3; }
    bool is_str() const { return data_.index() == 4; }
    bool is_object() const { return data_.index() == 5; }
    // int or bool: Python's bool is a subclass of int.
    bool is_integral() const { return is_int() || is_bool(); }
    bool is_number() const { return is_integral() || is_float(); }

    bool as_bool() const { return std::get<1>(data_); }
    const mpz_class& as_int() const { return std::get<2>(data_); }
    // An int or bool as an int (True is 1).
    mpz_class integral() const { return is_bool() ? mpz_class(as_bool() ? 1 : 0) : as_int(); }
    double as_float() const { return std::get<3>(data_).value; }
    std::uint64_t float_id() const { return std::get<3>(data_).id; }
    const std::u32string& as_str() const { return std::get<4>(data_); }
    const ObjectRef& as_object() const { return std::get<5>(data_); }

    // The object as T if it is one, else nullptr.
    template <class T>
    T* object_as() const;

    // In a traced run (gen --python), what this value is in terms of the
    // explored function's inputs; nullptr for a value that does not depend
    // on them, or whose dependence is not tracked (then it is concrete).
    const TermRef& shadow() const { return shadow_; }
    void set_shadow(TermRef shadow) { shadow_ = std::move(shadow); }

private:
    using Data = std::variant<NoneValue, bool, mpz_class, FloatBox, std::u32string, ObjectRef>;
    explicit Value(Data data) : data_(std::move(data)) {}
    Data data_;
    TermRef shadow_;
};

// The builtin types and exception classes, each a ClassObject made once
// (builtin_class); user classes derive from them (from object, Exception).
enum class BuiltinType : std::uint8_t {
    None,  // a user class
    Object, NoneType, Bool, Int, Float, Str, List, Tuple, Dict, Range, Function, BuiltinFunction, Type,
    DictKeys, DictValues, DictItems, Iterator, Slice, Module,
    BaseException, Exception, ArithmeticError, ZeroDivisionError, OverflowError, LookupError, IndexError,
    KeyError, TypeError, ValueError, AttributeError, AssertionError, RuntimeError, RecursionError,
    NotImplementedError, NameError, UnboundLocalError, StopIteration, ImportError,
};

struct FunctionCode;
struct Module;
struct Scope;

// Every object registers itself with its thread's heap (collect_cycles):
// Python's object graphs have cycles (a module's functions close over the
// module's globals, which hold them; a list can hold itself), which shared
// pointers alone never free.
struct Object : std::enable_shared_from_this<Object> {
    Object();
    Object(const Object&);
    Object& operator=(const Object&) { return *this; }  // an object stays in its own heap
    virtual ~Object();
    // The object's class (list, dict, a user class, ...).
    virtual ClassRef type() const = 0;
    // The values and scopes this object refers to, for marking.
    virtual void visit(const std::function<void(const Value&)>& value,
                       const std::function<void(const std::shared_ptr<Scope>&)>& scope) const;
    // Drops every reference this object holds (an unreachable object's, to
    // free a cycle it is on).
    virtual void clear_references() {}

private:
    std::shared_ptr<Heap> home_;  // the heap of the thread that made it
};

// Frees the objects of this thread's heap that `roots` do not reach, by
// clearing their references (so cycles among them fall apart). Call where no
// other Value made on this thread is alive: after a run, with what the
// caller keeps as the roots. Builtin classes are never touched.
void collect_cycles(const std::vector<Value>& roots);

// Values handed out of the thread that made them (a test's result) keep
// their objects' cycles (an instance's class holds its methods, which close
// over their module's globals, which hold the class). A HeapRelease made on
// that thread, held with those values and destroyed after the last of them,
// frees what is left of that thread's heap.
class HeapRelease {
public:
    HeapRelease();
    ~HeapRelease();
    HeapRelease(const HeapRelease&) = delete;
    HeapRelease& operator=(const HeapRelease&) = delete;

private:
    std::shared_ptr<Heap> heap_;
};

// An insertion-ordered attribute table (class bodies, instances).
using Attributes = std::vector<std::pair<std::string, Value>>;
Value* find_attribute(Attributes& attributes, const std::string& name);
void set_attribute(Attributes& attributes, const std::string& name, Value value);

struct ClassObject : Object {
    std::string name;
    ClassRef base;  // nullptr for object
    BuiltinType builtin = BuiltinType::None;
    bool is_user = false;
    Attributes attributes;
    ClassRef type() const override;
    // This class or one of its bases is `other`.
    bool is_subclass_of(const ClassObject& other) const;
    // The attribute in this class or its bases.
    const Value* lookup(const std::string& attribute) const;
    bool is_exception() const;
    void visit(const std::function<void(const Value&)>& value, const std::function<void(const std::shared_ptr<Scope>&)>&) const override;
    void clear_references() override {
        if (builtin != BuiltinType::None) return;  // the builtin classes live as long as the process
        attributes.clear();
        base.reset();
    }
};

ClassRef builtin_class(BuiltinType type);
// The builtin class called `name` ("int", "ValueError"), or nullptr.
ClassRef builtin_class_named(const std::string& name);

struct ListObject : Object {
    std::vector<Value> items;
    void visit(const std::function<void(const Value&)>& value, const std::function<void(const std::shared_ptr<Scope>&)>&) const override {
        for (const Value& item : items) value(item);
    }
    void clear_references() override { items.clear(); }
    // An input list's length term (traced runs), which holds while the list
    // has as many items as it had as an input.
    TermRef length_shadow;
    std::size_t shadow_size = 0;
    ClassRef type() const override { return builtin_class(BuiltinType::List); }
};

struct TupleObject : Object {
    std::vector<Value> items;
    void visit(const std::function<void(const Value&)>& value, const std::function<void(const std::shared_ptr<Scope>&)>&) const override {
        for (const Value& item : items) value(item);
    }
    void clear_references() override { items.clear(); }
    ClassRef type() const override { return builtin_class(BuiltinType::Tuple); }
};

struct RangeObject : Object {
    mpz_class start, stop, step;
    ClassRef type() const override { return builtin_class(BuiltinType::Range); }
    mpz_class length() const;
    mpz_class at(const mpz_class& index) const { return start + index * step; }
};

// A dict: entries in insertion order (a removed entry leaves a hole until
// the next compaction) and an index from hash to entry positions. Keys are
// compared with Python's equality (1, 1.0 and True are one key), which the
// caller supplies as hash and equality functions of the interpreter.
struct DictObject : Object {
    struct Entry {
        Value key;
        Value value;
        std::size_t hash = 0;
        bool live = true;
    };
    std::vector<Entry> entries;
    std::unordered_multimap<std::size_t, std::size_t> index;
    std::size_t size = 0;
    void visit(const std::function<void(const Value&)>& value, const std::function<void(const std::shared_ptr<Scope>&)>&) const override {
        for (const Entry& entry : entries) {
            value(entry.key);
            value(entry.value);
        }
    }
    void clear_references() override {
        entries.clear();
        index.clear();
        size = 0;
    }
    ClassRef type() const override { return builtin_class(BuiltinType::Dict); }
};

// dict.keys(), values(), items(): live views of one dict.
struct DictViewObject : Object {
    std::shared_ptr<DictObject> dict;
    void visit(const std::function<void(const Value&)>& value, const std::function<void(const std::shared_ptr<Scope>&)>&) const override;
    void clear_references() override { dict.reset(); }
    BuiltinType kind = BuiltinType::DictKeys;
    ClassRef type() const override { return builtin_class(kind); }
};

// The iterators Python's builtins return (enumerate, zip, map, reversed):
// lazy, as CPython's, so a map's function runs when the loop asks for the
// next item. `produce` sets the next item and returns true, or returns false
// at the end (and then always).
struct IteratorObject : Object {
    std::string type_name;  // "enumerate", "zip", "list_reverseiterator"
    std::function<bool(Value&)> produce;
    bool exhausted = false;
    // (What `produce` captured is not visited: an iterator kept as a root
    // keeps only what other roots reach.)
    void clear_references() override { produce = nullptr; }
    ClassRef type() const override;
};

// A def or lambda with the scope it closes over and its defaults.
struct FunctionObject : Object {
    std::shared_ptr<const FunctionCode> code;
    std::shared_ptr<Scope> closure;
    std::vector<Value> defaults;  // one per parameter with a default, in order
    ClassObject* owner = nullptr; // the class whose body defined it (for super())
    std::string qualname;         // "f", "Point.__init__", "outer.<locals>.inner"
    ClassRef type() const override { return builtin_class(BuiltinType::Function); }
    void visit(const std::function<void(const Value&)>& value,
               const std::function<void(const std::shared_ptr<Scope>&)>& scope) const override {
        for (const Value& d : defaults) value(d);
        if (closure) scope(closure);
    }
    void clear_references() override {
        closure.reset();
        defaults.clear();
    }
};

// A builtin function or method: `self` is the object a method is bound to.
struct BuiltinFunctionObject : Object {
    std::string name;
    Value self;
    bool bound = false;
    void visit(const std::function<void(const Value&)>& value, const std::function<void(const std::shared_ptr<Scope>&)>&) const override {
        value(self);
    }
    void clear_references() override { self = Value(); }
    ClassRef type() const override { return builtin_class(BuiltinType::BuiltinFunction); }
};

struct BoundMethodObject : Object {
    Value self;
    Value function;
    void visit(const std::function<void(const Value&)>& value, const std::function<void(const std::shared_ptr<Scope>&)>&) const override {
        value(self);
        value(function);
    }
    void clear_references() override {
        self = Value();
        function = Value();
    }
    ClassRef type() const override { return builtin_class(BuiltinType::Function); }
};

// super(): attribute lookups start past `start` in the class chain of self.
struct SuperObject : Object {
    ClassRef start;
    Value self;
    void visit(const std::function<void(const Value&)>& value, const std::function<void(const std::shared_ptr<Scope>&)>&) const override;
    void clear_references() override {
        start.reset();
        self = Value();
    }
    ClassRef type() const override { return builtin_class(BuiltinType::Object); }
};

// A slice's bounds as written (None where left out); the sequence being
// sliced turns them into indices.
struct SliceObject : Object {
    Value start, stop, step;
    void visit(const std::function<void(const Value&)>& value, const std::function<void(const std::shared_ptr<Scope>&)>&) const override {
        value(start);
        value(stop);
        value(step);
    }
    ClassRef type() const override { return builtin_class(BuiltinType::Slice); }
};

// An imported module: its globals.
struct ModuleObject : Object {
    std::string name;
    std::shared_ptr<Scope> globals;
    void visit(const std::function<void(const Value&)>&, const std::function<void(const std::shared_ptr<Scope>&)>& scope) const override {
        if (globals) scope(globals);
    }
    void clear_references() override;
    std::shared_ptr<const Module> program;  // keeps its code alive
    ClassRef type() const override { return builtin_class(BuiltinType::Module); }
};

struct InstanceObject : Object {
    ClassRef cls;
    Attributes attributes;
    std::vector<Value> args;  // an exception's args
    bool raised_by_program = false;  // by a raise statement (not by an operation the interpreter checks)
    // Where an exception passed on its way up: (line, function), innermost first.
    std::vector<std::pair<int, std::string>> traceback;
    ClassRef type() const override { return cls; }
    void visit(const std::function<void(const Value&)>& value, const std::function<void(const std::shared_ptr<Scope>&)>&) const override;
    void clear_references() override {
        attributes.clear();
        args.clear();
    }
};

template <class T>
T* Value::object_as() const {
    return is_object() ? dynamic_cast<T*>(as_object().get()) : nullptr;
}

// `a is b` for objects and floats (one object); ints, strs, bools and None
// are compared by value where CPython shares them (is_same_value).
bool is_same_object(const Value& a, const Value& b);

// The class of any value (int for 3, bool for True, the class of an instance).
ClassRef class_of(const Value& value);
// Python's type name of a value, as messages write it ("int", "NoneType").
std::string type_name(const Value& value);

// A scope of names: a function call's locals (parent: the scope the
// function closes over), a class body, or a module's globals.
struct Scope {
    std::unordered_map<std::string, Value> names;
    std::shared_ptr<Scope> parent;
    const FunctionCode* code = nullptr;  // the function whose locals these are
};

// A Python exception on its way up: the exception instance. Thrown as a C++
// exception through the interpreter's frames and caught by try statements.
struct PythonException {
    Value exception;
};

// Throws a new instance of a builtin exception class with `message`.
[[noreturn]] void raise_error(BuiltinType type, const std::string& message);
[[noreturn]] void raise_error(BuiltinType type, const std::u32string& message);
// KeyError's argument is the key itself (its message is the key's repr).
[[noreturn]] void raise_key_error(const Value& key);

}  // namespace symcrete::python
