#include "java_literal_reader.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <map>

#include <fmt/format.h>

#include "support/java_text.h"

namespace symcrete::testgen::detail {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$'; }

// The named constants a person may type for a value no short literal
// writes, as the JUnit writer itself names them.
const std::map<std::string, ReadLiteral, std::less<>>& named_constants() {
    static const std::map<std::string, ReadLiteral, std::less<>> constants = [] {
        std::map<std::string, ReadLiteral, std::less<>> m;
        auto integer = [&](const char* name, std::int64_t v, bool is_long) {
            ReadLiteral r;
            r.kind = ReadLiteral::Kind::Integer;
            r.integer = v;
            r.long_suffix = is_long;
            m[name] = r;
        };
        auto floating = [&](const char* name, double d, float f, bool is_float) {
            ReadLiteral r;
            r.kind = ReadLiteral::Kind::Floating;
            r.floating = d;
            r.floating_float = f;
            r.float_suffix = is_float;
            m[name] = r;
        };
        integer("Integer.MAX_VALUE", std::numeric_limits<std::int32_t>::max(), false);
        integer("Integer.MIN_VALUE", std::numeric_limits<std::int32_t>::min(), false);
        integer("Long.MAX_VALUE", std::numeric_limits<std::int64_t>::max(), true);
        integer("Long.MIN_VALUE", std::numeric_limits<std::int64_t>::min(), true);
        integer("Short.MAX_VALUE", std::numeric_limits<std::int16_t>::max(), false);
        integer("Short.MIN_VALUE", std::numeric_limits<std::int16_t>::min(), false);
        integer("Byte.MAX_VALUE", std::numeric_limits<std::int8_t>::max(), false);
        integer("Byte.MIN_VALUE", std::numeric_limits<std::int8_t>::min(), false);
        const double inf = std::numeric_limits<double>::infinity();
        const float inf_f = std::numeric_limits<float>::infinity();
        floating("Double.NaN", std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<float>::quiet_NaN(), false);
        floating("Double.POSITIVE_INFINITY", inf, inf_f, false);
        floating("Double.NEGATIVE_INFINITY", -inf, -inf_f, false);
        floating("Double.MAX_VALUE", std::numeric_limits<double>::max(), inf_f, false);
        floating("Double.MIN_VALUE", std::numeric_limits<double>::denorm_min(), 0.0f, false);
        floating("Float.NaN", std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<float>::quiet_NaN(), true);
        floating("Float.POSITIVE_INFINITY", inf, inf_f, true);
        floating("Float.NEGATIVE_INFINITY", -inf, -inf_f, true);
        floating("Float.MAX_VALUE", std::numeric_limits<float>::max(), std::numeric_limits<float>::max(), true);
        floating("Float.MIN_VALUE", std::numeric_limits<float>::denorm_min(), std::numeric_limits<float>::denorm_min(), true);
        return m;
    }();
    return constants;
}

class Reader {
public:
    Reader(std::string_view text, std::string* error) : s_(text), error_(error) {}

    std::optional<ReadLiteral> whole() {
        skip_spaces();
        std::optional<ReadLiteral> value;
        if (s_.substr(i_).starts_with("new ")) {
            value = new_array();
        } else if (peek() == '{') {
            value = braced({});
        } else {
            value = scalar();
        }
        skip_spaces();
        if (!value || i_ != s_.size()) return std::nullopt;
        return value;
    }

private:
    char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }
    void skip_spaces() {
        while (i_ < s_.size() && is_space(s_[i_])) ++i_;
    }
    std::nullopt_t fail(std::string message) {
        if (error_ != nullptr && error_->empty()) *error_ = std::move(message);
        return std::nullopt;
    }

