// Operators, equality, truth, hashing, membership, iteration and dicts
// (runtime.h).
#include <fmt/format.h>

#include <cmath>
#include <functional>

#include "numbers.h"
#include "runtime.h"

namespace symcrete::python {

namespace {

// The special methods a user class may define for an operator, and the
// reflected one tried on the right operand.
std::pair<const char*, const char*> special_names(BinaryOp op) {
    switch (op) {
        case BinaryOp::Add: return {"__add__", "__radd__"};
        case BinaryOp::Sub: return {"__sub__", "__rsub__"};
        case BinaryOp::Mult: return {"__mul__", "__rmul__"};
        case BinaryOp::Div: return {"__truediv__", "__rtruediv__"};
        case BinaryOp::FloorDiv: return {"__floordiv__", "__rfloordiv__"};
        case BinaryOp::Mod: return {"__mod__", "__rmod__"};
        case BinaryOp::Pow: return {"__pow__", "__rpow__"};
        case BinaryOp::LShift: return {"__lshift__", "__rlshift__"};
        case BinaryOp::RShift: return {"__rshift__", "__rrshift__"};
        case BinaryOp::BitOr: return {"__or__", "__ror__"};
        case BinaryOp::BitXor: return {"__xor__", "__rxor__"};
        case BinaryOp::BitAnd: return {"__and__", "__rand__"};
    }
    return {"", ""};
}

[[noreturn]] void unsupported_operands(BinaryOp op, const Value& left, const Value& right, bool augmented = false) {
    raise_error(BuiltinType::TypeError, fmt::format("unsupported operand type(s) for {}{}: '{}' and '{}'", spelling(op),
                                                    augmented ? "=" : "", type_name(left), type_name(right)));
}

double as_double(const Value& value) { return value.is_float() ? value.as_float() : int_to_double(value.integral()); }

Value float_binary(BinaryOp op, double a, double b, const Value& left, const Value& right, bool augmented) {
    switch (op) {
        case BinaryOp::Add: return Value(a + b);
        case BinaryOp::Sub: return Value(a - b);
        case BinaryOp::Mult: return Value(a * b);
        case BinaryOp::Div: return Value(float_true_divide(a, b));
        case BinaryOp::FloorDiv: return Value(float_floor_divide(a, b));
        case BinaryOp::Mod: return Value(float_modulo(a, b));
        case BinaryOp::Pow: return Value(float_power(a, b));
        default: unsupported_operands(op, left, right, augmented);
    }
}

constexpr unsigned long kLargestShift = 1UL << 26;  // bits; larger results are outside what Symcrete runs

Value int_binary(BinaryOp op, const Value& left, const Value& right) {
    const mpz_class a = left.integral();
    const mpz_class b = right.integral();
    const bool both_bool = left.is_bool() && right.is_bool();
    switch (op) {
        case BinaryOp::Add: return Value(mpz_class(a + b));
        case BinaryOp::Sub: return Value(mpz_class(a - b));
        case BinaryOp::Mult: return Value(mpz_class(a * b));
        case BinaryOp::Div: return Value(int_true_divide(a, b));
        case BinaryOp::FloorDiv: return Value(int_floor_divide(a, b));
        case BinaryOp::Mod: return Value(int_floor_modulo(a, b));
        case BinaryOp::Pow:
            if (b < 0) return Value(float_power(int_to_double(a), int_to_double(b)));
            return Value(int_power(a, b));
        case BinaryOp::LShift:
        case BinaryOp::RShift: {
            if (b < 0) raise_error(BuiltinType::ValueError, "negative shift count");
            if (op == BinaryOp::RShift) {
                if (!b.fits_ulong_p()) return Value(mpz_class(a < 0 ? -1 : 0));
                return Value(mpz_class(a >> static_cast<mp_bitcnt_t>(b.get_ui())));
            }
            if (a == 0) return Value(mpz_class(0));
            if (!b.fits_ulong_p() || b.get_ui() > kLargestShift)
                raise_error(BuiltinType::OverflowError, "the shift is too large for Symcrete's interpreter");
            return Value(mpz_class(a << static_cast<mp_bitcnt_t>(b.get_ui())));
        }
        case BinaryOp::BitOr:
            if (both_bool) return Value::boolean(left.as_bool() || right.as_bool());
            return Value(mpz_class(a | b));
        case BinaryOp::BitXor:
            if (both_bool) return Value::boolean(left.as_bool() != right.as_bool());
            return Value(mpz_class(a ^ b));
        case BinaryOp::BitAnd:
            if (both_bool) return Value::boolean(left.as_bool() && right.as_bool());
            return Value(mpz_class(a & b));
    }
    unsupported_operands(op, left, right);
}

template <class Items>
Items repeated(const Items& items, const mpz_class& times) {
    Items out;
    if (times <= 0) return out;
    if (!times.fits_ulong_p() || static_cast<double>(items.size()) * times.get_d() > 1e9)
        raise_error(BuiltinType::OverflowError, "the repetition is too large for Symcrete's interpreter");
    for (unsigned long i = 0; i < times.get_ui(); ++i) out.insert(out.end(), items.begin(), items.end());
    return out;
}

std::size_t combine(std::size_t seed, std::size_t h) { return seed ^ (h + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2)); }

std::size_t hash_int(const mpz_class& value) {
    if (value.fits_slong_p()) return std::hash<long>{}(value.get_si());
    // Python's own: the value modulo 2^61 - 1; any function of the value does.
    static const mpz_class modulus = (mpz_class(1) << 61) - 1;
    mpz_class r;
    mpz_fdiv_r(r.get_mpz_t(), value.get_mpz_t(), modulus.get_mpz_t());
    return std::hash<unsigned long>{}(r.get_ui());
}

// list + list, tuple + tuple: a new sequence; another right operand is CPython's TypeError.
template <class Sequence>
Value concatenated(const Value& left, const Value& right, const char* kind) {
    const auto* right_items = right.object_as<Sequence>();
    if (!right_items)
        raise_error(BuiltinType::TypeError,
                    fmt::format("can only concatenate {0} (not \"{1}\") to {0}", kind, type_name(right)));
    auto result = std::make_shared<Sequence>();
    result->items = left.object_as<Sequence>()->items;
    result->items.insert(result->items.end(), right_items->items.begin(), right_items->items.end());
    return Value(ObjectRef(std::move(result)));
}

}  // namespace

