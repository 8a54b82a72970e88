// Methods of str, list, tuple, dict, int and float (runtime.h), with
// CPython's argument checks and messages. A method CPython has and this
// file does not stops the run as unsupported.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "runtime.h"
#include "unicode.h"

namespace symcrete::python {

namespace {

using Method = Value (*)(Runtime&, std::vector<Value>&, Keywords&);

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

const std::u32string& text_of(const std::vector<Value>& args) { return args[0].as_str(); }

const std::u32string& str_argument(const Value& value, const char* what) {
    if (!value.is_str())
        raise_error(BuiltinType::TypeError, fmt::format("{} must be str, not {}", what, type_name(value)));
    return value.as_str();
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
                parts.emplace_back(text.substr(at));
                break;
            }
            std::size_t end = at;
            while (end < text.size() && !is_space(text[end])) ++end;
            parts.emplace_back(text.substr(at, end - at));
            at = end;
        }
    } else {
        const std::u32string& sep = separator.as_str();
        std::size_t at = 0;
        while (true) {
            const std::size_t found = text.find(sep, at);
            if (found == std::u32string::npos || (maxsplit >= 0 && static_cast<long>(parts.size()) == maxsplit)) {
                parts.emplace_back(text.substr(at));
                break;
            }
            parts.emplace_back(text.substr(at, found - at));
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
                parts.emplace_back(text.substr(0, end));
                break;
            }
            std::size_t begin = end;
            while (begin > 0 && !is_space(text[begin - 1])) --begin;
            parts.emplace_back(text.substr(begin, end - begin));
            end = begin;
        }
    } else {
        const std::u32string& sep = separator.as_str();
        std::size_t end = text.size();
        while (true) {
            const std::size_t found = end >= sep.size() ? text.rfind(sep, end - sep.size()) : std::u32string::npos;
            if (found == std::u32string::npos || (maxsplit >= 0 && static_cast<long>(parts.size()) == maxsplit)) {
                parts.emplace_back(text.substr(0, end));
                break;
            }
            parts.emplace_back(text.substr(found + sep.size(), end - found - sep.size()));
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
        lines.emplace_back(text.substr(at, (keepends ? next : end) - at));
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

const std::map<std::string, Method>& methods() {
    static const std::map<std::string, Method> table = {
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
        {"str.removeprefix", str_removeprefix}, {"str.removesuffix", str_removesuffix}, {"str.format", str_format},
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