    // new int[] {1, 2}
    std::optional<ReadLiteral> new_array() {
        i_ += 4;
        skip_spaces();
        const std::size_t start = i_;
        while (i_ < s_.size() && is_letter(s_[i_])) ++i_;
        const std::string type(s_.substr(start, i_ - start));
        static const char* const kPrimitives[] = {"boolean", "byte", "char", "short", "int", "long", "float", "double"};
        bool primitive = false;
        for (const char* name : kPrimitives) primitive |= type == name;
        if (!primitive && type != "String") return std::nullopt;
        skip_spaces();
        if (s_.substr(i_, 2) != "[]") return std::nullopt;
        i_ += 2;
        skip_spaces();
        if (peek() != '{') return std::nullopt;
        return braced(type);
    }

    std::optional<ReadLiteral> braced(const std::string& type) {
        ReadLiteral array;
        array.kind = ReadLiteral::Kind::Array;
        array.array_type = type;
        ++i_;  // {
        skip_spaces();
        while (peek() != '}') {
            auto element = scalar();
            if (!element) return std::nullopt;
            array.elements.push_back(std::move(*element));
            skip_spaces();
            if (peek() == ',') {
                ++i_;
                skip_spaces();
            } else if (peek() != '}') {
                return std::nullopt;
            }
        }
        ++i_;  // }
        return array;
    }

    std::optional<ReadLiteral> scalar() {
        skip_spaces();
        if (peek() == '(') return cast();
        bool negative = false;
        if (peek() == '-' || peek() == '+') {
            negative = peek() == '-';
            ++i_;
            skip_spaces();
        }
        const char c = peek();
        if (c == '"' || c == '\'') {
            if (negative) return std::nullopt;
            return c == '"' ? string_literal() : char_literal();
        }
        if (is_digit(c) || (c == '.' && i_ + 1 < s_.size() && is_digit(s_[i_ + 1]))) return number(negative);
        if (!is_letter(c)) return std::nullopt;
        const std::size_t start = i_;
        while (i_ < s_.size() && (is_letter(s_[i_]) || is_digit(s_[i_]) || s_[i_] == '.')) ++i_;
        const std::string_view word = s_.substr(start, i_ - start);
        ReadLiteral r;
        if (!negative && word == "null") return r;
        if (!negative && (word == "true" || word == "false")) {
            r.kind = ReadLiteral::Kind::Boolean;
            r.boolean = word == "true";
            return r;
        }
        const auto named = named_constants().find(word);
        if (named == named_constants().end()) return std::nullopt;
        r = named->second;
        if (negative) negate(r);
        return r;
    }

    // (byte) -1, (short) 300, (char) 65, (long) 3, (float) 1: a primitive
    // cast of a number, narrowed or widened as Java converts a constant.
    std::optional<ReadLiteral> cast() {
        ++i_;
        skip_spaces();
        const std::size_t start = i_;
        while (i_ < s_.size() && is_letter(s_[i_])) ++i_;
        const std::string_view type = s_.substr(start, i_ - start);
        skip_spaces();
        if (peek() != ')') return std::nullopt;
        ++i_;
        auto value = scalar();
        if (!value || (value->kind != ReadLiteral::Kind::Integer && value->kind != ReadLiteral::Kind::Char)) return std::nullopt;
        const std::int64_t n = value->kind == ReadLiteral::Kind::Char ? value->text.front() : value->integer;
        ReadLiteral r;
        r.kind = ReadLiteral::Kind::Integer;
        if (type == "byte") {
            r.integer = static_cast<std::int8_t>(static_cast<std::uint8_t>(n));
        } else if (type == "short") {
            r.integer = static_cast<std::int16_t>(static_cast<std::uint16_t>(n));
        } else if (type == "char") {
            r.kind = ReadLiteral::Kind::Char;
            r.text = std::u16string(1, static_cast<char16_t>(static_cast<std::uint16_t>(n)));
        } else if (type == "int") {
            r.integer = static_cast<std::int32_t>(static_cast<std::uint32_t>(n));
        } else if (type == "long") {
            r.integer = n;
            r.long_suffix = true;
        } else if (type == "float" || type == "double") {
            r.kind = ReadLiteral::Kind::Floating;
            r.floating = static_cast<double>(n);
            r.floating_float = static_cast<float>(n);
            r.float_suffix = type == "float";
        } else {
            return std::nullopt;
        }
        return r;
    }