Value Runtime::binary_concrete(BinaryOp op, const Value& left, const Value& right, bool augmented) {
    if (left.object_as<InstanceObject>() || right.object_as<InstanceObject>()) {
        const auto [name, reflected] = special_names(op);
        Value result;
        if (call_special(left, name, {right}, result)) return result;
        if (call_special(right, reflected, {left}, result)) return result;
        unsupported_operands(op, left, right, augmented);
    }
    if (left.is_number() && right.is_number()) {
        if (left.is_float() || right.is_float()) return float_binary(op, as_double(left), as_double(right), left, right, augmented);
        return int_binary(op, left, right);
    }
    if (op == BinaryOp::Add) {
        if (left.is_str() && right.is_str()) return Value(left.as_str() + right.as_str());
        if (left.is_str())
            raise_error(BuiltinType::TypeError,
                        fmt::format("can only concatenate str (not \"{}\") to str", type_name(right)));
        if (left.object_as<ListObject>()) return concatenated<ListObject>(left, right, "list");
        if (left.object_as<TupleObject>()) return concatenated<TupleObject>(left, right, "tuple");
    }
    if (op == BinaryOp::Mult) {
        auto is_sequence_value = [](const Value& v) {
            return v.is_str() || v.object_as<ListObject>() || v.object_as<TupleObject>();
        };
        const bool left_sequence = is_sequence_value(left);
        const Value& sequence = left_sequence ? left : right;
        const Value& times = left_sequence ? right : left;
        const bool is_sequence = left_sequence || is_sequence_value(right);
        if (is_sequence) {
            if (!times.is_integral())
                raise_error(BuiltinType::TypeError,
                            fmt::format("can't multiply sequence by non-int of type '{}'", type_name(times)));
            const mpz_class n = times.integral();
            if (sequence.is_str()) return Value(repeated(sequence.as_str(), n));
            if (const auto* list = sequence.object_as<ListObject>()) return make_list(repeated(list->items, n));
            return make_tuple(repeated(sequence.object_as<TupleObject>()->items, n));
        }
    }
    if (op == BinaryOp::Mod && left.is_str()) stop_unsupported("%-formatting of a str");
    unsupported_operands(op, left, right, augmented);
}

