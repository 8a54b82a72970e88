// The methods of str (methods.h), with CPython's argument checks and
// messages; case and character classes from unicode.h.
#include <fmt/format.h>

#include <algorithm>

#include "methods.h"
#include "unicode.h"

namespace symcrete::python {

namespace {

const std::u32string& text_of(const std::vector<Value>& args) { return args[0].as_str(); }

const std::u32string& str_argument(const Value& value, const char* what) {
    if (!value.is_str())
        raise_error(BuiltinType::TypeError, fmt::format("{} must be str, not {}", what, type_name(value)));
    return value.as_str();
}

// Python's lower-casing of one character in its text: a capital sigma that
// ends a word (a cased letter before it, none after) becomes the final sigma.
std::u32string lower_at(const std::u32string& text, std::size_t i) {
    const char32_t c = text[i];
    if (c != 0x3A3) return std::u32string(1, to_lower(c));
    auto cased = [](char32_t d) { return is_upper(d) || is_lower(d); };
    const bool after_cased = i > 0 && cased(text[i - 1]);
    const bool before_cased = i + 1 < text.size() && cased(text[i + 1]);
    return std::u32string(1, after_cased && !before_cased ? char32_t{0x3C2} : char32_t{0x3C3});
}

// Upper or title case of one character: the sharp s has no one-letter
// capital ("SS", title "Ss").
std::u32string upper_of(char32_t c, bool title) {
    if (c == 0xDF) return title ? U"Ss" : U"SS";
    return std::u32string(1, to_upper(c));
}

Value str_case(std::vector<Value>& args, const char* name, int mode) {
    arity(name, args, 0, 0);
    const std::u32string& text = text_of(args);
    std::u32string out;
    bool previous_cased = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char32_t c = text[i];
        switch (mode) {
            case 0: out += upper_of(c, false); break;
            case 1: out += lower_at(text, i); break;
            case 2: out += i == 0 ? upper_of(c, true) : lower_at(text, i); break;  // capitalize
            case 3: out += previous_cased ? lower_at(text, i) : upper_of(c, true); break;  // title
            default: out += is_upper(c) ? lower_at(text, i) : (is_lower(c) ? upper_of(c, false) : std::u32string(1, c)); break;
        }
        previous_cased = is_upper(c) || is_lower(c);
    }
    return Value(std::move(out));
}

Value str_upper(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("upper", k); return str_case(a, "str.upper", 0); }
Value str_lower(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("lower", k); return str_case(a, "str.lower", 1); }
Value str_capitalize(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("capitalize", k); return str_case(a, "str.capitalize", 2); }
Value str_title(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("title", k); return str_case(a, "str.title", 3); }
Value str_swapcase(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("swapcase", k); return str_case(a, "str.swapcase", 4); }
Value str_casefold(Runtime&, std::vector<Value>& a, Keywords& k) {
    no_keywords("casefold", k);
    arity("str.casefold", a, 0, 0);
    // Case folding has no final sigma: every sigma folds to σ.
    std::u32string out;
    for (const char32_t c : text_of(a)) out += c == 0xDF ? std::u32string(U"ss") : std::u32string(1, to_lower(c));
    return Value(std::move(out));
}

Value str_strip_side(std::vector<Value>& args, const char* name, bool left, bool right) {
    arity(name, args, 0, 1);
    const std::u32string& text = text_of(args);
    const bool whitespace = args.size() < 2 || args[1].is_none();
    if (!whitespace && !args[1].is_str())
        raise_error(BuiltinType::TypeError,
                    fmt::format("{} arg must be None or str", std::string(name).substr(4)));
    auto strip = [&](char32_t c) {
        return whitespace ? is_space(c) : args[1].as_str().find(c) != std::u32string::npos;
    };
    std::size_t begin = 0, end = text.size();
    if (left)
        while (begin < end && strip(text[begin])) ++begin;
    if (right)
        while (end > begin && strip(text[end - 1])) --end;
    return Value(text.substr(begin, end - begin));
}

Value str_strip(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("strip", k); return str_strip_side(a, "str.strip", true, true); }
Value str_lstrip(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("lstrip", k); return str_strip_side(a, "str.lstrip", true, false); }
Value str_rstrip(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("rstrip", k); return str_strip_side(a, "str.rstrip", false, true); }

// sep and maxsplit of split and rsplit, positional or by keyword.
void split_arguments(std::vector<Value>& args, Keywords& keywords, const char* name, Value& separator, long& maxsplit) {
    for (auto& [key, value] : keywords) {
        if (key == "sep") {
            args.resize(std::max<std::size_t>(args.size(), 2));
            args[1] = value;
        } else if (key == "maxsplit") {
            args.resize(std::max<std::size_t>(args.size(), 3));
            args[2] = value;
        } else {
            raise_error(BuiltinType::TypeError, fmt::format("{}() got an unexpected keyword argument '{}'", name, key));
        }
    }
    arity(name, args, 0, 2);
    separator = args.size() > 1 ? args[1] : Value();
    maxsplit = args.size() > 2 && !args[2].is_none() ? small_integer_argument(args[2]) : -1;
    if (!separator.is_none()) {
        str_argument(separator, "must be str or None, not");
        if (separator.as_str().empty()) raise_error(BuiltinType::ValueError, "empty separator");
    }
}

Value str_split(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    Value separator;
    long maxsplit = -1;
    split_arguments(args, keywords, "split", separator, maxsplit);
    const std::u32string& text = text_of(args);
    std::vector<Value> parts;
    if (separator.is_none()) {
        std::size_t at = 0;
        while (true) {
            while (at < text.size() && is_space(text[at])) ++at;
            if (at >= text.size()) break;
            if (maxsplit >= 0 && static_cast<long>(parts.size()) == maxsplit) {
                parts.push_back(Value(text.substr(at)));
                break;
            }
            std::size_t end = at;
            while (end < text.size() && !is_space(text[end])) ++end;
            parts.push_back(Value(text.substr(at, end - at)));
            at = end;
        }
    } else {
        const std::u32string& sep = separator.as_str();
        std::size_t at = 0;
        while (true) {
            const std::size_t found = text.find(sep, at);
            if (found == std::u32string::npos || (maxsplit >= 0 && static_cast<long>(parts.size()) == maxsplit)) {
                parts.push_back(Value(text.substr(at)));
                break;
            }
            parts.push_back(Value(text.substr(at, found - at)));
            at = found + sep.size();
        }
    }
    return Runtime::make_list(std::move(parts));
}

Value str_rsplit(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    Value separator;
    long maxsplit = -1;
    split_arguments(args, keywords, "rsplit", separator, maxsplit);
    const std::u32string& text = text_of(args);
    std::vector<Value> parts;
    if (separator.is_none()) {
        std::size_t end = text.size();
        while (true) {
            while (end > 0 && is_space(text[end - 1])) --end;
            if (end == 0) break;
            if (maxsplit >= 0 && static_cast<long>(parts.size()) == maxsplit) {
                parts.push_back(Value(text.substr(0, end)));
                break;
            }
            std::size_t begin = end;
            while (begin > 0 && !is_space(text[begin - 1])) --begin;
            parts.push_back(Value(text.substr(begin, end - begin)));
            end = begin;
        }
    } else {
        const std::u32string& sep = separator.as_str();
        std::size_t end = text.size();
        while (true) {
            const std::size_t found = end >= sep.size() ? text.rfind(sep, end - sep.size()) : std::u32string::npos;
            if (found == std::u32string::npos || (maxsplit >= 0 && static_cast<long>(parts.size()) == maxsplit)) {
                parts.push_back(Value(text.substr(0, end)));
                break;
            }
            parts.push_back(Value(text.substr(found + sep.size(), end - found - sep.size())));
            end = found;
        }
    }
    std::reverse(parts.begin(), parts.end());
    return Runtime::make_list(std::move(parts));
}

Value str_splitlines(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    bool keepends = false;
    for (auto& [key, value] : keywords) {
        if (key != "keepends") raise_error(BuiltinType::TypeError, fmt::format("splitlines() got an unexpected keyword argument '{}'", key));
        keepends = value.is_integral() ? value.integral() != 0 : !value.is_none();
    }
    arity("splitlines", args, 0, 1);
    if (args.size() > 1) keepends = args[1].is_integral() && args[1].integral() != 0;
    const std::u32string& text = text_of(args);
    auto is_break = [](char32_t c) {
        return c == U'\n' || c == U'\r' || c == 0x0B || c == 0x0C || c == 0x1C || c == 0x1D || c == 0x1E || c == 0x85 ||
               c == 0x2028 || c == 0x2029;
    };
    std::vector<Value> lines;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = at;
        while (end < text.size() && !is_break(text[end])) ++end;
        std::size_t next = end;
        if (next < text.size()) next += (text[next] == U'\r' && next + 1 < text.size() && text[next + 1] == U'\n') ? 2 : 1;
        lines.push_back(Value(text.substr(at, (keepends ? next : end) - at)));
        at = next;
    }
    return Runtime::make_list(std::move(lines));
}

