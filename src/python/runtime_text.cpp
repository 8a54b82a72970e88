// str(), repr() and format() (runtime.h), as CPython writes values.
#include <fmt/format.h>

#include <cmath>
#include <cstdio>
#include <set>

#include "numbers.h"
#include "runtime.h"
#include "unicode.h"

namespace symcrete::python {

namespace {

std::u32string ascii(const std::string& text) { return std::u32string(text.begin(), text.end()); }

// CPython's str.isprintable for one code point, for repr: every code point
// but the controls, format characters, separators other than the space,
// surrogates, private use and noncharacters. Python's full Unicode tables
// are not here: an unassigned code point counts as printable.
bool printable(char32_t c) {
    if (c < 0x20 || c == 0x7F) return false;
    if (c < 0x7F) return true;
    if (c <= 0xA0 || c == 0xAD) return false;
    if (c == 0x1680 || (c >= 0x2000 && c <= 0x200F) || (c >= 0x2028 && c <= 0x202F) || (c >= 0x205F && c <= 0x2064) ||
        c == 0x3000 || c == 0xFEFF || (c >= 0xFFF9 && c <= 0xFFFB))
        return false;
    if (c == 0x061C || c == 0x180E || (c >= 0x2066 && c <= 0x206F)) return false;
    if (c >= 0xD800 && c <= 0xF8FF) return false;  // surrogates, private use
    if ((c & 0xFFFE) == 0xFFFE || (c >= 0xFDD0 && c <= 0xFDEF)) return false;
    if (c >= 0xF0000) return false;  // planes 15 and 16: private use
    if (c >= 0xE0000 && c <= 0xE0FFF) return false;  // tags, variation selectors supplement
    return c <= 0x10FFFF;
}

std::u32string string_repr(const std::u32string& text) {
    const bool has_single = text.find(U'\'') != std::u32string::npos;
    const bool has_double = text.find(U'"') != std::u32string::npos;
    const char32_t quote = has_single && !has_double ? U'"' : U'\'';
    std::u32string out(1, quote);
    for (const char32_t c : text) {
        if (c == quote || c == U'\\') {
            out += U'\\';
            out += c;
        } else if (c == U'\t') {
            out += U"\\t";
        } else if (c == U'\n') {
            out += U"\\n";
        } else if (c == U'\r') {
            out += U"\\r";
        } else if (printable(c)) {
            out += c;
        } else if (c < 0x100) {
            out += ascii(fmt::format("\\x{:02x}", static_cast<unsigned>(c)));
        } else if (c < 0x10000) {
            out += ascii(fmt::format("\\u{:04x}", static_cast<unsigned>(c)));
        } else {
            out += ascii(fmt::format("\\U{:08x}", static_cast<unsigned>(c)));
        }
    }
    out += quote;
    return out;
}

std::string address(const void* pointer) { return fmt::format("0x{:x}", reinterpret_cast<std::uintptr_t>(pointer)); }

// The parts of a format spec: [[fill]align][sign][#][0][width][,|_][.precision][type].
struct FormatSpec {
    char32_t fill = U' ';
    bool fill_given = false;
    char32_t align = 0;
    char32_t sign = U'-';
    bool alternate = false;
    bool zero = false;
    std::size_t width = 0;
    char32_t grouping = 0;
    int precision = -1;
    char32_t type = 0;
};

bool is_align(char32_t c) { return c == U'<' || c == U'>' || c == U'^' || c == U'='; }

FormatSpec parse_spec(const std::u32string& spec) {
    FormatSpec f;
    std::size_t at = 0;
    if (spec.size() >= 2 && is_align(spec[1])) {
        f.fill = spec[0];
        f.fill_given = true;
        f.align = spec[1];
        at = 2;
    } else if (!spec.empty() && is_align(spec[0])) {
        f.align = spec[0];
        at = 1;
    }
    if (at < spec.size() && (spec[at] == U'+' || spec[at] == U'-' || spec[at] == U' ')) f.sign = spec[at++];
    if (at < spec.size() && spec[at] == U'#') {
        f.alternate = true;
        ++at;
    }
    if (at < spec.size() && spec[at] == U'0') {
        f.zero = true;
        ++at;
    }
    while (at < spec.size() && spec[at] >= U'0' && spec[at] <= U'9') f.width = f.width * 10 + (spec[at++] - U'0');
    if (at < spec.size() && (spec[at] == U',' || spec[at] == U'_')) f.grouping = spec[at++];
    if (at < spec.size() && spec[at] == U'.') {
        ++at;
        if (at >= spec.size() || spec[at] < U'0' || spec[at] > U'9')
            raise_error(BuiltinType::ValueError, "Format specifier missing precision");
        f.precision = 0;
        while (at < spec.size() && spec[at] >= U'0' && spec[at] <= U'9') f.precision = f.precision * 10 + static_cast<int>(spec[at++] - U'0');
    }
    if (at < spec.size()) f.type = spec[at++];
    if (at < spec.size()) raise_error(BuiltinType::ValueError, "Invalid format specifier");
    return f;
}

// Pads a formatted number or text to the spec's width.
// The fill and alignment in effect: a leading 0 in the width fills with
// zeros unless a fill is given, and aligns numbers after their sign ('=')
// unless an alignment is given.
std::pair<char32_t, char32_t> fill_and_align(const FormatSpec& f, char32_t default_align) {
    char32_t fill = f.fill;
    char32_t align = f.align ? f.align : default_align;
    if (f.zero && !f.fill_given) {
        fill = U'0';
        if (!f.align && default_align == U'>') align = U'=';
    }
    return {fill, align};
}

// Pads a formatted number or text to the spec's width.
std::u32string pad(const std::u32string& sign, const std::u32string& body, const FormatSpec& f, char32_t default_align) {
    const auto [fill, align] = fill_and_align(f, default_align);
    const std::size_t length = sign.size() + body.size();
    if (length >= f.width) return sign + body;
    const std::size_t padding = f.width - length;
    switch (align) {
        case U'<': return sign + body + std::u32string(padding, fill);
        case U'^': return std::u32string(padding / 2, fill) + sign + body + std::u32string(padding - padding / 2, fill);
        case U'=': return sign + std::u32string(padding, fill) + body;
        default: return std::u32string(padding, fill) + sign + body;
    }
}

// Digits grouped by `every` with `separator`; when the spec pads with zeros
// after the sign, the zeros are digits too and are grouped with them, to at
// least `width` characters (CPython's "0,001,000" for format(1000, "08,")).
std::string group_padded(std::string digits, char32_t separator, std::size_t every, std::size_t width) {
    auto grouped = [&](const std::string& d) {
        if (!separator) return d;
        std::string out;
        for (std::size_t i = 0; i < d.size(); ++i) {
            if (i > 0 && (d.size() - i) % every == 0) out += static_cast<char>(separator);
            out += d[i];
        }
        return out;
    };
    std::string out = grouped(digits);
    while (out.size() < width) {
        digits.insert(digits.begin(), '0');
        out = grouped(digits);
    }
    return out;
}

std::u32string sign_of(bool negative, const FormatSpec& f) {
    if (negative) return U"-";
    if (f.sign == U'+') return U"+";
    if (f.sign == U' ') return U" ";
    return U"";
}

[[noreturn]] void unknown_code(char32_t type, const char* of) {
    raise_error(BuiltinType::ValueError, decode_utf8(fmt::format("Unknown format code '{}' for object of type '{}'",
                                                                 encode_utf8(std::u32string(1, type)), of)));
}

std::string printf_double(const char* pattern, int precision, double value) {
    char buffer[512];
    const int n = std::snprintf(buffer, sizeof buffer, pattern, precision, value);
    if (n >= 0 && static_cast<std::size_t>(n) < sizeof buffer) return std::string(buffer, static_cast<std::size_t>(n));
    std::string big(static_cast<std::size_t>(n) + 1, '\0');
    std::snprintf(big.data(), big.size(), pattern, precision, value);
    big.resize(static_cast<std::size_t>(n));
    return big;
}

// Trailing zeros (and a bare point) of a mantissa removed: "1.2300" -> "1.23".
std::string strip_zeros(std::string digits) {
    if (digits.find('.') == std::string::npos) return digits;
    while (!digits.empty() && digits.back() == '0') digits.pop_back();
    if (!digits.empty() && digits.back() == '.') digits.pop_back();
    return digits;
}

// A non-negative finite double in a float presentation type.
std::string float_body(double magnitude, const FormatSpec& f) {
    const int precision = f.precision < 0 ? 6 : f.precision;
    switch (f.type) {
        case U'f':
        case U'F': return printf_double("%.*f", precision, magnitude);
        case U'e': return printf_double("%.*e", precision, magnitude);
        case U'E': return printf_double("%.*E", precision, magnitude);
        case U'%': return printf_double("%.*f", precision, magnitude * 100) + "%";
        case U'g':
        case U'G': {
            std::string out = printf_double(f.alternate ? "%#.*g" : "%.*g", precision == 0 ? 1 : precision, magnitude);
            if (f.type == U'G')
                for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            return out;
        }
        default: break;
    }
    // No type: repr without a precision; with one, 'g' that keeps a digit past the point.
    if (f.precision < 0) return float_repr(magnitude);
    const int p = precision == 0 ? 1 : precision;
    const std::string scientific = printf_double("%.*e", p - 1, magnitude);
    const int exponent = std::atoi(scientific.c_str() + scientific.find('e') + 1);
    if (exponent < -4 || exponent >= p - 1) {
        const std::size_t e = scientific.find('e');
        return strip_zeros(scientific.substr(0, e)) + scientific.substr(e);
    }
    std::string fixed = strip_zeros(printf_double("%.*f", std::max(p - 1 - exponent, 0), magnitude));
    if (fixed.find('.') == std::string::npos) fixed += ".0";
    return fixed;
}

}  // namespace

std::u32string Runtime::repr(const Value& value) {
    static thread_local std::set<const Object*> in_progress;  // containers being written: a cycle prints [...]
    if (value.is_none()) return U"None";
    if (value.is_bool()) return value.as_bool() ? U"True" : U"False";
    if (value.is_int()) return ascii(value.as_int().get_str());
    if (value.is_float()) return ascii(float_repr(value.as_float()));
    if (value.is_str()) return string_repr(value.as_str());
    const Object* object = value.as_object().get();
    auto items = [&](const std::vector<Value>& values, const char32_t* open, const char32_t* close) {
        if (in_progress.count(object)) return std::u32string(open) + U"..." + close;
        in_progress.insert(object);
        std::u32string out = open;
        try {
            for (std::size_t i = 0; i < values.size(); ++i) {
                if (i > 0) out += U", ";
                out += repr(values[i]);
            }
        } catch (...) {
            in_progress.erase(object);
            throw;
        }
        in_progress.erase(object);
        return out + close;
    };
    if (const auto* list = value.object_as<ListObject>()) return items(list->items, U"[", U"]");
    if (const auto* tuple = value.object_as<TupleObject>()) {
        if (tuple->items.size() == 1) return U"(" + repr(tuple->items[0]) + U",)";
        return items(tuple->items, U"(", U")");
    }
    if (auto* dict = value.object_as<DictObject>()) {
        if (in_progress.count(object)) return U"{...}";
        in_progress.insert(object);
        std::u32string out = U"{";
        bool first = true;
        try {
            for (const DictObject::Entry& entry : dict->entries) {
                if (!entry.live) continue;
                if (!first) out += U", ";
                first = false;
                out += repr(entry.key) + U": " + repr(entry.value);
            }
        } catch (...) {
            in_progress.erase(object);
            throw;
        }
        in_progress.erase(object);
        return out + U"}";
    }
    if (const auto* range = value.object_as<RangeObject>()) {
        std::string out = "range(" + range->start.get_str() + ", " + range->stop.get_str();
        if (range->step != 1) out += ", " + range->step.get_str();
        return ascii(out + ")");
    }
    if (value.object_as<DictViewObject>())
        return decode_utf8(class_of(value)->name) + U"(" + repr(make_list(to_vector(value))) + U")";
    if (const auto* slice = value.object_as<SliceObject>())
        return U"slice(" + repr(slice->start) + U", " + repr(slice->stop) + U", " + repr(slice->step) + U")";
    if (const auto* cls = value.object_as<ClassObject>())
        return decode_utf8(cls->is_user ? fmt::format("<class '{}.{}'>", module_name(), cls->name) : fmt::format("<class '{}'>", cls->name));
    if (const auto* function = value.object_as<FunctionObject>())
        return decode_utf8(fmt::format("<function {} at {}>", function->qualname, address(function)));
    if (const auto* builtin = value.object_as<BuiltinFunctionObject>()) {
        if (!builtin->bound) return decode_utf8(fmt::format("<built-in function {}>", builtin->name));
        const std::string method = builtin->name.substr(builtin->name.find('.') + 1);
        return decode_utf8(fmt::format("<built-in method {} of {} object at {}>", method, type_name(builtin->self),
                                       address(builtin->self.is_object() ? builtin->self.as_object().get() : builtin)));
    }
    if (const auto* method = value.object_as<BoundMethodObject>()) {
        const auto* function = method->function.object_as<FunctionObject>();
        return U"<bound method " + decode_utf8(function ? function->qualname : "?") + U" of " + repr(method->self) + U">";
    }
    if (const auto* iterator = value.object_as<IteratorObject>())
        return decode_utf8(fmt::format("<{} object at {}>", iterator->type_name, address(iterator)));
    if (const auto* instance = value.object_as<InstanceObject>()) {
        Value result;
        if (call_special(value, "__repr__", {}, result)) {
            if (!result.is_str())
                raise_error(BuiltinType::TypeError, fmt::format("__repr__ returned non-string (type {})", type_name(result)));
            return result.as_str();
        }
        if (instance->cls->is_exception()) {
            std::u32string out = decode_utf8(instance->cls->name);
            if (instance->args.size() == 1) return out + U"(" + repr(instance->args[0]) + U")";
            return out + repr(make_tuple(instance->args));
        }
        return decode_utf8(fmt::format("<{}.{} object at {}>", module_name(), instance->cls->name, address(instance)));
    }
    if (value.object_as<SuperObject>()) return U"<super object>";
    return decode_utf8(fmt::format("<{} object at {}>", type_name(value), address(object)));
}

std::u32string Runtime::str(const Value& value) {
    if (value.is_str()) return value.as_str();
    if (const auto* instance = value.object_as<InstanceObject>()) {
        Value result;
        if (call_special(value, "__str__", {}, result)) {
            if (!result.is_str())
                raise_error(BuiltinType::TypeError, fmt::format("__str__ returned non-string (type {})", type_name(result)));
            return result.as_str();
        }
        if (instance->cls->is_exception() && !instance->cls->lookup("__repr__")) {
            if (instance->args.empty()) return U"";
            if (instance->args.size() == 1) {
                if (instance->cls->is_subclass_of(*builtin_class(BuiltinType::KeyError))) return repr(instance->args[0]);
                return str(instance->args[0]);
            }
            return repr(make_tuple(instance->args));
        }
    }
    return repr(value);
}

std::u32string Runtime::format(const Value& value, const std::u32string& spec) {
    if (value.object_as<InstanceObject>()) {
        Value result;
        if (call_special(value, "__format__", {Value(spec)}, result) && result.is_str()) return result.as_str();
        if (!spec.empty())
            raise_error(BuiltinType::TypeError, fmt::format("unsupported format string passed to {}.__format__", type_name(value)));
        return str(value);
    }
    if (spec.empty()) return str(value);
    const FormatSpec f = parse_spec(spec);
    if (value.is_str()) {
        if (f.type && f.type != U's') unknown_code(f.type, "str");
        if (f.sign != U'-') raise_error(BuiltinType::ValueError, "Sign not allowed in string format specifier");
        std::u32string text = value.as_str();
        if (f.precision >= 0 && text.size() > static_cast<std::size_t>(f.precision)) text.resize(static_cast<std::size_t>(f.precision));
        FormatSpec left = f;
        if (!left.align && left.zero) {
            left.fill = U'0';
            left.align = U'<';
        }
        return pad(U"", text, left, U'<');
    }
    const bool float_type = f.type == U'e' || f.type == U'E' || f.type == U'f' || f.type == U'F' || f.type == U'g' ||
                            f.type == U'G' || f.type == U'%';
    if (value.is_integral() && !float_type) {
        if (f.precision >= 0) raise_error(BuiltinType::ValueError, "Precision not allowed in integer format specifier");
        const mpz_class number = value.integral();
        const mpz_class magnitude = abs(number);
        std::string body;
        std::string prefix;
        switch (f.type) {
            case 0:
            case U'd':
            case U'n': body = magnitude.get_str(10); break;
            case U'b': body = magnitude.get_str(2); prefix = f.alternate ? "0b" : ""; break;
            case U'o': body = magnitude.get_str(8); prefix = f.alternate ? "0o" : ""; break;
            case U'x': body = magnitude.get_str(16); prefix = f.alternate ? "0x" : ""; break;
            case U'X': {
                body = magnitude.get_str(16);
                for (char& c : body) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
                prefix = f.alternate ? "0X" : "";
                break;
            }
            case U'c': {
                if (number < 0 || number > 0x10FFFF) raise_error(BuiltinType::OverflowError, "%c arg not in range(0x110000)");
                return pad(U"", std::u32string(1, static_cast<char32_t>(number.get_ui())), f, U'>');
            }
            default: unknown_code(f.type, type_name(value).c_str());
        }
        const std::u32string sign = sign_of(number < 0, f) + ascii(prefix);
        const auto [fill, align] = fill_and_align(f, U'>');
        // Underscores group binary, octal and hex digits by four; both group decimal by three.
        const std::size_t every = (f.type == 0 || f.type == U'd' || f.type == U'n') ? 3 : 4;
        const bool zeros_are_digits = fill == U'0' && align == U'=' && f.width > sign.size();
        body = group_padded(body, f.grouping, every, zeros_are_digits ? f.width - sign.size() : 0);
        return pad(sign, ascii(body), f, U'>');
    }
    if (value.is_number()) {
        const double number = value.is_float() ? value.as_float() : int_to_double(value.integral());
        if (f.type && !float_type) unknown_code(f.type, type_name(value).c_str());
        const bool negative = std::signbit(number) && !std::isnan(number);
        std::string body;
        if (std::isnan(number) || std::isinf(number)) {
            body = std::isnan(number) ? "nan" : "inf";
            if (f.type == U'F' || f.type == U'E' || f.type == U'G')
                for (char& c : body) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            if (f.type == U'%') body += "%";
        } else {
            body = float_body(std::fabs(number), f);
            const std::u32string sign = sign_of(negative, f);
            const auto [fill, align] = fill_and_align(f, U'>');
            if (f.grouping || (fill == U'0' && align == U'=')) {
                std::size_t digits_end = 0;
                while (digits_end < body.size() && std::isdigit(static_cast<unsigned char>(body[digits_end]))) ++digits_end;
                const std::string rest = body.substr(digits_end);
                const bool zeros_are_digits = fill == U'0' && align == U'=' && f.width > sign.size() + rest.size();
                body = group_padded(body.substr(0, digits_end), f.grouping, 3,
                                    zeros_are_digits ? f.width - sign.size() - rest.size() : 0) + rest;
            }
        }
        return pad(sign_of(negative, f), ascii(body), f, U'>');
    }
    raise_error(BuiltinType::TypeError, fmt::format("unsupported format string passed to {}.__format__", type_name(value)));
}

}  // namespace symcrete::python