Value Runtime::unary_concrete(UnaryOp op, const Value& operand) {
    if (op == UnaryOp::Not) return Value::boolean(!truthy(operand));
    if (operand.object_as<InstanceObject>()) {
        const char* name = op == UnaryOp::Neg ? "__neg__" : op == UnaryOp::Pos ? "__pos__" : "__invert__";
        Value result;
        if (call_special(operand, name, {}, result)) return result;
    }
    if (operand.is_integral()) {
        const mpz_class value = operand.integral();
        if (op == UnaryOp::Neg) return Value(mpz_class(-value));
        if (op == UnaryOp::Pos) return Value(value);
        return Value(mpz_class(-value - 1));
    }
    if (operand.is_float() && op != UnaryOp::Invert) return Value(op == UnaryOp::Neg ? -operand.as_float() : operand.as_float());
    raise_error(BuiltinType::TypeError, fmt::format("bad operand type for unary {}: '{}'", spelling(op), type_name(operand)));
}

bool Runtime::equals_concrete(const Value& left, const Value& right) {
    if (left.is_number() && right.is_number()) {
        if (left.is_float() && right.is_float()) return left.as_float() == right.as_float();
        if (left.is_float() || right.is_float()) {
            bool unordered = false;
            const int order = left.is_float() ? -compare_int_float(right.integral(), left.as_float(), unordered)
                                              : compare_int_float(left.integral(), right.as_float(), unordered);
            return !unordered && order == 0;
        }
        return left.integral() == right.integral();
    }
    if (left.is_str() && right.is_str()) return left.as_str() == right.as_str();
    if (left.object_as<InstanceObject>() || right.object_as<InstanceObject>()) {
        Value result;
        if (call_special(left, "__eq__", {right}, result)) return truthy(result);
        if (call_special(right, "__eq__", {left}, result)) return truthy(result);
        return left.is_object() && right.is_object() && left.as_object() == right.as_object();
    }
    if (left.is_none() || right.is_none()) return left.is_none() && right.is_none();
    if (!left.is_object() || !right.is_object()) return false;
    if (left.as_object() == right.as_object()) return true;
    auto same_items = [this](const std::vector<Value>& a, const std::vector<Value>& b) {
        if (a.size() != b.size()) return false;
        for (std::size_t i = 0; i < a.size(); ++i)
            if (!is_same_object(a[i], b[i]) && !equals(a[i], b[i])) return false;
        return true;
    };
    if (const auto* a = left.object_as<ListObject>()) {
        const auto* b = right.object_as<ListObject>();
        return b && same_items(a->items, b->items);
    }
    if (const auto* a = left.object_as<TupleObject>()) {
        const auto* b = right.object_as<TupleObject>();
        return b && same_items(a->items, b->items);
    }
    if (auto* a = left.object_as<DictObject>()) {
        auto* b = right.object_as<DictObject>();
        if (!b || a->size != b->size) return false;
        for (const DictObject::Entry& entry : a->entries) {
            if (!entry.live) continue;
            const Value* other = dict_find(*b, entry.key);
            if (!other || !equals(entry.value, *other)) return false;
        }
        return true;
    }
    if (left.object_as<RangeObject>()) return right.object_as<RangeObject>() && same_items(to_vector(left), to_vector(right));
    return false;
}