    static void negate(ReadLiteral& r) {
        if (r.kind == ReadLiteral::Kind::Integer) {
            // Two's complement, as Java's unary minus: -Integer.MIN_VALUE is itself.
            if (r.long_suffix) {
                r.integer = static_cast<std::int64_t>(0ull - static_cast<std::uint64_t>(r.integer));
            } else {
                r.integer = static_cast<std::int32_t>(0u - static_cast<std::uint32_t>(static_cast<std::int32_t>(r.integer)));
            }
        } else if (r.kind == ReadLiteral::Kind::Floating) {
            r.floating = -r.floating;
            r.floating_float = -r.floating_float;
        }
    }

    std::optional<ReadLiteral> number(bool negative) {
        const std::size_t start = i_;
        const bool hex = s_.substr(i_, 2) == "0x" || s_.substr(i_, 2) == "0X";
        const bool binary = s_.substr(i_, 2) == "0b" || s_.substr(i_, 2) == "0B";
        while (i_ < s_.size()) {
            const char c = s_[i_];
            const char before = i_ > start ? s_[i_ - 1] : '\0';
            const bool exponent_sign = (c == '+' || c == '-') &&
                                       (hex ? (before == 'p' || before == 'P') : (before == 'e' || before == 'E'));
            if (!(is_digit(c) || is_letter(c) || c == '.' || exponent_sign)) break;
            ++i_;
        }
        std::string token;
        for (char c : s_.substr(start, i_ - start))
            if (c != '_') token += c;
        const std::string typed(s_.substr(start, i_ - start));
        const char last = token.back();
        const bool floating = hex ? token.find_first_of("pP") != std::string::npos
                                  : !binary && (token.find_first_of(".eE") != std::string::npos || last == 'f' ||
                                                last == 'F' || last == 'd' || last == 'D');
        ReadLiteral r;
        if (floating) {
            r.kind = ReadLiteral::Kind::Floating;
            r.float_suffix = last == 'f' || last == 'F';
            if (last == 'f' || last == 'F' || last == 'd' || last == 'D') token.pop_back();
            // C's strtod and strtof round the decimal (or hex) text once,
            // correctly, as javac does.
            char* end = nullptr;
            errno = 0;
            r.floating = std::strtod(token.c_str(), &end);
            if (end != token.c_str() + token.size()) return fail(fmt::format("{} is not a floating literal", typed));
            r.floating_float = std::strtof(token.c_str(), &end);
            if (std::isinf(r.float_suffix ? r.floating_float : r.floating))
                return fail(fmt::format("floating literal {} is too large", typed));
            if (negative) negate(r);
            return r;
        }
        r.kind = ReadLiteral::Kind::Integer;
        r.long_suffix = last == 'l' || last == 'L';
        if (r.long_suffix) token.pop_back();
        int radix = 10;
        std::size_t digits_at = 0;
        if (hex || binary) {
            radix = hex ? 16 : 2;
            digits_at = 2;
        } else if (token.size() > 1 && token[0] == '0') {
            radix = 8;
            digits_at = 1;
        }
        if (digits_at >= token.size()) return fail(fmt::format("{} has no digits", typed));
        std::uint64_t value = 0;
        for (std::size_t k = digits_at; k < token.size(); ++k) {
            const char c = token[k];
            int digit = is_digit(c) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : 99;
            if (digit >= radix) return fail(fmt::format("{} is not an integer literal", typed));
            if (value > (std::numeric_limits<std::uint64_t>::max() - static_cast<std::uint64_t>(digit)) / static_cast<std::uint64_t>(radix))
                return fail(fmt::format("integer literal {} is too large", typed));
            value = value * static_cast<std::uint64_t>(radix) + static_cast<std::uint64_t>(digit);
        }
        // Java's ranges: a decimal literal up to 2^31 (2^63 for a long)
        // only after a minus; the other radixes up to 2^32 - 1 (2^64 - 1),
        // read as two's complement.
        const std::uint64_t decimal_max = r.long_suffix ? (1ull << 63) - (negative ? 0 : 1) : (1ull << 31) - (negative ? 0 : 1);
        const std::uint64_t other_max = r.long_suffix ? std::numeric_limits<std::uint64_t>::max() : 0xffffffffull;
        if (value > (radix == 10 ? decimal_max : other_max))
            return fail(fmt::format("{} literal {}{} is too large", r.long_suffix ? "long" : "int", negative ? "-" : "", typed));
        r.integer = r.long_suffix ? static_cast<std::int64_t>(value)
                                  : static_cast<std::int32_t>(static_cast<std::uint32_t>(value));
        if (negative) negate(r);
        return r;
    }