Value str_join(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("join", keywords);
    arity("str.join", args, 1, 1);
    std::u32string out;
    Cursor cursor = [&] {
        try {
            return rt.iterate(args[1]);
        } catch (PythonException& e) {
            if (class_of(e.exception)->builtin != BuiltinType::TypeError) throw;
            raise_error(BuiltinType::TypeError, "can only join an iterable");
        }
    }();
    Value item;
    std::size_t index = 0;
    while (rt.next(cursor, item)) {
        if (!item.is_str())
            raise_error(BuiltinType::TypeError,
                        fmt::format("sequence item {}: expected str instance, {} found", index, type_name(item)));
        if (index > 0) out += text_of(args);
        out += item.as_str();
        ++index;
    }
    return Value(std::move(out));
}

Value str_replace(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("replace", keywords);
    arity("replace", args, 2, 3);
    const std::u32string& text = text_of(args);
    const std::u32string& old = str_argument(args[1], "replace() argument 1");
    const std::u32string& replacement = str_argument(args[2], "replace() argument 2");
    long count = args.size() > 3 ? small_integer_argument(args[3]) : -1;
    std::u32string out;
    if (old.empty()) {
        // Inserted before each character and at the end, up to count times.
        for (std::size_t i = 0; i <= text.size(); ++i) {
            if (count != 0) {
                out += replacement;
                if (count > 0) --count;
            }
            if (i < text.size()) out += text[i];
        }
        return Value(std::move(out));
    }
    std::size_t at = 0;
    while (count != 0) {
        const std::size_t found = text.find(old, at);
        if (found == std::u32string::npos) break;
        out += text.substr(at, found - at) + replacement;
        at = found + old.size();
        if (count > 0) --count;
    }
    out += text.substr(at);
    return Value(std::move(out));
}