bool Runtime::compare_concrete(CompareOp op, const Value& left, const Value& right) {
    switch (op) {
        case CompareOp::Eq: return equals(left, right);
        case CompareOp::NotEq: {
            Value result;
            if (call_special(left, "__ne__", {right}, result)) return truthy(result);
            return !equals(left, right);
        }
        case CompareOp::Is:
        case CompareOp::IsNot: {
            bool same = false;
            if (left.is_none() || right.is_none()) {
                same = left.is_none() && right.is_none();
            } else if (left.is_bool() || right.is_bool()) {
                same = left.is_bool() && right.is_bool() && left.as_bool() == right.as_bool();
            } else if (left.is_object() || right.is_object()) {
                same = left.is_object() && right.is_object() && left.as_object() == right.as_object();
            } else if (left.is_int() && right.is_int()) {
                // CPython shares the ints -5..256; other equal ints may be distinct objects.
                same = left.as_int() == right.as_int() && left.as_int() >= -5 && left.as_int() <= 256;
            } else if (left.is_str() && right.is_str()) {
                same = left.as_str() == right.as_str();
            } else if (left.is_float() && right.is_float()) {
                same = is_same_object(left, right);
            }
            return op == CompareOp::Is ? same : !same;
        }
        case CompareOp::In: return contains(right, left);
        case CompareOp::NotIn: return !contains(right, left);
        default: break;
    }
    // Orderings.
    auto holds = [op](int order) {
        switch (op) {
            case CompareOp::Lt: return order < 0;
            case CompareOp::LtE: return order <= 0;
            case CompareOp::Gt: return order > 0;
            default: return order >= 0;
        }
    };
    if (left.is_number() && right.is_number()) {
        if (left.is_float() && right.is_float()) {
            const double a = left.as_float(), b = right.as_float();
            switch (op) {
                case CompareOp::Lt: return a < b;
                case CompareOp::LtE: return a <= b;
                case CompareOp::Gt: return a > b;
                default: return a >= b;
            }
        }
        bool unordered = false;
        int order = 0;
        if (left.is_float()) {
            order = -compare_int_float(right.integral(), left.as_float(), unordered);
        } else if (right.is_float()) {
            order = compare_int_float(left.integral(), right.as_float(), unordered);
        } else {
            order = cmp(left.integral(), right.integral());
        }
        return !unordered && holds(order);
    }
    if (left.is_str() && right.is_str()) return holds(left.as_str().compare(right.as_str()));
    const std::vector<Value>* a = nullptr;
    const std::vector<Value>* b = nullptr;
    if (const auto* l = left.object_as<ListObject>(); l && right.object_as<ListObject>()) {
        a = &l->items;
        b = &right.object_as<ListObject>()->items;
    } else if (const auto* t = left.object_as<TupleObject>(); t && right.object_as<TupleObject>()) {
        a = &t->items;
        b = &right.object_as<TupleObject>()->items;
    }
    if (a) {
        for (std::size_t i = 0; i < a->size() && i < b->size(); ++i)
            if (!is_same_object((*a)[i], (*b)[i]) && !equals((*a)[i], (*b)[i])) return compare(op, (*a)[i], (*b)[i]);
        return holds(a->size() < b->size() ? -1 : (a->size() > b->size() ? 1 : 0));
    }
    if (left.object_as<InstanceObject>() || right.object_as<InstanceObject>()) {
        static const char* const names[] = {"__lt__", "__le__", "__gt__", "__ge__"};
        static const char* const reflected[] = {"__gt__", "__ge__", "__lt__", "__le__"};
        const int slot = op == CompareOp::Lt ? 0 : op == CompareOp::LtE ? 1 : op == CompareOp::Gt ? 2 : 3;
        Value result;
        if (call_special(left, names[slot], {right}, result)) return truthy(result);
        if (call_special(right, reflected[slot], {left}, result)) return truthy(result);
    }
    raise_error(BuiltinType::TypeError, fmt::format("'{}' not supported between instances of '{}' and '{}'", spelling(op),
                                                    type_name(left), type_name(right)));
}

