// Expressions, names, attributes and subscripts (runtime.h).
#include <fmt/format.h>

#include <algorithm>

#include "runtime.h"
#include "unicode.h"

namespace symcrete::python {

namespace {

Value literal_value(const Literal& literal) {
    switch (literal.kind) {
        case Literal::Kind::None: return Value();
        case Literal::Kind::Bool: return Value::boolean(literal.flag);
        case Literal::Kind::Int: return Value(literal.integer);
        case Literal::Kind::Float: return Value(literal.number, literal.float_id);
        case Literal::Kind::Str: return Value(literal.text);
        case Literal::Kind::Ellipsis: break;
    }
    stop_unsupported("the Ellipsis literal");
}

// Names a program sees without defining them.
const char* const kBuiltinClassNames[] = {
    "object", "int", "bool", "float", "str", "list", "tuple", "dict", "range", "type",
    "BaseException", "Exception", "ArithmeticError", "ZeroDivisionError", "OverflowError", "LookupError",
    "IndexError", "KeyError", "TypeError", "ValueError", "AttributeError", "AssertionError", "RuntimeError",
    "RecursionError", "NotImplementedError", "NameError", "UnboundLocalError", "StopIteration", "ImportError",
};

// A slice's bounds for a sequence of `size` items, as CPython's
// PySlice_Unpack and PySlice_AdjustIndices compute them.
struct SliceBounds {
    long start = 0, stop = 0, step = 1, count = 0;
};

long clamp_bound(const Value& bound, long size, long if_absent, long low, long high) {
    if (bound.is_none()) return if_absent;
    if (!bound.is_integral())
        raise_error(BuiltinType::TypeError, "slice indices must be integers or None or have an __index__ method");
    mpz_class value = bound.integral();
    if (value < 0) value += size;
    if (value < low) return low;
    if (value > high) return high;
    return value.get_si();
}

SliceBounds slice_bounds(const SliceObject& slice, std::size_t length) {
    const long size = static_cast<long>(length);
    SliceBounds b;
    if (!slice.step.is_none()) {
        if (!slice.step.is_integral())
            raise_error(BuiltinType::TypeError, "slice indices must be integers or None or have an __index__ method");
        const mpz_class step = slice.step.integral();
        if (step == 0) raise_error(BuiltinType::ValueError, "slice step cannot be zero");
        b.step = step > size + 1 ? size + 1 : (step < -size - 1 ? -size - 1 : step.get_si());
    }
    if (b.step > 0) {
        b.start = clamp_bound(slice.start, size, 0, 0, size);
        b.stop = clamp_bound(slice.stop, size, size, 0, size);
        b.count = b.stop > b.start ? (b.stop - b.start + b.step - 1) / b.step : 0;
    } else {
        b.start = clamp_bound(slice.start, size, size - 1, -1, size - 1);
        b.stop = clamp_bound(slice.stop, size, -1, -1, size - 1);
        b.count = b.stop < b.start ? (b.start - b.stop - b.step - 1) / (-b.step) : 0;
    }
    return b;
}

template <class Item>
std::vector<Item> take_slice(const std::vector<Item>& items, const SliceBounds& b) {
    std::vector<Item> out;
    out.reserve(static_cast<std::size_t>(b.count));
    for (long i = 0, at = b.start; i < b.count; ++i, at += b.step) out.push_back(items[static_cast<std::size_t>(at)]);
    return out;
}

std::u32string take_slice(const std::u32string& text, const SliceBounds& b) {
    std::u32string out;
    for (long i = 0, at = b.start; i < b.count; ++i, at += b.step) out.push_back(text[static_cast<std::size_t>(at)]);
    return out;
}

}  // namespace

void Runtime::bind(const std::string& name, Value value, Frame& frame) {
    if (frame.code && frame.code->globals.count(name)) {
        globals_->names[name] = std::move(value);
        return;
    }
    frame.scope->names[name] = std::move(value);
}

Value Runtime::lookup_name(const std::string& name, const Frame& frame) {
    if (frame.code && frame.code->locals.count(name)) {
        const auto found = frame.scope->names.find(name);
        if (found != frame.scope->names.end()) return found->second;
        raise_error(BuiltinType::UnboundLocalError,
                    fmt::format("cannot access local variable '{}' where it is not associated with a value", name));
    }
    const Scope* scope = frame.code ? frame.scope->parent.get() : frame.scope.get();
    if (frame.code && frame.code->globals.count(name)) scope = globals_.get();
    for (; scope; scope = scope->parent.get()) {
        const auto found = scope->names.find(name);
        if (found != scope->names.end()) return found->second;
    }
    Value builtin = builtin_function(name);
    if (!builtin.is_none()) return builtin;
    for (const char* class_name : kBuiltinClassNames)
        if (name == class_name) return Value(ObjectRef(builtin_class_named(name)));
    if (name == "None") return Value();
    raise_error(BuiltinType::NameError, fmt::format("name '{}' is not defined", name));
}

Value Runtime::make_list(std::vector<Value> items) {
    auto list = std::make_shared<ListObject>();
    list->items = std::move(items);
    return Value(ObjectRef(std::move(list)));
}

Value Runtime::make_tuple(std::vector<Value> items) {
    auto tuple = std::make_shared<TupleObject>();
    tuple->items = std::move(items);
    return Value(ObjectRef(std::move(tuple)));
}

Value Runtime::make_dict(std::vector<std::pair<Value, Value>> entries) {
    auto dict = std::make_shared<DictObject>();
    for (auto& [key, value] : entries) dict_set(*dict, std::move(key), std::move(value));
    return Value(ObjectRef(std::move(dict)));
}

Value Runtime::eval(const Expr& e, Frame& frame) {
    switch (e.kind) {
        case Expr::Kind::Constant: return literal_value(e.literal);
        case Expr::Kind::Name: return lookup_name(e.name, frame);
        case Expr::Kind::Binary: {
            const Value left = eval(e.children[0], frame);
            const Value right = eval(e.children[1], frame);
            frame.line = e.line;
            return binary(e.binary, left, right);
        }
        case Expr::Kind::Unary: return unary(e.unary, eval(e.children[0], frame));
        case Expr::Kind::And:
        case Expr::Kind::Or: {
            Value value = eval(e.children[0], frame);
            for (std::size_t i = 1; i < e.children.size(); ++i) {
                if (truthy(value) != (e.kind == Expr::Kind::And)) return value;
                value = eval(e.children[i], frame);
            }
            return value;
        }
        case Expr::Kind::Compare: {
            Value left = eval(e.children[0], frame);
            for (std::size_t i = 0; i < e.compares.size(); ++i) {
                Value right = eval(e.children[i + 1], frame);
                if (!compare(e.compares[i], left, right)) return Value::boolean(false);
                left = std::move(right);
            }
            return Value::boolean(true);
        }
        case Expr::Kind::Call: {
            const Expr& callee_expr = e.children[0];
            const std::size_t positional = e.children.size() - 1 - e.keywords.size();
            if (callee_expr.kind == Expr::Kind::Name && callee_expr.name == "super" && e.children.size() == 1 &&
                frame.owner && frame.code && !frame.code->parameters.empty()) {
                auto super = std::make_shared<SuperObject>();
                super->start = frame.owner->base;
                super->self = lookup_name(frame.code->parameters.front().name, frame);
                return Value(ObjectRef(std::move(super)));
            }
            const Value callee = eval(callee_expr, frame);
            std::vector<Value> args;
            args.reserve(positional);
            for (std::size_t i = 1; i <= positional; ++i) args.push_back(eval(e.children[i], frame));
            Keywords keywords;
            for (std::size_t k = 0; k < e.keywords.size(); ++k)
                keywords.emplace_back(e.keywords[k], eval(e.children[1 + positional + k], frame));
            frame.line = e.line;
            return call(callee, std::move(args), std::move(keywords));
        }
        case Expr::Kind::Attribute: return get_attribute(eval(e.children[0], frame), e.name);
        case Expr::Kind::Subscript: {
            const Value object = eval(e.children[0], frame);
            return subscript(object, eval(e.children[1], frame));
        }
        case Expr::Kind::Slice: {
            auto slice = std::make_shared<SliceObject>();
            slice->start = eval(e.children[0], frame);
            slice->stop = eval(e.children[1], frame);
            slice->step = eval(e.children[2], frame);
            return Value(ObjectRef(std::move(slice)));
        }
        case Expr::Kind::Absent: return Value();
        case Expr::Kind::List:
        case Expr::Kind::Tuple: {
            std::vector<Value> items;
            items.reserve(e.children.size());
            for (const Expr& child : e.children) items.push_back(eval(child, frame));
            return e.kind == Expr::Kind::List ? make_list(std::move(items)) : make_tuple(std::move(items));
        }
        case Expr::Kind::Dict: {
            auto dict = std::make_shared<DictObject>();
            for (std::size_t i = 0; i + 1 < e.children.size(); i += 2) {
                Value key = eval(e.children[i], frame);
                Value value = eval(e.children[i + 1], frame);
                dict_set(*dict, std::move(key), std::move(value));
            }
            return Value(ObjectRef(std::move(dict)));
        }
        case Expr::Kind::IfElse:
            return truthy(eval(e.children[0], frame)) ? eval(e.children[1], frame) : eval(e.children[2], frame);
        case Expr::Kind::FString: {
            std::u32string text;
            for (const Expr& part : e.children) {
                const Value piece = eval(part, frame);
                text += piece.is_str() ? piece.as_str() : str(piece);
            }
            return Value(std::move(text));
        }
        case Expr::Kind::Formatted: {
            Value value = eval(e.children[0], frame);
            if (e.conversion == 'r' || e.conversion == 'a') value = Value(repr(value));
            if (e.conversion == 's') value = Value(str(value));
            std::u32string spec;
            if (e.children.size() > 1) spec = eval(e.children[1], frame).as_str();
            return Value(format(value, spec));
        }
        case Expr::Kind::ListComp:
        case Expr::Kind::DictComp: return comprehension(e, frame);
        case Expr::Kind::Lambda: {
            auto function = std::make_shared<FunctionObject>();
            function->code = e.function;
            function->closure = frame.scope;
            for (const Parameter& p : e.function->parameters)
                if (p.default_value) function->defaults.push_back(eval(*p.default_value, frame));
            function->qualname = frame.code ? frame.name + ".<locals>.<lambda>" : "<lambda>";
            return Value(ObjectRef(std::move(function)));
        }
        case Expr::Kind::Starred: break;
    }
    stop_unsupported(fmt::format("line {}: this expression", e.line));
}

Value Runtime::comprehension(const Expr& e, Frame& frame) {
    // A comprehension is a scope of its own: its loop names do not leak.
    Frame inner;
    inner.scope = std::make_shared<Scope>();
    inner.scope->parent = frame.scope;
    inner.owner = frame.owner;
    inner.name = e.kind == Expr::Kind::ListComp ? "<listcomp>" : "<dictcomp>";
    inner.line = e.line;
    // CPython evaluates the first iterable in the enclosing scope.
    const Value first = eval(e.comprehensions.front().iterable, frame);
    std::vector<Value> items;
    auto dict = std::make_shared<DictObject>();
    comprehension_level(e, 0, inner, [&] {
        if (e.kind == Expr::Kind::ListComp) {
            items.push_back(eval(e.children[0], inner));
        } else {
            Value key = eval(e.children[0], inner);
            Value value = eval(e.children[1], inner);
            dict_set(*dict, std::move(key), std::move(value));
        }
    }, &first);
    if (e.kind == Expr::Kind::ListComp) return make_list(std::move(items));
    return Value(ObjectRef(std::move(dict)));
}

void Runtime::comprehension_level(const Expr& e, std::size_t level, Frame& frame, const std::function<void()>& emit,
                                  const Value* first) {
    const Comprehension& c = e.comprehensions[level];
    Cursor cursor = iterate(first ? *first : eval(c.iterable, frame));
    Value item;
    while (next(cursor, item)) {
        assign(c.target, std::move(item), frame);
        bool keep = true;
        for (const Expr& condition : c.conditions)
            if (!truthy(eval(condition, frame))) {
                keep = false;
                break;
            }
        if (!keep) continue;
        if (level + 1 < e.comprehensions.size()) {
            comprehension_level(e, level + 1, frame, emit, nullptr);
        } else {
            emit();
        }
    }
}

void Runtime::assign(const Expr& target, Value value, Frame& frame) {
    switch (target.kind) {
        case Expr::Kind::Name: bind(target.name, std::move(value), frame); return;
        case Expr::Kind::Attribute: set_attribute(eval(target.children[0], frame), target.name, std::move(value)); return;
        case Expr::Kind::Subscript: {
            const Value object = eval(target.children[0], frame);
            store_subscript(object, eval(target.children[1], frame), std::move(value));
            return;
        }
        case Expr::Kind::Tuple:
        case Expr::Kind::List: {
            std::vector<Value> items;
            const auto* instance = value.object_as<InstanceObject>();
            if (!value.object_as<ListObject>() && !value.object_as<TupleObject>() && !value.is_str() &&
                !value.object_as<DictObject>() && !value.object_as<RangeObject>() && !value.object_as<IteratorObject>() &&
                !value.object_as<DictViewObject>() && !(instance && instance->cls->lookup("__getitem__")))
                raise_error(BuiltinType::TypeError,
                            fmt::format("cannot unpack non-iterable {} object", type_name(value)));
            items = to_vector(value);
            const std::size_t expected = target.children.size();
            if (items.size() > expected)
                raise_error(BuiltinType::ValueError, fmt::format("too many values to unpack (expected {})", expected));
            if (items.size() < expected)
                raise_error(BuiltinType::ValueError,
                            fmt::format("not enough values to unpack (expected {}, got {})", expected, items.size()));
            for (std::size_t i = 0; i < expected; ++i) assign(target.children[i], std::move(items[i]), frame);
            return;
        }
        default: stop_unsupported(fmt::format("line {}: an assignment to this target", target.line));
    }
}

Value Runtime::get_attribute(const Value& object, const std::string& name) {
    touch(object);
    if (auto* instance = object.object_as<InstanceObject>()) {
        if (Value* own = find_attribute(instance->attributes, name)) return *own;
        if (name == "args" && instance->cls->is_exception()) return make_tuple(instance->args);
        if (name == "__class__") return Value(ObjectRef(instance->cls));
        if (const Value* in_class = instance->cls->lookup(name)) {
            if (in_class->object_as<FunctionObject>()) {
                auto method = std::make_shared<BoundMethodObject>();
                method->self = object;
                method->function = *in_class;
                return Value(ObjectRef(std::move(method)));
            }
            return *in_class;
        }
        raise_error(BuiltinType::AttributeError,
                    fmt::format("'{}' object has no attribute '{}'", instance->cls->name, name));
    }
    if (auto* cls = object.object_as<ClassObject>()) {
        if (name == "__name__" || name == "__qualname__") return Value(decode_utf8(cls->name));
        if (const Value* in_class = cls->lookup(name)) return *in_class;
        if (!cls->is_user) {
            Value method = builtin_method(object, name);
            if (!method.is_none()) return method;
        }
        raise_error(BuiltinType::AttributeError, fmt::format("type object '{}' has no attribute '{}'", cls->name, name));
    }
    if (auto* super = object.object_as<SuperObject>()) {
        for (const ClassObject* c = super->start.get(); c; c = c->base.get()) {
            if (!c->is_user) {
                if (name == "__init__") {
                    auto init = std::make_shared<BuiltinFunctionObject>();
                    init->name = c->is_exception() ? "BaseException.__init__" : "object.__init__";
                    init->self = super->self;
                    init->bound = true;
                    return Value(ObjectRef(std::move(init)));
                }
                break;
            }
            for (const auto& [key, value] : c->attributes) {
                if (key != name) continue;
                if (!value.object_as<FunctionObject>()) return value;
                auto method = std::make_shared<BoundMethodObject>();
                method->self = super->self;
                method->function = value;
                return Value(ObjectRef(std::move(method)));
            }
        }
        raise_error(BuiltinType::AttributeError, fmt::format("'super' object has no attribute '{}'", name));
    }
    if (auto* function = object.object_as<FunctionObject>()) {
        if (name == "__name__") return Value(decode_utf8(function->code->name));
    }
    if (auto* module = object.object_as<ModuleObject>()) {
        const auto found = module->globals->names.find(name);
        if (found != module->globals->names.end()) return found->second;
        raise_error(BuiltinType::AttributeError, fmt::format("module '{}' has no attribute '{}'", module->name, name));
    }
    Value method = builtin_method(object, name);
    if (!method.is_none()) return method;
    raise_error(BuiltinType::AttributeError, fmt::format("'{}' object has no attribute '{}'", type_name(object), name));
}

void Runtime::set_attribute(const Value& object, const std::string& name, Value value) {
    if (auto* instance = object.object_as<InstanceObject>()) {
        if (name == "args" && instance->cls->is_exception()) {
            instance->args = to_vector(value);
            return;
        }
        python::set_attribute(instance->attributes, name, std::move(value));
        return;
    }
    if (auto* cls = object.object_as<ClassObject>(); cls && cls->is_user) {
        python::set_attribute(cls->attributes, name, std::move(value));
        return;
    }
    raise_error(BuiltinType::AttributeError, fmt::format("'{}' object has no attribute '{}'", type_name(object), name));
}

std::size_t Runtime::sequence_index(const Value& index, std::size_t size, const char* what) {
    mpz_class i = index.integral();
    if (i < 0) i += static_cast<unsigned long>(size);
    if (i < 0 || i >= static_cast<unsigned long>(size))
        raise_error(BuiltinType::IndexError, fmt::format("{} index out of range", what));
    return i.get_ui();
}

Value Runtime::subscript_concrete(const Value& object, const Value& index) {
    const auto* slice = index.object_as<SliceObject>();
    if (auto* list = object.object_as<ListObject>()) {
        if (slice) return make_list(take_slice(list->items, slice_bounds(*slice, list->items.size())));
        if (!index.is_integral())
            raise_error(BuiltinType::TypeError,
                        fmt::format("list indices must be integers or slices, not {}", type_name(index)));
        return list->items[sequence_index(index, list->items.size(), "list")];
    }
    if (auto* tuple = object.object_as<TupleObject>()) {
        if (slice) return make_tuple(take_slice(tuple->items, slice_bounds(*slice, tuple->items.size())));
        if (!index.is_integral())
            raise_error(BuiltinType::TypeError,
                        fmt::format("tuple indices must be integers or slices, not {}", type_name(index)));
        return tuple->items[sequence_index(index, tuple->items.size(), "tuple")];
    }
    if (object.is_str()) {
        const std::u32string& text = object.as_str();
        if (slice) return Value(take_slice(text, slice_bounds(*slice, text.size())));
        if (!index.is_integral())
            raise_error(BuiltinType::TypeError, fmt::format("string indices must be integers, not '{}'", type_name(index)));
        return Value(std::u32string(1, text[sequence_index(index, text.size(), "string")]));
    }
    if (auto* dict = object.object_as<DictObject>()) {
        if (Value* found = dict_find(*dict, index)) return *found;
        raise_key_error(index);
    }
    if (auto* range = object.object_as<RangeObject>()) {
        if (slice) {
            const mpz_class length = range->length();
            if (!length.fits_slong_p()) stop_unsupported("a slice of a range longer than 2^63");
            const SliceBounds b = slice_bounds(*slice, length.get_ui());
            auto sliced = std::make_shared<RangeObject>();
            sliced->start = range->at(b.start);
            sliced->stop = range->at(b.stop);
            sliced->step = range->step * b.step;
            return Value(ObjectRef(std::move(sliced)));
        }
        if (!index.is_integral())
            raise_error(BuiltinType::TypeError,
                        fmt::format("range indices must be integers or slices, not {}", type_name(index)));
        const mpz_class length = range->length();
        mpz_class i = index.integral();
        if (i < 0) i += length;
        if (i < 0 || i >= length) raise_error(BuiltinType::IndexError, "range object index out of range");
        return Value(range->at(i));
    }
    Value result;
    if (call_special(object, "__getitem__", {index}, result)) return result;
    raise_error(BuiltinType::TypeError, fmt::format("'{}' object is not subscriptable", type_name(object)));
}

void Runtime::store_subscript(const Value& object, const Value& index, Value value) {
    if (auto* list = object.object_as<ListObject>()) {
        if (const auto* slice = index.object_as<SliceObject>()) {
            std::vector<Value> replacement = to_vector(value);
            const SliceBounds b = slice_bounds(*slice, list->items.size());
            if (b.step == 1) {
                const auto first = list->items.begin() + b.start;
                const auto last = list->items.begin() + std::max(b.start, b.stop);
                list->items.insert(list->items.erase(first, last), replacement.begin(), replacement.end());
                return;
            }
            if (static_cast<long>(replacement.size()) != b.count)
                raise_error(BuiltinType::ValueError,
                            fmt::format("attempt to assign sequence of size {} to extended slice of size {}",
                                        replacement.size(), b.count));
            for (long i = 0, at = b.start; i < b.count; ++i, at += b.step)
                list->items[static_cast<std::size_t>(at)] = std::move(replacement[static_cast<std::size_t>(i)]);
            return;
        }
        if (!index.is_integral())
            raise_error(BuiltinType::TypeError,
                        fmt::format("list indices must be integers or slices, not {}", type_name(index)));
        list->items[sequence_index(index, list->items.size(), "list assignment")] = std::move(value);
        return;
    }
    if (auto* dict = object.object_as<DictObject>()) {
        dict_set(*dict, index, std::move(value));
        return;
    }
    Value ignored;
    if (call_special(object, "__setitem__", {index, value}, ignored)) return;
    raise_error(BuiltinType::TypeError, fmt::format("'{}' object does not support item assignment", type_name(object)));
}

void Runtime::delete_subscript(const Value& object, const Value& index) {
    if (auto* list = object.object_as<ListObject>()) {
        if (const auto* slice = index.object_as<SliceObject>()) {
            const SliceBounds b = slice_bounds(*slice, list->items.size());
            std::vector<bool> doomed(list->items.size(), false);
            for (long i = 0, at = b.start; i < b.count; ++i, at += b.step) doomed[static_cast<std::size_t>(at)] = true;
            std::vector<Value> kept;
            for (std::size_t i = 0; i < list->items.size(); ++i)
                if (!doomed[i]) kept.push_back(std::move(list->items[i]));
            list->items = std::move(kept);
            return;
        }
        if (!index.is_integral())
            raise_error(BuiltinType::TypeError,
                        fmt::format("list indices must be integers or slices, not {}", type_name(index)));
        const std::size_t at = sequence_index(index, list->items.size(), "list assignment");
        list->items.erase(list->items.begin() + static_cast<long>(at));
        return;
    }
    if (auto* dict = object.object_as<DictObject>()) {
        if (!dict_remove(*dict, index)) raise_key_error(index);
        return;
    }
    raise_error(BuiltinType::TypeError, fmt::format("'{}' object doesn't support item deletion", type_name(object)));
}

}  // namespace symcrete::python