// find, rfind, index, rindex: the position of sub within [start, end), or npos.
std::size_t search(std::vector<Value>& args, const char* name, bool from_right) {
    arity(name, args, 1, 3);
    const std::u32string& text = text_of(args);
    if (!args[1].is_str())
        raise_error(BuiltinType::TypeError, fmt::format("must be str, not {}", type_name(args[1])));
    const std::u32string& sub = args[1].as_str();
    const auto [start, end] = bounds(args, 2, text.size());
    if (start > text.size() || end - start < sub.size()) return std::u32string::npos;
    if (from_right) {
        const std::size_t found = text.rfind(sub, end - sub.size());
        return found != std::u32string::npos && found >= start ? found : std::u32string::npos;
    }
    const std::size_t found = text.find(sub, start);
    return found != std::u32string::npos && found + sub.size() <= end ? found : std::u32string::npos;
}

Value position(std::size_t found) { return found == std::u32string::npos ? Value(-1) : Value(static_cast<long>(found)); }

Value str_find(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("find", k); return position(search(a, "find", false)); }
Value str_rfind(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("rfind", k); return position(search(a, "rfind", true)); }
Value str_index(Runtime&, std::vector<Value>& a, Keywords& k) {
    no_keywords("index", k);
    const std::size_t found = search(a, "index", false);
    if (found == std::u32string::npos) raise_error(BuiltinType::ValueError, "substring not found");
    return position(found);
}
Value str_rindex(Runtime&, std::vector<Value>& a, Keywords& k) {
    no_keywords("rindex", k);
    const std::size_t found = search(a, "rindex", true);
    if (found == std::u32string::npos) raise_error(BuiltinType::ValueError, "substring not found");
    return position(found);
}