bool Runtime::truthy_concrete(const Value& value) {
    if (value.is_none()) return false;
    if (value.is_bool()) return value.as_bool();
    if (value.is_int()) return value.as_int() != 0;
    if (value.is_float()) return value.as_float() != 0;
    if (value.is_str()) return !value.as_str().empty();
    if (value.object_as<InstanceObject>()) {
        Value result;
        if (call_special(value, "__bool__", {}, result)) {
            if (!result.is_bool())
                raise_error(BuiltinType::TypeError,
                            fmt::format("__bool__ should return bool, returned {}", type_name(result)));
            return result.as_bool();
        }
        if (class_of(value)->lookup("__len__")) return length(value) != 0;
        return true;
    }
    if (value.object_as<ListObject>() || value.object_as<TupleObject>() || value.object_as<DictObject>() ||
        value.object_as<RangeObject>() || value.object_as<DictViewObject>())
        return length(value) != 0;
    return true;
}

std::size_t Runtime::hash(const Value& value) {
    if (value.is_none()) return 0x9e3779b9U;
    if (value.is_integral()) return hash_int(value.integral());
    if (value.is_float()) {
        const double f = value.as_float();
        if (std::isfinite(f) && std::trunc(f) == f) return hash_int(mpz_class(f));
        return std::hash<double>{}(f);
    }
    if (value.is_str()) return std::hash<std::u32string>{}(value.as_str());
    if (const auto* tuple = value.object_as<TupleObject>()) {
        std::size_t h = 0x345678U;
        for (const Value& item : tuple->items) h = combine(h, hash(item));
        return h;
    }
    if (value.object_as<InstanceObject>()) {
        Value result;
        if (call_special(value, "__hash__", {}, result)) return hash(result);
        if (class_of(value)->lookup("__eq__"))
            raise_error(BuiltinType::TypeError, fmt::format("unhashable type: '{}'", type_name(value)));
    }
    if (value.object_as<ListObject>() || value.object_as<DictObject>() || value.object_as<SliceObject>())
        raise_error(BuiltinType::TypeError, fmt::format("unhashable type: '{}'", type_name(value)));
    return std::hash<const void*>{}(value.as_object().get());
}

bool Runtime::contains_concrete(const Value& container, const Value& item) {
    if (container.is_str()) {
        if (!item.is_str())
            raise_error(BuiltinType::TypeError,
                        fmt::format("'in <string>' requires string as left operand, not {}", type_name(item)));
        return container.as_str().find(item.as_str()) != std::u32string::npos;
    }
    if (auto* dict = container.object_as<DictObject>()) return dict_find(*dict, item) != nullptr;
    if (auto* view = container.object_as<DictViewObject>(); view && view->kind == BuiltinType::DictKeys)
        return dict_find(*view->dict, item) != nullptr;
    if (const auto* range = container.object_as<RangeObject>(); range && item.is_integral()) {
        const mpz_class value = item.integral();
        const bool inside = range->step > 0 ? (value >= range->start && value < range->stop)
                                            : (value <= range->start && value > range->stop);
        if (!inside) return false;
        mpz_class offset = value - range->start;
        mpz_class r;
        mpz_fdiv_r(r.get_mpz_t(), offset.get_mpz_t(), range->step.get_mpz_t());
        return r == 0;
    }
    if (container.object_as<InstanceObject>()) {
        Value result;
        if (call_special(container, "__contains__", {item}, result)) return truthy(result);
    }
    const auto* instance = container.object_as<InstanceObject>();
    const bool iterable = container.object_as<ListObject>() || container.object_as<TupleObject>() ||
                          container.object_as<RangeObject>() || container.object_as<DictViewObject>() ||
                          container.object_as<IteratorObject>() || (instance && instance->cls->lookup("__getitem__"));
    if (!iterable)
        raise_error(BuiltinType::TypeError, fmt::format("argument of type '{}' is not iterable", type_name(container)));
    Cursor cursor = iterate(container);
    Value candidate;
    while (next(cursor, candidate))
        if (is_same_object(candidate, item) || equals(candidate, item))
            return true;
    return false;
}

