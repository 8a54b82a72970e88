// Python's builtin functions and the constructors of the builtin types
// (runtime.h), with CPython's argument checks and messages. A builtin
// CPython has and this file does not stops the run as unsupported rather
// than pretend the name is undefined.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <numeric>
#include <set>

#include "numbers.h"
#include "symbolic.h"
#include "runtime.h"
#include "unicode.h"

namespace symcrete::python {

void expect_arguments(const std::string& name, const std::vector<Value>& args, std::size_t least, std::size_t most) {
    if (args.size() >= least && args.size() <= most) return;
    // CPython's builtins of one argument ("METH_O") word it their own way.
    static const std::set<std::string> one_argument = {"len", "ord", "chr", "abs", "repr", "hex", "bin", "oct",
                                                       "callable", "any", "all"};
    if (least == most && one_argument.count(name))
        raise_error(BuiltinType::TypeError, fmt::format("{}() takes exactly one argument ({} given)", name, args.size()));
    if (least == most)
        raise_error(BuiltinType::TypeError, fmt::format("{} expected {} argument{}, got {}", name, least,
                                                        least == 1 ? "" : "s", args.size()));
    if (args.size() < least)
        raise_error(BuiltinType::TypeError,
                    fmt::format("{} expected at least {} argument{}, got {}", name, least, least == 1 ? "" : "s", args.size()));
    raise_error(BuiltinType::TypeError,
                fmt::format("{} expected at most {} argument{}, got {}", name, most, most == 1 ? "" : "s", args.size()));
}

mpz_class integer_argument(const Value& value) {
    if (!value.is_integral())
        raise_error(BuiltinType::TypeError, fmt::format("'{}' object cannot be interpreted as an integer", type_name(value)));
    return value.integral();
}

long small_integer_argument(const Value& value) {
    const mpz_class n = integer_argument(value);
    if (!n.fits_slong_p()) raise_error(BuiltinType::OverflowError, "Python int too large to convert to C ssize_t");
    return n.get_si();
}

namespace {

using Handler = Value (*)(Runtime&, std::vector<Value>&, Keywords&);

void no_keywords(const std::string& name, const Keywords& keywords) {
    if (!keywords.empty()) raise_error(BuiltinType::TypeError, fmt::format("{}() takes no keyword arguments", name));
}

// Removes and returns the keyword argument `name`, if given.
std::optional<Value> take_keyword(Keywords& keywords, const std::string& name) {
    for (auto it = keywords.begin(); it != keywords.end(); ++it)
        if (it->first == name) {
            Value value = std::move(it->second);
            keywords.erase(it);
            return value;
        }
    return std::nullopt;
}

void no_other_keywords(const std::string& name, const Keywords& keywords) {
    if (!keywords.empty())
        raise_error(BuiltinType::TypeError,
                    fmt::format("{}() got an unexpected keyword argument '{}'", name, keywords.front().first));
}

Value make_iterator(std::string type_name, std::function<bool(Value&)> produce) {
    auto iterator = std::make_shared<IteratorObject>();
    iterator->type_name = std::move(type_name);
    iterator->produce = std::move(produce);
    return Value(ObjectRef(std::move(iterator)));
}

Value builtin_print(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    std::u32string separator = U" ", end = U"\n";
    if (auto sep = take_keyword(keywords, "sep"); sep && !sep->is_none()) {
        if (!sep->is_str())
            raise_error(BuiltinType::TypeError, fmt::format("sep must be None or a string, not {}", type_name(*sep)));
        separator = sep->as_str();
    }
    if (auto e = take_keyword(keywords, "end"); e && !e->is_none()) {
        if (!e->is_str()) raise_error(BuiltinType::TypeError, fmt::format("end must be None or a string, not {}", type_name(*e)));
        end = e->as_str();
    }
    take_keyword(keywords, "flush");
    if (auto file = take_keyword(keywords, "file"); file && !file->is_none()) stop_unsupported("print(file=...)");
    no_other_keywords("print", keywords);
    std::u32string line;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (i > 0) line += separator;
        line += rt.str(args[i]);
    }
    rt.write(line + end);
    return Value();
}

Value builtin_len(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("len", keywords);
    expect_arguments("len", args, 1, 1);
    return rt.length_value(args[0]);
}

Value builtin_abs(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("abs", keywords);
    expect_arguments("abs", args, 1, 1);
    const Value& x = args[0];
    if (x.is_integral()) return Value(mpz_class(abs(x.integral())));
    if (x.is_float()) return Value(std::fabs(x.as_float()));
    Value result;
    if (rt.call_special(x, "__abs__", {}, result)) return result;
    raise_error(BuiltinType::TypeError, fmt::format("bad operand type for abs(): '{}'", type_name(x)));
}

// min() and max(): of one iterable or of several arguments, with key= and default=.
Value extreme(Runtime& rt, std::vector<Value>& args, Keywords& keywords, const char* name, CompareOp better) {
    const std::optional<Value> key = take_keyword(keywords, "key");
    const std::optional<Value> fallback = take_keyword(keywords, "default");
    no_other_keywords(name, keywords);
    if (args.empty()) raise_error(BuiltinType::TypeError, fmt::format("{} expected at least 1 argument, got 0", name));
    if (args.size() > 1 && fallback)
        raise_error(BuiltinType::TypeError,
                    fmt::format("Cannot specify a default for {}() with multiple positional arguments", name));
    std::vector<Value> items = args.size() == 1 ? rt.to_vector(args[0]) : args;
    if (items.empty()) {
        if (fallback) return *fallback;
        raise_error(BuiltinType::ValueError, fmt::format("{}() arg is an empty sequence", name));
    }
    const bool keyed = key && !key->is_none();
    Value best = items[0];
    Value best_key = keyed ? rt.call(*key, {best}) : best;
    for (std::size_t i = 1; i < items.size(); ++i) {
        Value item_key = keyed ? rt.call(*key, {items[i]}) : items[i];
        if (rt.compare(better, item_key, best_key)) {
            best = items[i];
            best_key = std::move(item_key);
        }
    }
    return best;
}

Value builtin_min(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    return extreme(rt, args, keywords, "min", CompareOp::Lt);
}

Value builtin_max(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    return extreme(rt, args, keywords, "max", CompareOp::Gt);
}

Value builtin_sum(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    std::optional<Value> start = take_keyword(keywords, "start");
    no_other_keywords("sum", keywords);
    expect_arguments("sum", args, 1, start ? 1 : 2);
    Value total = start ? *start : (args.size() > 1 ? args[1] : Value(0));
    if (total.is_str()) raise_error(BuiltinType::TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
    Cursor cursor = rt.iterate(args[0]);
    Value item;
    while (rt.next(cursor, item)) total = rt.binary(BinaryOp::Add, total, item);
    return total;
}

Value builtin_sorted(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    const std::optional<Value> key = take_keyword(keywords, "key");
    const std::optional<Value> reverse = take_keyword(keywords, "reverse");
    no_other_keywords("sorted", keywords);
    expect_arguments("sorted", args, 1, 1);
    std::vector<Value> items = rt.to_vector(args[0]);
    rt.sort(items, key ? *key : Value(), reverse && rt.truthy(*reverse));
    return Runtime::make_list(std::move(items));
}

Value builtin_reversed(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("reversed", keywords);
    expect_arguments("reversed", args, 1, 1);
    const Value& sequence = args[0];
    std::string kind;
    if (sequence.object_as<ListObject>()) kind = "list_reverseiterator";
    else if (sequence.object_as<RangeObject>()) kind = "range_iterator";
    else if (sequence.object_as<DictObject>()) kind = "dict_reversekeyiterator";
    else if (sequence.is_str() || sequence.object_as<TupleObject>()) kind = "reversed";
    else {
        Value result;
        if (rt.call_special(sequence, "__reversed__", {}, result)) return result;
        raise_error(BuiltinType::TypeError, fmt::format("'{}' object is not reversible", type_name(sequence)));
    }
    if (const auto* list = sequence.object_as<ListObject>()) {
        // Reads the live list, from its end, as CPython's list_reverseiterator.
        auto index = std::make_shared<std::size_t>(list->items.size());
        Value held = sequence;
        return make_iterator(kind, [held, index](Value& item) {
            const auto* items = &held.object_as<ListObject>()->items;
            if (*index == 0 || *index > items->size()) return false;
            item = (*items)[--*index];
            return true;
        });
    }
    auto items = std::make_shared<std::vector<Value>>(rt.to_vector(sequence));
    std::reverse(items->begin(), items->end());
    auto at = std::make_shared<std::size_t>(0);
    return make_iterator(kind, [items, at](Value& item) {
        if (*at >= items->size()) return false;
        item = (*items)[(*at)++];
        return true;
    });
}

Value builtin_enumerate(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    std::optional<Value> start = take_keyword(keywords, "start");
    no_other_keywords("enumerate", keywords);
    expect_arguments("enumerate", args, 1, start ? 1 : 2);
    if (!start && args.size() > 1) start = args[1];
    auto count = std::make_shared<mpz_class>(start ? integer_argument(*start) : mpz_class(0));
    auto cursor = std::make_shared<Cursor>(rt.iterate(args[0]));
    Runtime* runtime = &rt;
    return make_iterator("enumerate", [runtime, cursor, count](Value& item) {
        Value next;
        if (!runtime->next(*cursor, next)) return false;
        item = Runtime::make_tuple({Value(*count), std::move(next)});
        *count += 1;
        return true;
    });
}

Value builtin_zip(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    take_keyword(keywords, "strict");
    no_other_keywords("zip", keywords);
    auto cursors = std::make_shared<std::vector<Cursor>>();
    for (const Value& iterable : args) cursors->push_back(rt.iterate(iterable));
    Runtime* runtime = &rt;
    return make_iterator("zip", [runtime, cursors](Value& item) {
        if (cursors->empty()) return false;
        std::vector<Value> items;
        for (Cursor& cursor : *cursors) {
            Value next;
            if (!runtime->next(cursor, next)) return false;
            items.push_back(std::move(next));
        }
        item = Runtime::make_tuple(std::move(items));
        return true;
    });
}

Value builtin_map(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("map", keywords);
    if (args.size() < 2) raise_error(BuiltinType::TypeError, "map() must have at least two arguments.");
    auto cursors = std::make_shared<std::vector<Cursor>>();
    for (std::size_t i = 1; i < args.size(); ++i) cursors->push_back(rt.iterate(args[i]));
    Runtime* runtime = &rt;
    Value function = args[0];
    return make_iterator("map", [runtime, cursors, function](Value& item) {
        std::vector<Value> call_args;
        for (Cursor& cursor : *cursors) {
            Value next;
            if (!runtime->next(cursor, next)) return false;
            call_args.push_back(std::move(next));
        }
        item = runtime->call(function, std::move(call_args));
        return true;
    });
}

Value builtin_filter(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("filter", keywords);
    expect_arguments("filter", args, 2, 2);
    auto cursor = std::make_shared<Cursor>(rt.iterate(args[1]));
    Runtime* runtime = &rt;
    Value function = args[0];
    return make_iterator("filter", [runtime, cursor, function](Value& item) {
        Value next;
        while (runtime->next(*cursor, next)) {
            const bool keep = function.is_none() ? runtime->truthy(next) : runtime->truthy(runtime->call(function, {next}));
            if (keep) {
                item = std::move(next);
                return true;
            }
        }
        return false;
    });
}

bool is_instance(const Value& value, const Value& spec, const char* name) {
    if (const auto* tuple = spec.object_as<TupleObject>()) {
        for (const Value& item : tuple->items)
            if (is_instance(value, item, name)) return true;
        return false;
    }
    const auto* cls = spec.object_as<ClassObject>();
    if (!cls)
        raise_error(BuiltinType::TypeError,
                    fmt::format("{}() arg 2 must be a type, a tuple of types, or a union", name));
    return class_of(value)->is_subclass_of(*cls);
}

Value builtin_isinstance(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("isinstance", keywords);
    expect_arguments("isinstance", args, 2, 2);
    rt.touch(args[0]);
    return Value::boolean(is_instance(args[0], args[1], "isinstance"));
}

Value builtin_issubclass(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("issubclass", keywords);
    expect_arguments("issubclass", args, 2, 2);
    const auto* cls = args[0].object_as<ClassObject>();
    if (!cls) raise_error(BuiltinType::TypeError, "issubclass() arg 1 must be a class");
    auto instance_of_cls = std::make_shared<InstanceObject>();
    instance_of_cls->cls = std::static_pointer_cast<ClassObject>(args[0].as_object());
    return Value::boolean(is_instance(Value(ObjectRef(instance_of_cls)), args[1], "issubclass"));
}

Value builtin_ord(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("ord", keywords);
    expect_arguments("ord", args, 1, 1);
    if (!args[0].is_str())
        raise_error(BuiltinType::TypeError,
                    fmt::format("ord() expected string of length 1, but {} found", type_name(args[0])));
    const std::u32string& text = args[0].as_str();
    // Traced: whether the text is one character is a decision, and the code its term.
    const TermRef term = rt.tracer && args[0].shadow() && args[0].shadow()->sort == Term::Sort::String ? args[0].shadow() : nullptr;
    if (term) {
        const std::string one = fmt::format("(= (str.len {}) 1)", term->smt);
        rt.tracer->decide_literal(text.size() == 1 ? one : "(not " + one + ")", 0);
    }
    if (text.size() != 1)
        raise_error(BuiltinType::TypeError,
                    fmt::format("ord() expected a character, but string of length {} found", text.size()));
    Value code(static_cast<long>(text[0]));
    if (term) code.set_shadow(rt.tracer->define(Term::Sort::Int, fmt::format("(str.to_code {})", term->smt)));
    return code;
}

Value builtin_chr(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("chr", keywords);
    expect_arguments("chr", args, 1, 1);
    const mpz_class code = integer_argument(args[0]);
    // Traced: the range is a decision; the solver's characters end at 255
    // (Z3 4.8.12), so a code past it is a decision too, and has no term.
    const TermRef term = rt.tracer && args[0].shadow() && args[0].shadow()->sort == Term::Sort::Int ? args[0].shadow() : nullptr;
    if (term) {
        const std::string in_range = fmt::format("(and (<= 0 {0}) (<= {0} 1114111))", term->smt);
        rt.tracer->decide_literal(code >= 0 && code <= 0x10FFFF ? in_range : "(not " + in_range + ")", 0);
        if (code >= 0 && code <= 0x10FFFF) {
            const std::string latin = fmt::format("(<= {} 255)", term->smt);
            rt.tracer->decide_literal(code <= 255 ? latin : "(not " + latin + ")", 0);
        }
    }
    if (code < 0 || code > 0x10FFFF) raise_error(BuiltinType::ValueError, "chr() arg not in range(0x110000)");
    Value text(std::u32string(1, static_cast<char32_t>(code.get_ui())));
    if (term && code <= 255) text.set_shadow(rt.tracer->define(Term::Sort::String, fmt::format("(str.from_code {})", term->smt)));
    return text;
}

Value builtin_round(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    std::optional<Value> digits = take_keyword(keywords, "ndigits");
    no_other_keywords("round", keywords);
    expect_arguments("round", args, 1, digits ? 1 : 2);
    if (!digits && args.size() > 1) digits = args[1];
    const Value& x = args[0];
    const bool none = !digits || digits->is_none();
    if (x.is_integral()) return none ? Value(x.integral()) : Value(round_int(x.integral(), small_integer_argument(*digits)));
    if (x.is_float()) {
        if (none) return Value(round_float_to_int(x.as_float()));
        return Value(round_float(x.as_float(), small_integer_argument(*digits)));
    }
    Value result;
    if (rt.call_special(x, "__round__", none ? std::vector<Value>{} : std::vector<Value>{*digits}, result)) return result;
    raise_error(BuiltinType::TypeError, fmt::format("type {} doesn't define __round__ method", type_name(x)));
}

Value builtin_divmod(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("divmod", keywords);
    expect_arguments("divmod", args, 2, 2);
    const Value& a = args[0];
    const Value& b = args[1];
    if (a.is_number() && b.is_number() && (a.is_float() || b.is_float())) {
        const double x = a.is_float() ? a.as_float() : int_to_double(a.integral());
        const double y = b.is_float() ? b.as_float() : int_to_double(b.integral());
        if (y == 0) raise_error(BuiltinType::ZeroDivisionError, "float divmod()");
        return Runtime::make_tuple({Value(float_floor_divide(x, y)), Value(float_modulo(x, y))});
    }
    if (a.is_integral() && b.is_integral()) {
        if (b.integral() == 0) raise_error(BuiltinType::ZeroDivisionError, "integer division or modulo by zero");
        return Runtime::make_tuple({Value(int_floor_divide(a.integral(), b.integral())),
                                    Value(int_floor_modulo(a.integral(), b.integral()))});
    }
    Value result;
    if (rt.call_special(a, "__divmod__", {b}, result)) return result;
    raise_error(BuiltinType::TypeError, fmt::format("unsupported operand type(s) for divmod(): '{}' and '{}'",
                                                    type_name(a), type_name(b)));
}

Value any_or_all(Runtime& rt, std::vector<Value>& args, Keywords& keywords, const char* name, bool any) {
    no_keywords(name, keywords);
    expect_arguments(name, args, 1, 1);
    Cursor cursor = rt.iterate(args[0]);
    Value item;
    while (rt.next(cursor, item))
        if (rt.truthy(item) == any) return Value::boolean(any);
    return Value::boolean(!any);
}

Value builtin_any(Runtime& rt, std::vector<Value>& args, Keywords& keywords) { return any_or_all(rt, args, keywords, "any", true); }
Value builtin_all(Runtime& rt, std::vector<Value>& args, Keywords& keywords) { return any_or_all(rt, args, keywords, "all", false); }

Value builtin_repr(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("repr", keywords);
    expect_arguments("repr", args, 1, 1);
    return Value(rt.repr(args[0]));
}

Value builtin_format(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("format", keywords);
    expect_arguments("format", args, 1, 2);
    if (args.size() > 1 && !args[1].is_str())
        raise_error(BuiltinType::TypeError,
                    fmt::format("format() argument 2 must be str, not {}", type_name(args[1])));
    return Value(rt.format(args[0], args.size() > 1 ? args[1].as_str() : std::u32string()));
}

Value builtin_pow(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("pow", keywords);
    expect_arguments("pow", args, 2, 3);
    if (args.size() == 2 || args[2].is_none()) return rt.binary(BinaryOp::Pow, args[0], args[1]);
    if (!args[0].is_integral() || !args[1].is_integral() || !args[2].is_integral())
        raise_error(BuiltinType::TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
    const mpz_class modulus = args[2].integral();
    if (modulus == 0) raise_error(BuiltinType::ValueError, "pow() 3rd argument cannot be 0");
    mpz_class base = args[0].integral();
    mpz_class exponent = args[1].integral();
    if (exponent < 0) {
        mpz_class inverse;
        if (mpz_invert(inverse.get_mpz_t(), base.get_mpz_t(), modulus.get_mpz_t()) == 0)
            raise_error(BuiltinType::ValueError, "base is not invertible for the given modulus");
        base = inverse;
        exponent = -exponent;
    }
    const mpz_class magnitude = abs(modulus);
    mpz_class result;
    mpz_powm(result.get_mpz_t(), base.get_mpz_t(), exponent.get_mpz_t(), magnitude.get_mpz_t());
    // Python's result has the modulus's sign.
    if (modulus < 0 && result != 0) result += modulus;
    return Value(result);
}

Value radix(std::vector<Value>& args, Keywords& keywords, const char* name, int base, const char* prefix) {
    no_keywords(name, keywords);
    expect_arguments(name, args, 1, 1);
    const mpz_class n = integer_argument(args[0]);
    const std::string digits = mpz_class(abs(n)).get_str(base);
    return Value(decode_utf8((n < 0 ? "-" : "") + std::string(prefix) + digits));
}

Value builtin_hex(Runtime&, std::vector<Value>& args, Keywords& keywords) { return radix(args, keywords, "hex", 16, "0x"); }
Value builtin_bin(Runtime&, std::vector<Value>& args, Keywords& keywords) { return radix(args, keywords, "bin", 2, "0b"); }
Value builtin_oct(Runtime&, std::vector<Value>& args, Keywords& keywords) { return radix(args, keywords, "oct", 8, "0o"); }

Value builtin_callable(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("callable", keywords);
    expect_arguments("callable", args, 1, 1);
    const Value& x = args[0];
    bool callable = x.object_as<FunctionObject>() || x.object_as<BuiltinFunctionObject>() ||
                    x.object_as<BoundMethodObject>() || x.object_as<ClassObject>();
    if (const auto* instance = x.object_as<InstanceObject>()) callable = instance->cls->lookup("__call__") != nullptr;
    return Value::boolean(callable);
}

const std::map<std::string, Handler>& builtin_functions() {
    static const std::map<std::string, Handler> functions = {
        {"print", builtin_print},       {"len", builtin_len},         {"abs", builtin_abs},
        {"min", builtin_min},           {"max", builtin_max},         {"sum", builtin_sum},
        {"sorted", builtin_sorted},     {"reversed", builtin_reversed}, {"enumerate", builtin_enumerate},
        {"zip", builtin_zip},           {"map", builtin_map},         {"filter", builtin_filter},
        {"isinstance", builtin_isinstance}, {"issubclass", builtin_issubclass}, {"ord", builtin_ord},
        {"chr", builtin_chr},           {"round", builtin_round},     {"divmod", builtin_divmod},
        {"any", builtin_any},           {"all", builtin_all},         {"repr", builtin_repr},
        {"format", builtin_format},     {"pow", builtin_pow},         {"hex", builtin_hex},
        {"bin", builtin_bin},           {"oct", builtin_oct},         {"callable", builtin_callable},
    };
    return functions;
}

// CPython's builtins that this interpreter does not have: using one stops
// the run as unsupported (it is not a NameError in Python).
const char* const kMissingBuiltins[] = {
    "aiter", "anext", "ascii", "breakpoint", "bytearray", "bytes", "classmethod", "compile", "complex", "copyright",
    "credits", "delattr", "dir", "eval", "exec", "exit", "frozenset", "getattr", "globals", "hasattr", "hash", "help",
    "id", "input", "iter", "license", "locals", "memoryview", "next", "open", "property", "quit", "set", "setattr",
    "slice", "staticmethod", "super", "vars", "NotImplemented", "Ellipsis", "__import__",
};

// int(text, base) as CPython parses it: whitespace around, a sign,
// underscores between digits, a 0x/0o/0b prefix for its base (or any, base 0).
std::optional<mpz_class> parse_int(const std::u32string& text, int base) {
    std::size_t begin = 0, end = text.size();
    auto space = [](char32_t c) { return c == U' ' || (c >= U'\t' && c <= U'\r') || c == 0x1C || c == 0x1D || c == 0x1E || c == 0x1F || c == 0x85 || c == 0xA0 || c == 0x3000; };
    while (begin < end && space(text[begin])) ++begin;
    while (end > begin && space(text[end - 1])) --end;
    std::string digits;
    bool negative = false;
    std::size_t at = begin;
    if (at < end && (text[at] == U'+' || text[at] == U'-')) negative = text[at++] == U'-';
    auto lower = [](char32_t c) { return c >= U'A' && c <= U'Z' ? c + 32 : c; };
    if (at + 1 < end && text[at] == U'0') {
        const char32_t p = lower(text[at + 1]);
        const int prefixed = p == U'x' ? 16 : p == U'o' ? 8 : p == U'b' ? 2 : 0;
        if (prefixed && (base == 0 || base == prefixed)) {
            base = prefixed;
            at += 2;
            if (at < end && text[at] == U'_') ++at;
        }
    }
    if (base == 0) {
        base = 10;
        // Base 0: a decimal literal may not start with 0 unless it is all zeros.
        bool all_zero = true;
        for (std::size_t i = at; i < end; ++i)
            if (text[i] != U'0' && text[i] != U'_') all_zero = false;
        if (end > at + 1 && text[at] == U'0' && !all_zero) return std::nullopt;
    }
    bool previous_underscore = true;  // no leading underscore
    for (; at < end; ++at) {
        const char32_t c = lower(text[at]);
        if (c == U'_') {
            if (previous_underscore) return std::nullopt;
            previous_underscore = true;
            continue;
        }
        int value = -1;
        if (c >= U'0' && c <= U'9') value = static_cast<int>(c - U'0');
        if (c >= U'a' && c <= U'z') value = static_cast<int>(c - U'a') + 10;
        if (value < 0 || value >= base) return std::nullopt;
        digits += static_cast<char>(c);
        previous_underscore = false;
    }
    if (digits.empty() || previous_underscore) return std::nullopt;
    mpz_class result(digits, base);
    return negative ? mpz_class(-result) : result;
}

// float(text): decimal or inf/nan forms, whitespace around, underscores between digits.
std::optional<double> parse_float(const std::u32string& text) {
    std::size_t begin = 0, end = text.size();
    auto space = [](char32_t c) { return c == U' ' || (c >= U'\t' && c <= U'\r'); };
    while (begin < end && space(text[begin])) ++begin;
    while (end > begin && space(text[end - 1])) --end;
    std::string ascii;
    for (std::size_t i = begin; i < end; ++i) {
        if (text[i] > 0x7F) return std::nullopt;
        ascii += static_cast<char>(text[i]);
    }
    std::string body = ascii;
    std::string sign;
    if (!body.empty() && (body[0] == '+' || body[0] == '-')) {
        sign = body.substr(0, 1);
        body = body.substr(1);
    }
    std::string lowered = body;
    for (char& c : lowered) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lowered == "inf" || lowered == "infinity") return sign == "-" ? -HUGE_VAL : HUGE_VAL;
    if (lowered == "nan") return sign == "-" ? -std::nan("") : std::nan("");
    // digits [. digits] [e [sign] digits], at least one digit in the mantissa; underscores only between digits.
    std::string plain;
    std::size_t i = 0;
    bool mantissa_digits = false;
    auto digit_run = [&](bool& any) {
        bool last_digit = false;
        while (i < body.size() && (std::isdigit(static_cast<unsigned char>(body[i])) || body[i] == '_')) {
            if (body[i] == '_') {
                if (!last_digit || i + 1 >= body.size() || !std::isdigit(static_cast<unsigned char>(body[i + 1]))) return false;
            } else {
                plain += body[i];
                any = true;
            }
            last_digit = body[i] != '_';
            ++i;
        }
        return true;
    };
    if (!digit_run(mantissa_digits)) return std::nullopt;
    if (i < body.size() && body[i] == '.') {
        plain += '.';
        ++i;
        if (i < body.size() && body[i] == '_') return std::nullopt;
        if (!digit_run(mantissa_digits)) return std::nullopt;
    }
    if (!mantissa_digits) return std::nullopt;
    if (i < body.size() && (body[i] == 'e' || body[i] == 'E')) {
        plain += 'e';
        ++i;
        if (i < body.size() && (body[i] == '+' || body[i] == '-')) plain += body[i++];
        bool exponent_digits = false;
        if (i < body.size() && body[i] == '_') return std::nullopt;
        if (!digit_run(exponent_digits) || !exponent_digits) return std::nullopt;
    }
    if (i != body.size()) return std::nullopt;
    return std::strtod((sign + plain).c_str(), nullptr);
}

}  // namespace

Value Runtime::builtin_function(const std::string& name) const {
    if (!builtin_functions().count(name)) {
        for (const char* missing : kMissingBuiltins)
            if (name == missing) stop_unsupported(fmt::format("the builtin {}", name));
        return Value();
    }
    auto function = std::make_shared<BuiltinFunctionObject>();
    function->name = name;
    return Value(ObjectRef(std::move(function)));
}

Value Runtime::construct_builtin(const ClassObject& cls, std::vector<Value>& args, Keywords& keywords) {
    // int(x), float(x), list(x), ... depend on x's type; str(x) and bool(x) work for all.
    if (cls.builtin != BuiltinType::Str && cls.builtin != BuiltinType::Bool && cls.builtin != BuiltinType::Type)
        for (const Value& arg : args) touch(arg);
    if (tracer && cls.builtin != BuiltinType::Type && cls.builtin != BuiltinType::List && cls.builtin != BuiltinType::Tuple)
        note_untracked(cls.name + "()", args, keywords);
    switch (cls.builtin) {
        case BuiltinType::Int: {
            std::optional<Value> base = take_keyword(keywords, "base");
            no_other_keywords("int", keywords);
            expect_arguments("int", args, 0, base ? 1 : 2);
            if (!base && args.size() > 1) base = args[1];
            if (args.empty()) {
                if (base) raise_error(BuiltinType::TypeError, "int() missing string argument");
                return Value(0);
            }
            const Value& x = args[0];
            if (base) {
                if (!x.is_str()) raise_error(BuiltinType::TypeError, "int() can't convert non-string with explicit base");
                const long b = small_integer_argument(*base);
                if (b != 0 && (b < 2 || b > 36))
                    raise_error(BuiltinType::ValueError, "int() base must be >= 2 and <= 36, or 0");
                if (auto parsed = parse_int(x.as_str(), static_cast<int>(b))) return Value(*parsed);
                raise_error(BuiltinType::ValueError,
                            U"invalid literal for int() with base " + decode_utf8(std::to_string(b)) + U": " + repr(x));
            }
            if (x.is_integral()) return Value(x.integral());
            if (x.is_float()) return Value(float_to_int(x.as_float()));
            if (x.is_str()) {
                if (auto parsed = parse_int(x.as_str(), 10)) return Value(*parsed);
                raise_error(BuiltinType::ValueError, U"invalid literal for int() with base 10: " + repr(x));
            }
            Value result;
            if (call_special(x, "__int__", {}, result)) return result;
            raise_error(BuiltinType::TypeError,
                        fmt::format("int() argument must be a string, a bytes-like object or a real number, not '{}'",
                                    type_name(x)));
        }
        case BuiltinType::Float: {
            no_keywords("float", keywords);
            expect_arguments("float", args, 0, 1);
            if (args.empty()) return Value(0.0);
            const Value& x = args[0];
            if (x.is_float()) return x;
            if (x.is_integral()) return Value(int_to_double(x.integral()));
            if (x.is_str()) {
                if (auto parsed = parse_float(x.as_str())) return Value(*parsed);
                raise_error(BuiltinType::ValueError, U"could not convert string to float: " + repr(x));
            }
            Value result;
            if (call_special(x, "__float__", {}, result)) return result;
            raise_error(BuiltinType::TypeError,
                        fmt::format("float() argument must be a string or a real number, not '{}'", type_name(x)));
        }
        case BuiltinType::Str:
            no_keywords("str", keywords);
            expect_arguments("str", args, 0, 1);
            return args.empty() ? Value(std::u32string()) : Value(str(args[0]));
        case BuiltinType::Bool:
            no_keywords("bool", keywords);
            expect_arguments("bool", args, 0, 1);
            return Value::boolean(!args.empty() && truthy(args[0]));
        case BuiltinType::List:
            no_keywords("list", keywords);
            expect_arguments("list", args, 0, 1);
            return make_list(args.empty() ? std::vector<Value>{} : to_vector(args[0]));
        case BuiltinType::Tuple:
            no_keywords("tuple", keywords);
            expect_arguments("tuple", args, 0, 1);
            if (!args.empty() && args[0].object_as<TupleObject>()) return args[0];
            return make_tuple(args.empty() ? std::vector<Value>{} : to_vector(args[0]));
        case BuiltinType::Dict: {
            expect_arguments("dict", args, 0, 1);
            auto dict = std::make_shared<DictObject>();
            const Value result{ObjectRef(dict)};
            if (!args.empty()) {
                std::vector<Value> update_args{result, args[0]};
                Keywords none;
                call_method("dict.update", update_args, none);
            }
            for (auto& [name, value] : keywords) dict_set(*dict, Value(decode_utf8(name)), std::move(value));
            return result;
        }
        case BuiltinType::Range: {
            no_keywords("range", keywords);
            if (args.empty()) raise_error(BuiltinType::TypeError, "range expected at least 1 argument, got 0");
            expect_arguments("range", args, 1, 3);
            auto range = std::make_shared<RangeObject>();
            range->start = 0;
            range->step = 1;
            if (args.size() == 1) {
                range->stop = integer_argument(args[0]);
            } else {
                range->start = integer_argument(args[0]);
                range->stop = integer_argument(args[1]);
                if (args.size() == 3) range->step = integer_argument(args[2]);
            }
            if (range->step == 0) raise_error(BuiltinType::ValueError, "range() arg 3 must not be zero");
            return Value(ObjectRef(std::move(range)));
        }
        case BuiltinType::Type:
            no_keywords("type", keywords);
            for (const Value& arg : args) touch(arg);
            if (args.size() != 1) {
                if (args.size() == 3) stop_unsupported("type() with three arguments");
                raise_error(BuiltinType::TypeError, "type() takes 1 or 3 arguments");
            }
            return Value(ObjectRef(class_of(args[0])));
        case BuiltinType::Object: {
            if (!args.empty() || !keywords.empty()) raise_error(BuiltinType::TypeError, "object() takes no arguments");
            auto instance = std::make_shared<InstanceObject>();
            instance->cls = builtin_class(BuiltinType::Object);
            return Value(ObjectRef(std::move(instance)));
        }
        default: break;
    }
    raise_error(BuiltinType::TypeError, fmt::format("cannot create '{}' instances", cls.name));
}

void Runtime::note_untracked(const std::string& what, const std::vector<Value>& args, const Keywords& keywords) {
    // The builtins and methods whose results keep their inputs' terms, or
    // whose decisions go through the traced operations (equality, order):
    // any other one computes from a value with a term a result without one.
    static const std::set<std::string> tracked = {
        "len", "print", "isinstance", "issubclass", "callable", "sorted", "min", "max", "reversed", "enumerate", "zip",
        "ord", "chr",
        "map", "filter", "any", "all", "list.append", "list.extend", "list.remove", "list.index", "list.count",
        "list.sort", "list.reverse", "list.copy", "list.clear", "tuple.index", "tuple.count", "bool()",
    };
    if (tracked.count(what)) return;
    bool termed = false;
    for (const Value& arg : args) termed = termed || (arg.shadow() && arg.shadow()->sort != Term::Sort::Opaque);
    for (const auto& [name, arg] : keywords) termed = termed || (arg.shadow() && arg.shadow()->sort != Term::Sort::Opaque);
    if (termed) tracer->note_concrete(what);
}

void Runtime::sort(std::vector<Value>& items, const Value& key, bool reverse) {
    std::vector<Value> keys;
    keys.reserve(items.size());
    for (const Value& item : items) keys.push_back(key.is_none() ? item : call(key, {item}));
    std::vector<std::size_t> order(items.size());
    std::iota(order.begin(), order.end(), 0);
    // Only <, as CPython's sort; reverse compares the other way round and stays stable.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return reverse ? less(keys[b], keys[a]) : less(keys[a], keys[b]);
    });
    std::vector<Value> sorted;
    sorted.reserve(items.size());
    for (const std::size_t i : order) sorted.push_back(std::move(items[i]));
    items = std::move(sorted);
}

Value Runtime::call_builtin(const BuiltinFunctionObject& function, std::vector<Value>& args, Keywords& keywords) {
    if (function.bound) args.insert(args.begin(), function.self);
    // What a builtin does depends on its arguments' types (len, abs, sorted,
    // a method's self): in a traced run, using an input here fixes its type.
    // Writing one out (print, str, repr, format) works for every type.
    if (tracer && function.name != "print" && function.name != "repr" && function.name != "format")
        for (const Value& arg : args) touch(arg);
    if (tracer) note_untracked(function.name, args, keywords);
    const auto found = builtin_functions().find(function.name);
    if (found != builtin_functions().end()) return found->second(*this, args, keywords);
    return call_method(function.name, args, keywords);
}

}  // namespace symcrete::python