Value str_count(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("count", keywords);
    arity("count", args, 1, 3);
    const std::u32string& text = text_of(args);
    const std::u32string& sub = str_argument(args[1], "must be");
    const auto [start, end] = bounds(args, 2, text.size());
    if (start > text.size() || end - start < sub.size()) return Value(0);
    if (sub.empty()) return Value(static_cast<long>(end - start + 1));
    long count = 0;
    for (std::size_t at = text.find(sub, start); at != std::u32string::npos && at + sub.size() <= end;
         at = text.find(sub, at + sub.size()))
        ++count;
    return Value(count);
}

Value affix(std::vector<Value>& args, const char* name, bool prefix) {
    arity(name, args, 1, 3);
    const std::u32string& text = text_of(args);
    const auto [start, end] = bounds(args, 2, text.size());
    std::vector<Value> candidates;
    if (const auto* tuple = args[1].object_as<TupleObject>()) {
        candidates = tuple->items;
    } else {
        candidates.push_back(args[1]);
    }
    for (const Value& candidate : candidates) {
        if (!candidate.is_str())
            raise_error(BuiltinType::TypeError,
                        args[1].object_as<TupleObject>()
                            ? fmt::format("tuple for {} must only contain str, not {}", name, type_name(candidate))
                            : fmt::format("{} first arg must be str or a tuple of str, not {}", name, type_name(candidate)));
        const std::u32string& s = candidate.as_str();
        if (start > text.size() || end - start < s.size()) continue;
        if (prefix ? text.compare(start, s.size(), s) == 0 : text.compare(end - s.size(), s.size(), s) == 0)
            return Value::boolean(true);
    }
    return Value::boolean(false);
}

Value str_startswith(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("startswith", k); return affix(a, "startswith", true); }
Value str_endswith(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("endswith", k); return affix(a, "endswith", false); }

// isdigit, isalpha, ...: every character has the property, and there is one.
Value all_chars(std::vector<Value>& args, const char* name, bool (*property)(char32_t)) {
    arity(name, args, 0, 0);
    const std::u32string& text = text_of(args);
    if (text.empty()) return Value::boolean(false);
    return Value::boolean(std::all_of(text.begin(), text.end(), property));
}

bool is_alnum(char32_t c) { return is_alpha(c) || is_digit(c); }
bool is_ascii(char32_t c) { return c < 0x80; }

Value str_isdigit(Runtime&, std::vector<Value>& a, Keywords&) { return all_chars(a, "isdigit", is_digit); }
Value str_isalpha(Runtime&, std::vector<Value>& a, Keywords&) { return all_chars(a, "isalpha", is_alpha); }
Value str_isalnum(Runtime&, std::vector<Value>& a, Keywords&) { return all_chars(a, "isalnum", is_alnum); }
Value str_isspace(Runtime&, std::vector<Value>& a, Keywords&) { return all_chars(a, "isspace", is_space); }
Value str_isascii(Runtime&, std::vector<Value>& a, Keywords&) {
    arity("isascii", a, 0, 0);
    const std::u32string& text = text_of(a);
    return Value::boolean(std::all_of(text.begin(), text.end(), is_ascii));
}

// isupper, islower: some cased character, and no cased one of the other case.
Value cased(std::vector<Value>& args, const char* name, bool upper) {
    arity(name, args, 0, 0);
    bool any = false;
    for (const char32_t c : text_of(args)) {
        if ((upper && is_lower(c)) || (!upper && is_upper(c))) return Value::boolean(false);
        if ((upper && is_upper(c)) || (!upper && is_lower(c))) any = true;
    }
    return Value::boolean(any);
}

Value str_isupper(Runtime&, std::vector<Value>& a, Keywords&) { return cased(a, "isupper", true); }
Value str_islower(Runtime&, std::vector<Value>& a, Keywords&) { return cased(a, "islower", false); }
Value str_istitle(Runtime&, std::vector<Value>& args, Keywords&) {
    arity("istitle", args, 0, 0);
    bool previous_cased = false, any = false;
    for (const char32_t c : text_of(args)) {
        if (is_upper(c)) {
            if (previous_cased) return Value::boolean(false);
            previous_cased = any = true;
        } else if (is_lower(c)) {
            if (!previous_cased) return Value::boolean(false);
            previous_cased = any = true;
        } else {
            previous_cased = false;
        }
    }
    return Value::boolean(any);
}