Cursor Runtime::iterate_concrete(const Value& iterable) {
    Cursor cursor;
    cursor.iterable = iterable;
    if (iterable.object_as<ListObject>() || iterable.object_as<TupleObject>() || iterable.is_str() ||
        iterable.object_as<RangeObject>() || iterable.object_as<IteratorObject>())
        return cursor;
    if (auto* dict = iterable.object_as<DictObject>()) {
        cursor.dict = std::static_pointer_cast<DictObject>(iterable.as_object());
        cursor.dict_size = dict->size;
        cursor.snapshot = dict_keys(*dict);
        return cursor;
    }
    if (auto* view = iterable.object_as<DictViewObject>()) {
        cursor.dict = view->dict;
        cursor.dict_size = view->dict->size;
        for (const DictObject::Entry& entry : view->dict->entries) {
            if (!entry.live) continue;
            if (view->kind == BuiltinType::DictKeys) cursor.snapshot.push_back(entry.key);
            if (view->kind == BuiltinType::DictValues) cursor.snapshot.push_back(entry.value);
            if (view->kind == BuiltinType::DictItems) cursor.snapshot.push_back(make_tuple({entry.key, entry.value}));
        }
        return cursor;
    }
    if (const auto* instance = iterable.object_as<InstanceObject>()) {
        if (instance->cls->lookup("__iter__")) stop_unsupported("a class with __iter__ (iterators)");
        if (instance->cls->lookup("__getitem__")) {
            cursor.by_index = true;
            return cursor;
        }
    }
    raise_error(BuiltinType::TypeError, fmt::format("'{}' object is not iterable", type_name(iterable)));
}

bool Runtime::next_concrete(Cursor& cursor, Value& item) {
    const Value& it = cursor.iterable;
    if (const auto* list = it.object_as<ListObject>()) {
        if (cursor.index >= list->items.size()) return false;
        item = list->items[cursor.index++];
        return true;
    }
    if (const auto* tuple = it.object_as<TupleObject>()) {
        if (cursor.index >= tuple->items.size()) return false;
        item = tuple->items[cursor.index++];
        return true;
    }
    if (it.is_str()) {
        if (cursor.index >= it.as_str().size()) return false;
        item = Value(std::u32string(1, it.as_str()[cursor.index++]));
        return true;
    }
    if (const auto* range = it.object_as<RangeObject>()) {
        const mpz_class at(static_cast<unsigned long>(cursor.index));
        if (at >= range->length()) return false;
        item = Value(range->at(at));
        ++cursor.index;
        return true;
    }
    if (auto* iterator = it.object_as<IteratorObject>()) {
        if (iterator->exhausted) return false;
        if (iterator->produce(item)) return true;
        iterator->exhausted = true;
        return false;
    }
    if (cursor.by_index) {
        // The old sequence protocol: __getitem__(0), (1), ... until IndexError.
        try {
            item = subscript(it, Value(static_cast<long>(cursor.index)));
        } catch (PythonException& e) {
            if (class_of(e.exception)->is_subclass_of(*builtin_class(BuiltinType::IndexError))) return false;
            throw;
        }
        ++cursor.index;
        return true;
    }
    if (cursor.dict && cursor.dict->size != cursor.dict_size) {
        cursor.dict_size = cursor.dict->size;  // raised once, as CPython's iterator then stops
        raise_error(BuiltinType::RuntimeError, "dictionary changed size during iteration");
    }
    if (cursor.index >= cursor.snapshot.size()) return false;
    item = cursor.snapshot[cursor.index++];
    return true;
}

