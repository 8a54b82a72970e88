// The builtin classes, made once, and what every value knows of its class.
#include "python/value.h"

#include <mutex>
#include <unordered_set>

#include "unicode.h"

namespace symcrete::python {

// The objects made on a thread. Each object keeps its heap alive, so one
// freed elsewhere later (a test's value handed back to the main thread after
// the exploring thread ended, a builtin class at the end of the process)
// leaves its own heap, never another thread's.
struct Heap {
    std::unordered_set<Object*> objects;
};

namespace {

const std::shared_ptr<Heap>& this_thread_heap() {
    thread_local const std::shared_ptr<Heap> heap = std::make_shared<Heap>();
    return heap;
}

}  // namespace

Object::Object() : home_(this_thread_heap()) { home_->objects.insert(this); }

Object::Object(const Object&) : std::enable_shared_from_this<Object>(), home_(this_thread_heap()) {
    home_->objects.insert(this);
}

Object::~Object() { home_->objects.erase(this); }

void Object::visit(const std::function<void(const Value&)>&, const std::function<void(const std::shared_ptr<Scope>&)>&) const {}

void DictViewObject::visit(const std::function<void(const Value&)>& value,
                           const std::function<void(const std::shared_ptr<Scope>&)>&) const {
    if (dict) value(Value(ObjectRef(dict)));
}

void SuperObject::visit(const std::function<void(const Value&)>& value,
                        const std::function<void(const std::shared_ptr<Scope>&)>&) const {
    if (start) value(Value(ObjectRef(start)));
    value(self);
}

void InstanceObject::visit(const std::function<void(const Value&)>& value,
                           const std::function<void(const std::shared_ptr<Scope>&)>&) const {
    if (cls) value(Value(ObjectRef(cls)));
    for (const auto& [name, attribute] : attributes) value(attribute);
    for (const Value& arg : args) value(arg);
}

void ClassObject::visit(const std::function<void(const Value&)>& value,
                        const std::function<void(const std::shared_ptr<Scope>&)>&) const {
    if (base) value(Value(ObjectRef(base)));
    for (const auto& [name, attribute] : attributes) value(attribute);
}

void ModuleObject::clear_references() {
    if (globals) globals->names.clear();
    globals.reset();
}

namespace {
void collect_heap(const std::shared_ptr<Heap>& heap, const std::vector<Value>& roots);
}  // namespace

void collect_cycles(const std::vector<Value>& roots) { collect_heap(this_thread_heap(), roots); }

HeapRelease::HeapRelease() : heap_(this_thread_heap()) {}

HeapRelease::~HeapRelease() { collect_heap(heap_, {}); }

namespace {

void collect_heap(const std::shared_ptr<Heap>& heap, const std::vector<Value>& roots) {
    // Mark what the roots reach, through objects and the scopes functions close over.
    std::unordered_set<const Object*> marked;
    std::unordered_set<const Scope*> scopes;
    std::vector<const Object*> work;
    std::function<void(const Value&)> on_value = [&](const Value& v) {
        if (v.is_object() && marked.insert(v.as_object().get()).second) work.push_back(v.as_object().get());
    };
    std::function<void(const std::shared_ptr<Scope>&)> on_scope = [&](const std::shared_ptr<Scope>& scope) {
        for (const Scope* s = scope.get(); s && scopes.insert(s).second; s = s->parent.get())
            for (const auto& [name, value] : s->names) on_value(value);
    };
    for (const Value& root : roots) on_value(root);
    while (!work.empty()) {
        const Object* object = work.back();
        work.pop_back();
        object->visit(on_value, on_scope);
    }
    // Pin the rest, then clear them: their cycles fall apart, and they are
    // freed when the pins go.
    std::vector<ObjectRef> unreachable;
    for (Object* object : heap->objects)
        if (!marked.count(object))
            if (ObjectRef pinned = object->weak_from_this().lock()) unreachable.push_back(std::move(pinned));
    for (const ObjectRef& object : unreachable) object->clear_references();
    unreachable.clear();
}

}  // namespace

Value* find_attribute(Attributes& attributes, const std::string& name) {
    for (auto& [key, value] : attributes)
        if (key == name) return &value;
    return nullptr;
}

void set_attribute(Attributes& attributes, const std::string& name, Value value) {
    if (Value* existing = find_attribute(attributes, name)) {
        *existing = std::move(value);
        return;
    }
    attributes.emplace_back(name, std::move(value));
}

namespace {

struct BuiltinClasses {
    std::vector<ClassRef> by_type;
    std::map<std::string, ClassRef> by_name;
};

// Name, type and base of each builtin class; a base comes before the
// classes derived from it.
struct BuiltinSpec {
    const char* name;
    BuiltinType type;
    BuiltinType base;
};

constexpr BuiltinSpec kBuiltins[] = {
    {"object", BuiltinType::Object, BuiltinType::None},
    {"NoneType", BuiltinType::NoneType, BuiltinType::Object},
    {"int", BuiltinType::Int, BuiltinType::Object},
    {"bool", BuiltinType::Bool, BuiltinType::Int},
    {"float", BuiltinType::Float, BuiltinType::Object},
    {"str", BuiltinType::Str, BuiltinType::Object},
    {"list", BuiltinType::List, BuiltinType::Object},
    {"tuple", BuiltinType::Tuple, BuiltinType::Object},
    {"dict", BuiltinType::Dict, BuiltinType::Object},
    {"range", BuiltinType::Range, BuiltinType::Object},
    {"function", BuiltinType::Function, BuiltinType::Object},
    {"builtin_function_or_method", BuiltinType::BuiltinFunction, BuiltinType::Object},
    {"type", BuiltinType::Type, BuiltinType::Object},
    {"dict_keys", BuiltinType::DictKeys, BuiltinType::Object},
    {"dict_values", BuiltinType::DictValues, BuiltinType::Object},
    {"dict_items", BuiltinType::DictItems, BuiltinType::Object},
    {"iterator", BuiltinType::Iterator, BuiltinType::Object},
    {"slice", BuiltinType::Slice, BuiltinType::Object},
    {"module", BuiltinType::Module, BuiltinType::Object},
    {"BaseException", BuiltinType::BaseException, BuiltinType::Object},
    {"Exception", BuiltinType::Exception, BuiltinType::BaseException},
    {"ArithmeticError", BuiltinType::ArithmeticError, BuiltinType::Exception},
    {"ZeroDivisionError", BuiltinType::ZeroDivisionError, BuiltinType::ArithmeticError},
    {"OverflowError", BuiltinType::OverflowError, BuiltinType::ArithmeticError},
    {"LookupError", BuiltinType::LookupError, BuiltinType::Exception},
    {"IndexError", BuiltinType::IndexError, BuiltinType::LookupError},
    {"KeyError", BuiltinType::KeyError, BuiltinType::LookupError},
    {"TypeError", BuiltinType::TypeError, BuiltinType::Exception},
    {"ValueError", BuiltinType::ValueError, BuiltinType::Exception},
    {"AttributeError", BuiltinType::AttributeError, BuiltinType::Exception},
    {"AssertionError", BuiltinType::AssertionError, BuiltinType::Exception},
    {"RuntimeError", BuiltinType::RuntimeError, BuiltinType::Exception},
    {"RecursionError", BuiltinType::RecursionError, BuiltinType::RuntimeError},
    {"NotImplementedError", BuiltinType::NotImplementedError, BuiltinType::RuntimeError},
    {"NameError", BuiltinType::NameError, BuiltinType::Exception},
    {"UnboundLocalError", BuiltinType::UnboundLocalError, BuiltinType::NameError},
    {"StopIteration", BuiltinType::StopIteration, BuiltinType::Exception},
    {"ImportError", BuiltinType::ImportError, BuiltinType::Exception},
};

const BuiltinClasses& builtins() {
    static const BuiltinClasses classes = [] {
        BuiltinClasses made;
        made.by_type.resize(static_cast<std::size_t>(BuiltinType::ImportError) + 1);
        for (const BuiltinSpec& spec : kBuiltins) {
            auto cls = std::make_shared<ClassObject>();
            cls->name = spec.name;
            cls->builtin = spec.type;
            if (spec.base != BuiltinType::None) cls->base = made.by_type[static_cast<std::size_t>(spec.base)];
            made.by_type[static_cast<std::size_t>(spec.type)] = cls;
            made.by_name[spec.name] = cls;
        }
        return made;
    }();
    return classes;
}

}  // namespace

ClassRef builtin_class(BuiltinType type) { return builtins().by_type.at(static_cast<std::size_t>(type)); }

ClassRef builtin_class_named(const std::string& name) {
    const auto found = builtins().by_name.find(name);
    return found == builtins().by_name.end() ? nullptr : found->second;
}

ClassRef ClassObject::type() const { return builtin_class(BuiltinType::Type); }

bool ClassObject::is_subclass_of(const ClassObject& other) const {
    for (const ClassObject* c = this; c; c = c->base.get())
        if (c == &other) return true;
    return false;
}

const Value* ClassObject::lookup(const std::string& attribute) const {
    for (const ClassObject* c = this; c; c = c->base.get())
        for (const auto& [key, value] : c->attributes)
            if (key == attribute) return &value;
    return nullptr;
}

bool ClassObject::is_exception() const { return is_subclass_of(*builtin_class(BuiltinType::BaseException)); }

ClassRef IteratorObject::type() const { return builtin_class(BuiltinType::Iterator); }

mpz_class RangeObject::length() const {
    // CPython's range length: ceil((stop - start) / step) when positive.
    mpz_class n;
    if (step > 0 && start < stop) {
        n = (stop - start + step - 1) / step;
    } else if (step < 0 && start > stop) {
        n = (start - stop - step - 1) / (-step);
    } else {
        n = 0;
    }
    return n;
}

std::uint64_t new_float_id() {
    // Float literals take the ids below 2^32 (from their place in the
    // program); the objects a run computes count from there.
    static thread_local std::uint64_t next = std::uint64_t{1} << 32;
    return next++;
}

bool is_same_object(const Value& a, const Value& b) {
    if (a.is_object() && b.is_object()) return a.as_object() == b.as_object();
    if (a.is_float() && b.is_float()) return a.float_id() == b.float_id();
    return false;
}

ClassRef class_of(const Value& value) {
    if (value.is_none()) return builtin_class(BuiltinType::NoneType);
    if (value.is_bool()) return builtin_class(BuiltinType::Bool);
    if (value.is_int()) return builtin_class(BuiltinType::Int);
    if (value.is_float()) return builtin_class(BuiltinType::Float);
    if (value.is_str()) return builtin_class(BuiltinType::Str);
    return value.as_object()->type();
}

std::string type_name(const Value& value) {
    if (const auto* it = value.object_as<IteratorObject>()) return it->type_name;
    return class_of(value)->name;
}

void raise_error(BuiltinType type, const std::u32string& message) {
    auto exception = std::make_shared<InstanceObject>();
    exception->cls = builtin_class(type);
    exception->args.emplace_back(message);
    throw PythonException{Value(ObjectRef(std::move(exception)))};
}

void raise_key_error(const Value& key) {
    auto exception = std::make_shared<InstanceObject>();
    exception->cls = builtin_class(BuiltinType::KeyError);
    exception->args.push_back(key);
    throw PythonException{Value(ObjectRef(std::move(exception)))};
}

void raise_error(BuiltinType type, const std::string& message) { raise_error(type, decode_utf8(message)); }

}  // namespace symcrete::python