// center, ljust, rjust.
Value justify(std::vector<Value>& args, const char* name, char kind) {
    arity(name, args, 1, 2);
    const std::u32string& text = text_of(args);
    const long width = small_integer_argument(args[1]);
    char32_t fill = U' ';
    if (args.size() > 2) {
        if (!args[2].is_str() || args[2].as_str().size() != 1)
            raise_error(BuiltinType::TypeError, "The fill character must be exactly one character long");
        fill = args[2].as_str()[0];
    }
    if (width <= static_cast<long>(text.size())) return args[0];
    const std::size_t margin = static_cast<std::size_t>(width) - text.size();
    if (kind == '<') return Value(text + std::u32string(margin, fill));
    if (kind == '>') return Value(std::u32string(margin, fill) + text);
    // CPython's centring puts the odd space on the left when the width is odd.
    const std::size_t left = margin / 2 + (margin & static_cast<std::size_t>(width) & 1);
    return Value(std::u32string(left, fill) + text + std::u32string(margin - left, fill));
}

Value str_center(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("center", k); return justify(a, "center", '^'); }
Value str_ljust(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("ljust", k); return justify(a, "ljust", '<'); }
Value str_rjust(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("rjust", k); return justify(a, "rjust", '>'); }

Value str_zfill(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("zfill", keywords);
    arity("zfill", args, 1, 1);
    std::u32string text = text_of(args);
    const long width = small_integer_argument(args[1]);
    if (width <= static_cast<long>(text.size())) return args[0];
    const std::size_t fill = static_cast<std::size_t>(width) - text.size();
    const std::size_t at = !text.empty() && (text[0] == U'+' || text[0] == U'-') ? 1 : 0;
    text.insert(at, std::u32string(fill, U'0'));
    return Value(std::move(text));
}

Value partition(std::vector<Value>& args, const char* name, bool from_right) {
    arity(name, args, 1, 1);
    const std::u32string& text = text_of(args);
    const std::u32string& sep = str_argument(args[1], "must be");
    if (sep.empty()) raise_error(BuiltinType::ValueError, "empty separator");
    const std::size_t found = from_right ? text.rfind(sep) : text.find(sep);
    if (found == std::u32string::npos) {
        if (from_right) return Runtime::make_tuple({Value(std::u32string()), Value(std::u32string()), args[0]});
        return Runtime::make_tuple({args[0], Value(std::u32string()), Value(std::u32string())});
    }
    return Runtime::make_tuple({Value(text.substr(0, found)), args[1], Value(text.substr(found + sep.size()))});
}

Value str_partition(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("partition", k); return partition(a, "partition", false); }
Value str_rpartition(Runtime&, std::vector<Value>& a, Keywords& k) { no_keywords("rpartition", k); return partition(a, "rpartition", true); }

Value str_removeprefix(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("removeprefix", keywords);
    arity("removeprefix", args, 1, 1);
    const std::u32string& text = text_of(args);
    const std::u32string& prefix = str_argument(args[1], "removeprefix() argument must be str, not");
    if (text.compare(0, prefix.size(), prefix) == 0) return Value(text.substr(prefix.size()));
    return args[0];
}

Value str_removesuffix(Runtime&, std::vector<Value>& args, Keywords& keywords) {
    no_keywords("removesuffix", keywords);
    arity("removesuffix", args, 1, 1);
    const std::u32string& text = text_of(args);
    const std::u32string& suffix = str_argument(args[1], "removesuffix() argument must be str, not");
    if (!suffix.empty() && text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0)
        return Value(text.substr(0, text.size() - suffix.size()));
    return args[0];
}