std::vector<Value> Runtime::to_vector(const Value& iterable) {
    if (const auto* list = iterable.object_as<ListObject>()) return list->items;
    if (const auto* tuple = iterable.object_as<TupleObject>()) return tuple->items;
    std::vector<Value> items;
    Cursor cursor = iterate(iterable);
    Value item;
    while (next(cursor, item)) items.push_back(std::move(item));
    return items;
}

mpz_class Runtime::length_concrete(const Value& value) {
    if (value.is_str()) return static_cast<unsigned long>(value.as_str().size());
    if (const auto* list = value.object_as<ListObject>()) return static_cast<unsigned long>(list->items.size());
    if (const auto* tuple = value.object_as<TupleObject>()) return static_cast<unsigned long>(tuple->items.size());
    if (const auto* dict = value.object_as<DictObject>()) return static_cast<unsigned long>(dict->size);
    if (const auto* view = value.object_as<DictViewObject>()) return static_cast<unsigned long>(view->dict->size);
    if (const auto* range = value.object_as<RangeObject>()) return range->length();
    if (value.object_as<InstanceObject>()) {
        Value result;
        if (call_special(value, "__len__", {}, result)) {
            if (!result.is_integral())
                raise_error(BuiltinType::TypeError,
                            fmt::format("'{}' object cannot be interpreted as an integer", type_name(result)));
            if (result.integral() < 0) raise_error(BuiltinType::ValueError, "__len__() should return >= 0");
            return result.integral();
        }
    }
    raise_error(BuiltinType::TypeError, fmt::format("object of type '{}' has no len()", type_name(value)));
}

Value* Runtime::dict_find(DictObject& dict, const Value& key) {
    const std::size_t h = hash(key);
    const auto [first, last] = dict.index.equal_range(h);
    for (auto it = first; it != last; ++it) {
        DictObject::Entry& entry = dict.entries[it->second];
        if (!entry.live) continue;
        const bool same = is_same_object(entry.key, key);
        if (same || equals(entry.key, key)) return &entry.value;
    }
    return nullptr;
}

void Runtime::dict_set(DictObject& dict, Value key, Value value) {
    if (Value* existing = dict_find(dict, key)) {
        *existing = std::move(value);  // the first key stays (d[1] then d[1.0] keeps 1)
        return;
    }
    const std::size_t h = hash(key);
    dict.index.emplace(h, dict.entries.size());
    dict.entries.push_back(DictObject::Entry{std::move(key), std::move(value), h, true});
    ++dict.size;
}

bool Runtime::dict_remove(DictObject& dict, const Value& key, Value* removed) {
    const std::size_t h = hash(key);
    const auto [first, last] = dict.index.equal_range(h);
    for (auto it = first; it != last; ++it) {
        DictObject::Entry& entry = dict.entries[it->second];
        if (!entry.live) continue;
        const bool same = is_same_object(entry.key, key);
        if (!same && !equals(entry.key, key)) continue;
        if (removed) *removed = entry.value;
        entry.live = false;
        entry.key = Value();
        entry.value = Value();
        dict.index.erase(it);
        --dict.size;
        // Compact when holes outnumber entries, so a dict used as a queue stays small.
        if (dict.entries.size() > 8 && dict.size * 2 < dict.entries.size()) {
            std::vector<DictObject::Entry> live;
            for (DictObject::Entry& e : dict.entries)
                if (e.live) live.push_back(std::move(e));
            dict.entries = std::move(live);
            dict.index.clear();
            for (std::size_t i = 0; i < dict.entries.size(); ++i) dict.index.emplace(dict.entries[i].hash, i);
        }
        return true;
    }
    return false;
}

std::vector<Value> Runtime::dict_keys(const DictObject& dict) const {
    std::vector<Value> keys;
    keys.reserve(dict.size);
    for (const DictObject::Entry& entry : dict.entries)
        if (entry.live) keys.push_back(entry.key);
    return keys;
}

}  // namespace symcrete::python