    // One character of a char or String literal, its escape read; false at
    // a bad escape.
    bool character(std::u16string& out) {
        const char c = s_[i_];
        if (c != '\\') {
            // UTF-8 text: up to the next quote or backslash in one piece.
            std::size_t end = i_ + 1;
            while (end < s_.size() && (static_cast<unsigned char>(s_[end]) & 0xc0) == 0x80) ++end;
            out += java_text::to_utf16(s_.substr(i_, end - i_));
            i_ = end;
            return true;
        }
        if (i_ + 1 >= s_.size()) return false;
        const char e = s_[i_ + 1];
        i_ += 2;
        switch (e) {
            case 'b': out += u'\b'; return true;
            case 't': out += u'\t'; return true;
            case 'n': out += u'\n'; return true;
            case 'f': out += u'\f'; return true;
            case 'r': out += u'\r'; return true;
            case 's': out += u' '; return true;
            case '"': out += u'"'; return true;
            case '\'': out += u'\''; return true;
            case '\\': out += u'\\'; return true;
            case 'u': {
                while (peek() == 'u') ++i_;
                if (i_ + 4 > s_.size()) return false;
                unsigned unit = 0;
                for (int k = 0; k < 4; ++k) {
                    const char h = s_[i_ + static_cast<std::size_t>(k)];
                    const int digit = is_digit(h) ? h - '0' : (h >= 'a' && h <= 'f') ? h - 'a' + 10 : (h >= 'A' && h <= 'F') ? h - 'A' + 10 : -1;
                    if (digit < 0) return false;
                    unit = unit * 16 + static_cast<unsigned>(digit);
                }
                i_ += 4;
                out += static_cast<char16_t>(unit);
                return true;
            }
            default: break;
        }
        if (e < '0' || e > '7') return false;
        // Octal: up to three digits, at most \377.
        unsigned unit = static_cast<unsigned>(e - '0');
        const std::size_t most = e <= '3' ? 2 : 1;
        for (std::size_t k = 0; k < most && peek() >= '0' && peek() <= '7'; ++k) unit = unit * 8 + static_cast<unsigned>(s_[i_++] - '0');
        out += static_cast<char16_t>(unit);
        return true;
    }

    std::optional<ReadLiteral> string_literal() {
        ReadLiteral r;
        r.kind = ReadLiteral::Kind::String;
        ++i_;
        while (i_ < s_.size() && s_[i_] != '"') {
            if (s_[i_] == '\n') return fail("a String literal ends at the end of its line");
            if (!character(r.text)) return fail("a String literal has a bad escape");
        }
        if (i_ >= s_.size()) return fail("a String literal has no closing \"");
        ++i_;
        return r;
    }

    std::optional<ReadLiteral> char_literal() {
        ReadLiteral r;
        r.kind = ReadLiteral::Kind::Char;
        ++i_;
        if (i_ >= s_.size() || s_[i_] == '\'') return fail("a char literal holds one character");
        if (!character(r.text)) return fail("a char literal has a bad escape");
        if (r.text.size() != 1) return fail("a char literal holds one UTF-16 unit");
        if (peek() != '\'') return fail("a char literal holds one character, then '");
        ++i_;
        return r;
    }

    std::string_view s_;
    std::size_t i_ = 0;
    std::string* error_;
};

}  // namespace

std::optional<ReadLiteral> read_java_literal(std::string_view text, std::string* error) {
    return Reader(text, error).whole();
}

}  // namespace symcrete::testgen::detail