// str.format: {} {0} {name}, with !r/!s conversions and format specs.
Value str_format(Runtime& rt, std::vector<Value>& args, Keywords& keywords) {
    const std::u32string& text = text_of(args);
    std::u32string out;
    std::size_t automatic = 0;
    bool used_automatic = false, used_manual = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char32_t c = text[i];
        if (c == U'}') {
            if (i + 1 < text.size() && text[i + 1] == U'}') {
                out += U'}';
                ++i;
                continue;
            }
            raise_error(BuiltinType::ValueError, "Single '}' encountered in format string");
        }
        if (c != U'{') {
            out += c;
            continue;
        }
        if (i + 1 < text.size() && text[i + 1] == U'{') {
            out += U'{';
            ++i;
            continue;
        }
        const std::size_t close = text.find(U'}', i);
        if (close == std::u32string::npos) raise_error(BuiltinType::ValueError, "Single '{' encountered in format string");
        std::u32string field = text.substr(i + 1, close - i - 1);
        i = close;
        std::u32string spec;
        char32_t conversion = 0;
        if (const std::size_t colon = field.find(U':'); colon != std::u32string::npos) {
            spec = field.substr(colon + 1);
            field = field.substr(0, colon);
        }
        if (const std::size_t bang = field.find(U'!'); bang != std::u32string::npos) {
            if (bang + 2 != field.size()) raise_error(BuiltinType::ValueError, "expected ':' after conversion specifier");
            conversion = field[bang + 1];
            field = field.substr(0, bang);
        }
        if (spec.find(U'{') != std::u32string::npos) stop_unsupported("a nested field in a str.format spec");
        Value value;
        if (field.empty()) {
            if (used_manual)
                raise_error(BuiltinType::ValueError, "cannot switch from manual field specification to automatic field numbering");
            used_automatic = true;
            if (automatic + 1 >= args.size())
                raise_error(BuiltinType::IndexError,
                            fmt::format("Replacement index {} out of range for positional args tuple", automatic));
            value = args[1 + automatic++];
        } else if (std::all_of(field.begin(), field.end(), [](char32_t d) { return d >= U'0' && d <= U'9'; })) {
            if (used_automatic)
                raise_error(BuiltinType::ValueError, "cannot switch from automatic field numbering to manual field specification");
            used_manual = true;
            const std::size_t index = std::stoul(encode_utf8(field));
            if (index + 1 >= args.size())
                raise_error(BuiltinType::IndexError,
                            fmt::format("Replacement index {} out of range for positional args tuple", index));
            value = args[1 + index];
        } else {
            const std::string name = encode_utf8(field);
            if (name.find_first_of(".[") != std::string::npos) stop_unsupported("an attribute or index in a str.format field");
            bool found = false;
            for (const auto& [key, v] : keywords)
                if (key == name) {
                    value = v;
                    found = true;
                }
            if (!found) raise_key_error(Value(field));
        }
        if (conversion == U'r' || conversion == U'a') value = Value(rt.repr(value));
        else if (conversion == U's') value = Value(rt.str(value));
        else if (conversion != 0) raise_error(BuiltinType::ValueError, "Unknown conversion specifier");
        out += rt.format(value, spec);
    }
    return Value(std::move(out));
}

}  // namespace

void add_str_methods(MethodTable& table) {
    table.insert({
        {"str.upper", str_upper}, {"str.lower", str_lower}, {"str.capitalize", str_capitalize},
        {"str.title", str_title}, {"str.swapcase", str_swapcase}, {"str.casefold", str_casefold},
        {"str.strip", str_strip}, {"str.lstrip", str_lstrip}, {"str.rstrip", str_rstrip},
        {"str.split", str_split}, {"str.rsplit", str_rsplit}, {"str.splitlines", str_splitlines},
        {"str.join", str_join}, {"str.replace", str_replace}, {"str.find", str_find}, {"str.rfind", str_rfind},
        {"str.index", str_index}, {"str.rindex", str_rindex}, {"str.count", str_count},
        {"str.startswith", str_startswith}, {"str.endswith", str_endswith}, {"str.isdigit", str_isdigit},
        {"str.isdecimal", str_isdigit}, {"str.isnumeric", str_isdigit}, {"str.isalpha", str_isalpha},
        {"str.isalnum", str_isalnum}, {"str.isspace", str_isspace}, {"str.isascii", str_isascii},
        {"str.isupper", str_isupper}, {"str.islower", str_islower}, {"str.istitle", str_istitle},
        {"str.center", str_center}, {"str.ljust", str_ljust}, {"str.rjust", str_rjust}, {"str.zfill", str_zfill},
        {"str.partition", str_partition}, {"str.rpartition", str_rpartition},
        {"str.removeprefix", str_removeprefix}, {"str.removesuffix", str_removesuffix}, {"str.format", str_format}
    });
}

}  // namespace symcrete::python
