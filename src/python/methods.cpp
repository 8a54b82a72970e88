// Methods of list, tuple, range, dict, int and float (runtime.h; str's are
// in str_methods.cpp), with CPython's argument checks and messages. A
// method CPython has and these files do not stops the run as unsupported.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "methods.h"
#include "runtime.h"
#include "unicode.h"

namespace symcrete::python {

void no_keywords(const char* name, const Keywords& keywords) {
    if (!keywords.empty()) raise_error(BuiltinType::TypeError, fmt::format("{}() takes no keyword arguments", name));
}

// Arguments after self: between least and most.
void arity(const char* name, const std::vector<Value>& args, std::size_t least, std::size_t most) {
    const std::size_t given = args.size() - 1;
    if (given >= least && given <= most) return;
    if (least == most && least == 0)
        raise_error(BuiltinType::TypeError, fmt::format("{}() takes no arguments ({} given)", name, given));
    if (least == most)
        raise_error(BuiltinType::TypeError, fmt::format("{}() takes exactly one argument ({} given)", name, given));
    if (given < least)
        raise_error(BuiltinType::TypeError,
                    fmt::format("{} expected at least {} argument{}, got {}", name, least, least == 1 ? "" : "s", given));
    raise_error(BuiltinType::TypeError,
                fmt::format("{} expected at most {} argument{}, got {}", name, most, most == 1 ? "" : "s", given));
}

// start/end arguments of find, count, startswith, ...: slice-like bounds,
// clamped to the text. A start past the end is size + 1, which no search
// matches (CPython: "abc".find("", 5) is -1).
std::pair<std::size_t, std::size_t> bounds(const std::vector<Value>& args, std::size_t first, std::size_t size) {
    auto bound = [&](std::size_t i, long fallback) {
        if (args.size() <= i || args[i].is_none()) return fallback;
        mpz_class v = integer_argument(args[i]);
        if (v < 0) v += static_cast<long>(size);
        if (v < 0) return 0L;
        if (v > static_cast<long>(size)) return static_cast<long>(size) + 1;
        return v.get_si();
    };
    const long start = bound(first, 0);
    const long end = std::min(bound(first + 1, static_cast<long>(size)), static_cast<long>(size));
    return {static_cast<std::size_t>(start), static_cast<std::size_t>(std::max(start, end))};
}

namespace {

// --- list

ListObject& list_of(const std::vector<Value>& args) { return *args[0].object_as<ListObject>(); }

Value list_append(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("append", keywords);
    arity("list.append", args, 1, 1);
    list_of(args).items.push_back(args[1]);
    return Value();
}

Value list_extend(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("extend", keywords);
    arity("list.extend", args, 1, 1);
    std::vector<Value> items = rt.to_vector(args[1]);
    auto& target = list_of(args).items;
    target.insert(target.end(), items.begin(), items.end());
    return Value();
}

Value list_insert(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("insert", keywords);
    if (args.size() != 3)
        raise_error(BuiltinType::TypeError, fmt::format("insert expected 2 arguments, got {}", args.size() - 1));
    auto& items = list_of(args).items;
    mpz_class at = integer_argument(args[1]);
    const long size = static_cast<long>(items.size());
    if (at < 0) at += size;
    const long index = at < 0 ? 0 : (at > size ? size : at.get_si());
    items.insert(items.begin() + index, args[2]);
    return Value();
}

Value list_pop(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("pop", keywords);
    arity("pop", args, 0, 1);
    auto& items = list_of(args).items;
    if (items.empty()) raise_error(BuiltinType::IndexError, "pop from empty list");
    const std::size_t at = args.size() > 1 ? rt.sequence_index(Value(integer_argument(args[1])), items.size(), "pop")
                                           : items.size() - 1;
    Value removed = std::move(items[at]);
    items.erase(items.begin() + static_cast<long>(at));
    return removed;
}

std::size_t find_item(Runtime& rt, const std::vector<Value>& items, const Value& wanted, std::size_t start, std::size_t end) {
    for (std::size_t i = start; i < end && i < items.size(); ++i) {
        const bool same = is_same_object(items[i], wanted);
        if (same || rt.equals(items[i], wanted)) return i;
    }
    return items.size();
}

Value list_remove(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("remove", keywords);
    arity("list.remove", args, 1, 1);
    auto& items = list_of(args).items;
    const std::size_t at = find_item(rt, items, args[1], 0, items.size());
    if (at == items.size()) raise_error(BuiltinType::ValueError, "list.remove(x): x not in list");
    items.erase(items.begin() + static_cast<long>(at));
    return Value();
}

Value sequence_index_of(Runtime& rt, std::vector<Value>& args, const std::vector<Value>& items, const char* kind) {
    arity("index", args, 1, 3);
    const auto [start, end] = bounds(args, 2, items.size());
    const std::size_t at = find_item(rt, items, args[1], start, end);
    if (at >= end || at == items.size()) {
        if (std::string(kind) == "list")
            raise_error(BuiltinType::ValueError, rt.repr(args[1]) + U" is not in list");
        raise_error(BuiltinType::ValueError, "tuple.index(x): x not in tuple");
    }
    return Value(static_cast<long>(at));
}

Value list_index(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("index", keywords);
    return sequence_index_of(rt, args, list_of(args).items, "list");
}

Value count_items(Runtime& rt, const std::vector<Value>& items, const Value& wanted) {
    long count = 0;
    for (const Value& item : items)
        if (is_same_object(item, wanted) || rt.equals(item, wanted))
            ++count;
    return Value(count);
}

Value list_count(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("count", keywords);
    arity("list.count", args, 1, 1);
    return count_items(rt, list_of(args).items, args[1]);
}

Value list_sort(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    if (args.size() > 1) raise_error(BuiltinType::TypeError, "sort() takes no positional arguments");
    Value key;
    bool reverse = false;
    for (auto& [name, value] : keywords) {
        if (name == "key") key = value;
        else if (name == "reverse") reverse = rt.truthy(value);
        else raise_error(BuiltinType::TypeError, fmt::format("sort() got an unexpected keyword argument '{}'", name));
    }
    auto& items = list_of(args).items;
    std::vector<Value> sorted = items;
    rt.sort(sorted, key, reverse);
    items = std::move(sorted);
    return Value();
}

Value list_reverse(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("reverse", keywords);
    arity("list.reverse", args, 0, 0);
    auto& items = list_of(args).items;
    std::reverse(items.begin(), items.end());
    return Value();
}

Value list_copy(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("copy", keywords);
    arity("list.copy", args, 0, 0);
    return Runtime::make_list(list_of(args).items);
}

Value list_clear(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("clear", keywords);
    arity("list.clear", args, 0, 0);
    list_of(args).items.clear();
    return Value();
}

Value tuple_index(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("index", keywords);
    return sequence_index_of(rt, args, args[0].object_as<TupleObject>()->items, "tuple");
}

Value tuple_count(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("count", keywords);
    arity("tuple.count", args, 1, 1);
    return count_items(rt, args[0].object_as<TupleObject>()->items, args[1]);
}

Value range_index(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("index", keywords);
    arity("range.index", args, 1, 1);
    const auto* range = args[0].object_as<RangeObject>();
    if (args[1].is_integral() && rt.contains(args[0], args[1]))
        return Value(mpz_class((args[1].integral() - range->start) / range->step));
    raise_error(BuiltinType::ValueError, rt.repr(args[1]) + U" is not in range");
}

Value range_count(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("count", keywords);
    arity("range.count", args, 1, 1);
    return Value(rt.contains(args[0], args[1]) ? 1 : 0);
}

// --- dict

DictObject& dict_of(const std::vector<Value>& args) { return *args[0].object_as<DictObject>(); }

Value dict_get(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("get", keywords);
    arity("get", args, 1, 2);
    if (const Value* found = rt.dict_find(dict_of(args), args[1])) return *found;
    return args.size() > 2 ? args[2] : Value();
}

Value dict_view(std::vector<Value>& args, BuiltinType kind, const char* name) {
    arity(name, args, 0, 0);
    auto view = std::make_shared<DictViewObject>();
    view->dict = std::static_pointer_cast<DictObject>(args[0].as_object());
    view->kind = kind;
    return Value(ObjectRef(std::move(view)));
}

Value dict_keys(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("keys", k); return dict_view(a, BuiltinType::DictKeys, "dict.keys"); }
Value dict_values(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("values", k); return dict_view(a, BuiltinType::DictValues, "dict.values"); }
Value dict_items(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("items", k); return dict_view(a, BuiltinType::DictItems, "dict.items"); }

Value dict_pop(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("pop", keywords);
    arity("pop", args, 1, 2);
    Value removed;
    if (rt.dict_remove(dict_of(args), args[1], &removed)) return removed;
    if (args.size() > 2) return args[2];
    raise_key_error(args[1]);
}

Value dict_popitem(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("popitem", keywords);
    arity("popitem", args, 0, 0);
    DictObject& dict = dict_of(args);
    for (auto it = dict.entries.rbegin(); it != dict.entries.rend(); ++it) {
        if (!it->live) continue;
        Value key = it->key, value = it->value;
        rt.dict_remove(dict, key);
        return Runtime::make_tuple({key, value});
    }
    raise_error(BuiltinType::KeyError, "popitem(): dictionary is empty");
}

Value dict_setdefault(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("setdefault", keywords);
    arity("setdefault", args, 1, 2);
    if (const Value* found = rt.dict_find(dict_of(args), args[1])) return *found;
    const Value value = args.size() > 2 ? args[2] : Value();
    rt.dict_set(dict_of(args), args[1], value);
    return value;
}

Value dict_update(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    arity("update", args, 0, 1);
    DictObject& dict = dict_of(args);
    if (args.size() > 1) {
        if (auto* other = args[1].object_as<DictObject>()) {
            for (const DictObject::Entry& entry : std::vector<DictObject::Entry>(other->entries))
                if (entry.live) rt.dict_set(dict, entry.key, entry.value);
        } else {
            Cursor cursor = rt.iterate(args[1]);
            Value item;
            std::size_t index = 0;
            while (rt.next(cursor, item)) {
                const bool sequence = item.object_as<ListObject>() || item.object_as<TupleObject>() || item.is_str();
                if (!sequence)
                    raise_error(BuiltinType::TypeError,
                                fmt::format("cannot convert dictionary update sequence element #{} to a sequence", index));
                std::vector<Value> pair = rt.to_vector(item);
                if (pair.size() != 2)
                    raise_error(BuiltinType::ValueError,
                                fmt::format("dictionary update sequence element #{} has length {}; 2 is required", index,
                                            pair.size()));
                rt.dict_set(dict, pair[0], pair[1]);
                ++index;
            }
        }
    }
    for (auto& [name, value] : keywords) rt.dict_set(dict, Value(decode_utf8(name)), value);
    return Value();
}

Value dict_copy(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("copy", keywords);
    arity("dict.copy", args, 0, 0);
    auto copy = std::make_shared<DictObject>(dict_of(args));
    return Value(ObjectRef(std::move(copy)));
}

Value dict_clear(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("clear", keywords);
    arity("dict.clear", args, 0, 0);
    DictObject& dict = dict_of(args);
    dict.entries.clear();
    dict.index.clear();
    dict.size = 0;
    return Value();
}

// --- int and float

Value int_bit_length(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("bit_length", keywords);
    arity("int.bit_length", args, 0, 0);
    const mpz_class n = abs(args[0].integral());
    return Value(static_cast<long>(n == 0 ? 0 : mpz_sizeinbase(n.get_mpz_t(), 2)));
}

Value float_is_integer(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("is_integer", keywords);
    arity("float.is_integer", args, 0, 0);
    const double x = args[0].as_float();
    return Value::boolean(std::isfinite(x) && std::trunc(x) == x);
}

// --- exceptions and object

Value exception_init(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("BaseException.__init__", keywords);
    if (auto* instance = args[0].object_as<InstanceObject>())
        instance->args.assign(args.begin() + 1, args.end());
    return Value();
}

Value object_init(Runtime&, std::vector<Value>& args, Keywords&) {
    if (args.size() > 1)
        raise_error(BuiltinType::TypeError, "object.__init__() takes exactly one argument (the instance to initialize)");
    return Value();
}

const MethodTable& methods() {
    static const MethodTable table = [] {
        MethodTable made = {
        {"list.append", list_append}, {"list.extend", list_extend}, {"list.insert", list_insert},
        {"list.pop", list_pop}, {"list.remove", list_remove}, {"list.index", list_index},
        {"list.count", list_count}, {"list.sort", list_sort}, {"list.reverse", list_reverse},
        {"list.copy", list_copy}, {"list.clear", list_clear},
        {"tuple.index", tuple_index}, {"tuple.count", tuple_count},
        {"range.index", range_index}, {"range.count", range_count},
        {"dict.get", dict_get}, {"dict.keys", dict_keys}, {"dict.values", dict_values}, {"dict.items", dict_items},
        {"dict.pop", dict_pop}, {"dict.popitem", dict_popitem}, {"dict.setdefault", dict_setdefault},
        {"dict.update", dict_update}, {"dict.copy", dict_copy}, {"dict.clear", dict_clear},
        {"int.bit_length", int_bit_length}, {"float.is_integer", float_is_integer},
        {"BaseException.__init__", exception_init}, {"object.__init__", object_init},
        };
        add_str_methods(made);
        return made;
    }();
    return table;
}

// Methods CPython's types have beyond the table: using one stops the run.
const std::set<std::string>& missing_methods() {
    static const std::set<std::string> names = {
        "str.encode", "str.expandtabs", "str.format_map", "str.isidentifier", "str.isprintable", "str.maketrans",
        "str.translate", "dict.fromkeys", "int.as_integer_ratio", "int.bit_count", "int.conjugate",
        "int.denominator", "int.from_bytes", "int.imag", "int.numerator", "int.real", "int.to_bytes",
        "float.as_integer_ratio", "float.conjugate", "float.fromhex", "float.hex", "float.imag", "float.real",
    };
    return names;
}

// The type a method belongs to, for a value or a builtin class.
std::string method_owner(const Value& self) {
    if (self.is_str()) return "str";
    if (self.is_integral()) return "int";
    if (self.is_float()) return "float";
    if (self.object_as<ListObject>()) return "list";
    if (self.object_as<TupleObject>()) return "tuple";
    if (self.object_as<DictObject>()) return "dict";
    if (self.object_as<RangeObject>()) return "range";
    return "";
}

}  // namespace

Value Runtime::builtin_method(const Value& self, const std::string& name) {
    const auto* cls = self.object_as<ClassObject>();
    const std::string owner = cls ? cls->name : method_owner(self);
    if (owner.empty()) return Value();
    const std::string full = owner + "." + name;
    if (!methods().count(full)) {
        if (missing_methods().count(full)) stop_unsupported(fmt::format("the method {}", full));
        return Value();
    }
    auto method = std::make_shared<BuiltinFunctionObject>();
    method->name = full;
    if (!cls) {
        method->self = self;
        method->bound = true;
    }
    return Value(ObjectRef(std::move(method)));
}

Value Runtime::call_method(const std::string& name, std::vector<Value>& args, Keywords& keywords) {
    const auto found = methods().find(name);
    if (found == methods().end()) stop_unsupported(fmt::format("the builtin {}", name));
    if (tracer) note_untracked(name, args, keywords);
    const std::size_t dot = name.find('.');
    const std::string owner = name.substr(0, dot);
    if (owner != "BaseException" && owner != "object") {
        if (args.empty())
            raise_error(BuiltinType::TypeError,
                        fmt::format("unbound method {}() needs an argument", name));
        const std::string self_type = method_owner(args[0]);
        const bool fits = self_type == owner || (owner == "int" && args[0].is_bool());
        if (!fits)
            raise_error(BuiltinType::TypeError,
                        fmt::format("descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
                                    name.substr(dot + 1), owner, type_name(args[0])));
    }
    return found->second(*this, args, keywords);
}

}  // namespace symcrete::python
