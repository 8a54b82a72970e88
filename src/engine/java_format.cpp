// The Formatter model of java_format.h. The whole format is parsed before
// anything is formatted, as the JDK does, so a bad specifier fails even after
// good ones; then each specifier renders into the output, which keeps the
// partial text printf needs when one throws. Failures are C++ exceptions local
// to this file (JavaException, NotModelled), caught once in java_format, so the
// formatting rules read without result plumbing. Numbers round the JDK's
// decimal digits HALF_UP, not the binary value, as Formatter does.
#include "java_format.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <initializer_list>
#include <limits>
#include <optional>

#include "support/java_text.h"

namespace symcrete::engine {
namespace {

// ------------------------------------------------------------------ failures

// Thrown from wherever a specifier fails and caught in java_format; the
// formatter is shallow, but threading a result through every helper would
// bury the formatting rules.
struct JavaException {
    std::string simple_name;  // of a class in java.util
    std::u16string message;
};

struct NotModelled {
    std::string reason;
};

std::u16string ascii(std::string_view s) { return std::u16string(s.begin(), s.end()); }

[[noreturn]] void throw_java(std::string simple_name, std::u16string message) {
    throw JavaException{std::move(simple_name), std::move(message)};
}

[[noreturn]] void not_modelled(std::string reason) { throw NotModelled{std::move(reason)}; }

[[noreturn]] void unknown_conversion(std::u16string conversion) {
    throw_java("UnknownFormatConversionException", u"Conversion = '" + conversion + u"'");
}

// Widths, precisions and zero runs beyond this would make the model allocate
// what the JVM under test would probably not survive either.
constexpr std::size_t kMaxGenerated = std::size_t{1} << 20;

void check_generated_size(std::size_t size) {
    if (size > kMaxGenerated) not_modelled("format output of " + std::to_string(size) + " characters");
}

// --------------------------------------------------------------------- flags

// Bit i is the flag kFlagOrder[i]. The JDK lists flags in this order in its
// messages, whatever order the format used; '^' is its internal flag for the
// upper-case conversions (%S, %X, ...) and shows up in some messages.
constexpr std::string_view kFlagOrder = "-^#+ 0,(<";
enum Flag : unsigned {
    kLeft = 1u << 0,
    kUpper = 1u << 1,
    kAlternate = 1u << 2,
    kPlus = 1u << 3,
    kSpace = 1u << 4,
    kZeroPad = 1u << 5,
    kGroup = 1u << 6,
    kParen = 1u << 7,
    kPrevious = 1u << 8,
};

// The flag a format character sets, or 0 ('^' cannot be written).
unsigned flag_of(char16_t c) {
    if (c >= 0x80 || c == u'^') return 0;
    std::size_t at = kFlagOrder.find(static_cast<char>(c));
    return at == std::string_view::npos ? 0 : 1u << at;
}

std::u16string flags_text(unsigned flags) {
    std::u16string text;
    for (std::size_t i = 0; i < kFlagOrder.size(); ++i)
        if (flags & (1u << i)) text += static_cast<char16_t>(kFlagOrder[i]);
    return text;
}

// ----------------------------------------------------------------- specifier

constexpr int kOrdinaryIndex = 0;   // the next argument
constexpr int kPreviousIndex = -1;  // '<': the previous specifier's argument

struct Spec {
    int index = kOrdinaryIndex;  // or a 1-based explicit index
    unsigned flags = 0;
    int width = -1;
    int precision = -1;
    char conversion = 0;  // lower case; upper-case forms set kUpper

    bool has(unsigned flag) const { return (flags & flag) != 0; }
    bool uses_argument() const { return conversion != 'n' && conversion != '%'; }
};

// The specifier as the JDK rebuilds it for messages: canonical flag order,
// '^' dropped, and the flags before the index ("%2$-5s" reads "%-2$5s").
std::u16string spec_text(const Spec& spec) {
    std::u16string text = u"%" + flags_text(spec.flags & ~kUpper);
    if (spec.index > 0) text += ascii(std::to_string(spec.index)) + u"$";
    if (spec.width != -1) text += ascii(std::to_string(spec.width));
    if (spec.precision != -1) text += u"." + ascii(std::to_string(spec.precision));
    char c = spec.has(kUpper) ? static_cast<char>(spec.conversion - 'a' + 'A') : spec.conversion;
    return text + static_cast<char16_t>(c);
}

[[noreturn]] void flag_mismatch(const Spec& spec, unsigned flag) {
    throw_java("FormatFlagsConversionMismatchException", u"Conversion = " + std::u16string(1, spec.conversion) +
                                                             u", Flags = " + flags_text(flag));
}

// The first of `flags`, in the order given, that the specifier has fails it.
void reject_flags(const Spec& spec, std::initializer_list<unsigned> flags) {
    for (unsigned flag : flags)
        if (spec.has(flag)) flag_mismatch(spec, flag);
}

void require_width_for(const Spec& spec, unsigned flags) {
    if (spec.width == -1 && spec.has(flags)) throw_java("MissingFormatWidthException", spec_text(spec));
}

[[noreturn]] void illegal_precision(int precision) {
    throw_java("IllegalFormatPrecisionException", ascii(std::to_string(precision)));
}

// The per-conversion checks the JDK makes while parsing, before it formats
// anything; their order decides which exception a bad specifier gets.
void check_general(const Spec& spec) {  // %b %h %s
    if (spec.conversion != 's') reject_flags(spec, {kAlternate});  // %#s is for Formattable, checked when formatting
    require_width_for(spec, kLeft);
    reject_flags(spec, {kPlus, kSpace, kZeroPad, kGroup, kParen});
}

void check_character(const Spec& spec) {
    if (spec.precision != -1) illegal_precision(spec.precision);
    reject_flags(spec, {kAlternate, kPlus, kSpace, kZeroPad, kGroup, kParen});
    require_width_for(spec, kLeft);
}

void check_numeric(const Spec& spec) {
    require_width_for(spec, kLeft | kZeroPad);
    if ((spec.has(kPlus) && spec.has(kSpace)) || (spec.has(kLeft) && spec.has(kZeroPad)))
        throw_java("IllegalFormatFlagsException", u"Flags = '" + flags_text(spec.flags) + u"'");
}

void check_integer(const Spec& spec) {
    check_numeric(spec);
    if (spec.precision != -1) illegal_precision(spec.precision);
    reject_flags(spec, {spec.conversion == 'd' ? kAlternate : kGroup});
}

void check_float(const Spec& spec) {
    check_numeric(spec);
    if (spec.conversion == 'a') reject_flags(spec, {kParen, kGroup});
    if (spec.conversion == 'e') reject_flags(spec, {kGroup});
    if (spec.conversion == 'g') reject_flags(spec, {kAlternate});
}

void check_text(const Spec& spec) {  // %% %n
    if (spec.precision != -1) illegal_precision(spec.precision);
    bool bad_flags = spec.conversion == '%' ? (spec.flags & ~kLeft) != 0 : spec.flags != 0;
    if (spec.conversion == 'n' && spec.width != -1)
        throw_java("IllegalFormatWidthException", ascii(std::to_string(spec.width)));
    if (bad_flags) throw_java("IllegalFormatFlagsException", u"Flags = '" + flags_text(spec.flags) + u"'");
    require_width_for(spec, kLeft);
}

void check(const Spec& spec) {
    switch (spec.conversion) {
    case 'b': case 'h': case 's': return check_general(spec);
    case 'c': return check_character(spec);
    case 'd': case 'o': case 'x': return check_integer(spec);
    case 'e': case 'f': case 'g': case 'a': return check_float(spec);
    default: return check_text(spec);
    }
}

// -------------------------------------------------------------------- parser

bool is_digit(char16_t c) { return c >= u'0' && c <= u'9'; }
bool is_conversion_char(char16_t c) { return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'%'; }

// Integer.parseInt of a digit run; nullopt where it would overflow.
std::optional<int> parse_int(std::u16string_view digits) {
    std::int64_t value = 0;
    for (char16_t c : digits) {
        value = value * 10 + (c - u'0');
        if (value > std::numeric_limits<std::int32_t>::max()) return std::nullopt;
    }
    return static_cast<int>(value);
}

// The pieces of one specifier as the JDK's pattern
// %(\d+\$)?([-#+ 0,(<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%]) splits them. Each
// group is greedy and giving characters back never lets a later group match,
// so a left-to-right scan finds the same split.
struct SpecSyntax {
    std::u16string_view index, flags, width, precision;
    char16_t date_time = 0;  // 't' or 'T' before the conversion
    char16_t conversion = 0;
};

constexpr std::u16string_view kConversions = u"bBhHsScCdoxXeEfgGaA%n";
constexpr std::u16string_view kDateTimeSuffixes = u"HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc";

Spec make_spec(const SpecSyntax& syntax) {
    Spec spec;
    if (!syntax.index.empty()) {
        std::optional<int> index = parse_int(syntax.index);
        if (!index)
            throw_java("IllegalFormatArgumentIndexException", u"Format argument index: (not representable as int)");
        if (*index <= 0)
            throw_java("IllegalFormatArgumentIndexException",
                       u"Illegal format argument index = " + ascii(std::to_string(*index)));
        spec.index = *index;
    }
    for (char16_t c : syntax.flags) {
        unsigned flag = flag_of(c);
        if (spec.has(flag)) throw_java("DuplicateFormatFlagsException", u"Flags = '" + flags_text(flag) + u"'");
        spec.flags |= flag;
    }
    if (spec.has(kPrevious)) spec.index = kPreviousIndex;
    if (!syntax.width.empty()) {
        std::optional<int> width = parse_int(syntax.width);
        if (!width) throw_java("IllegalFormatWidthException", u"-2147483648");
        spec.width = *width;
    }
    if (!syntax.precision.empty()) {
        std::optional<int> precision = parse_int(syntax.precision);
        if (!precision) illegal_precision(std::numeric_limits<std::int32_t>::min());
        spec.precision = *precision;
    }
    char16_t c = syntax.conversion;
    if (syntax.date_time) {
        if (kDateTimeSuffixes.find(c) == std::u16string_view::npos) unknown_conversion(u"t" + std::u16string(1, c));
        not_modelled("date/time format conversions (%t)");
    }
    if (kConversions.find(c) == std::u16string_view::npos) unknown_conversion(std::u16string(1, c));
    if (c >= u'A' && c <= u'Z') {
        spec.flags |= kUpper;
        c = static_cast<char16_t>(c - u'A' + u'a');
    }
    spec.conversion = static_cast<char>(c);
    check(spec);
    return spec;
}

// A stretch of literal text or one specifier.
struct Piece {
    std::u16string_view literal;
    std::optional<Spec> spec;
};

class Parser {
public:
    explicit Parser(std::u16string_view format) : s_(format) {}

    // The JDK parses the whole format before formatting anything, so a bad
    // specifier fails even when an earlier one would have.
    std::vector<Piece> parse() {
        std::vector<Piece> pieces;
        while (pos_ < s_.size()) {
            std::size_t percent = std::min(s_.find(u'%', pos_), s_.size());
            if (percent > pos_) pieces.push_back({s_.substr(pos_, percent - pos_), std::nullopt});
            pos_ = percent;
            if (pos_ < s_.size()) pieces.push_back({{}, make_spec(scan_spec())});
        }
        return pieces;
    }

private:
    std::u16string_view take_digits() {
        std::size_t begin = pos_;
        while (pos_ < s_.size() && is_digit(s_[pos_])) ++pos_;
        return s_.substr(begin, pos_ - begin);
    }

    bool at(char16_t c, std::size_t ahead = 0) const { return pos_ + ahead < s_.size() && s_[pos_ + ahead] == c; }

    // At a '%'; leaves pos_ after the specifier. Where the pattern does not
    // match, the JDK names the character after the '%'.
    SpecSyntax scan_spec() {
        ++pos_;
        if (pos_ == s_.size()) unknown_conversion(u"%");
        char16_t first = s_[pos_];
        SpecSyntax syntax;
        std::size_t start = pos_;
        syntax.index = take_digits();
        if (!syntax.index.empty() && at(u'$')) {
            ++pos_;
        } else {
            syntax.index = {};
            pos_ = start;
        }
        std::size_t flags_begin = pos_;
        while (pos_ < s_.size() && flag_of(s_[pos_]) != 0) ++pos_;
        syntax.flags = s_.substr(flags_begin, pos_ - flags_begin);
        syntax.width = take_digits();
        if (at(u'.') && pos_ + 1 < s_.size() && is_digit(s_[pos_ + 1])) {
            ++pos_;
            syntax.precision = take_digits();
        }
        if ((at(u't') || at(u'T')) && pos_ + 1 < s_.size() && is_conversion_char(s_[pos_ + 1]))
            syntax.date_time = s_[pos_++];
        if (pos_ == s_.size() || !is_conversion_char(s_[pos_])) unknown_conversion(std::u16string(1, first));
        syntax.conversion = s_[pos_++];
        return syntax;
    }

    std::u16string_view s_;
    std::size_t pos_ = 0;
};

// ---------------------------------------------------------------------- text

// The runs of UTF-16 code units that String.toUpperCase leaves alone (checked
// exhaustively on OpenJDK 17); anything else beyond Latin-1 would need the
// JDK's Unicode case tables.
constexpr std::pair<char16_t, char16_t> kCaselessRanges[] = {
    {0x0590, 0x06FF}, {0x0900, 0x097F}, {0x0E00, 0x0E7F}, {0x2000, 0x206F}, {0x20A0, 0x20CF},
    {0x2190, 0x23FF}, {0x2500, 0x25FF}, {0x3000, 0x9FFF}, {0xAC00, 0xD7A3},
};

void append_upper(std::u16string& out, char16_t c) {
    if ((c >= u'a' && c <= u'z') || (c >= 0xE0 && c <= 0xFE && c != 0xF7)) {
        out += static_cast<char16_t>(c - 0x20);
    } else if (c == 0xDF) {  // sharp s has no single upper-case letter
        out += u"SS";
    } else if (c == 0xFF) {
        out += char16_t{0x0178};
    } else if (c == 0xB5) {  // micro sign upper-cases to Greek capital mu
        out += char16_t{0x039C};
    } else if (c < 0x100 || std::any_of(std::begin(kCaselessRanges), std::end(kCaselessRanges), [&](const auto& r) {
                                return c >= r.first && c <= r.second;
                            })) {
        out += c;
    } else {
        not_modelled("upper-casing non-Latin-1 text in a format");
    }
}

std::u16string to_upper(std::u16string_view s) {
    std::u16string out;
    for (char16_t c : s) append_upper(out, c);
    return out;
}

std::u16string justify(const Spec& spec, std::u16string s) {
    if (spec.width == -1 || s.size() >= static_cast<std::size_t>(spec.width)) return s;
    check_generated_size(static_cast<std::size_t>(spec.width));
    std::u16string padding(spec.width - s.size(), u' ');
    return spec.has(kLeft) ? s + padding : padding + s;
}

// How the JDK prints any string result: cut to the precision (in UTF-16
// units, so it can split a surrogate pair), upper-case, pad.
std::u16string render_text(const Spec& spec, std::u16string s) {
    if (spec.precision != -1 && static_cast<std::size_t>(spec.precision) < s.size()) s.resize(spec.precision);
    return justify(spec, spec.has(kUpper) ? to_upper(s) : std::move(s));
}

const char* boxed_class(FormatArg::Kind kind) {
    switch (kind) {
    case FormatArg::Kind::Boolean: return "java.lang.Boolean";
    case FormatArg::Kind::Char: return "java.lang.Character";
    case FormatArg::Kind::Byte: return "java.lang.Byte";
    case FormatArg::Kind::Short: return "java.lang.Short";
    case FormatArg::Kind::Int: return "java.lang.Integer";
    case FormatArg::Kind::Long: return "java.lang.Long";
    case FormatArg::Kind::Float: return "java.lang.Float";
    case FormatArg::Kind::Double: return "java.lang.Double";
    default: return "java.lang.String";
    }
}

[[noreturn]] void illegal_conversion(const Spec& spec, const FormatArg& arg) {
    std::string cls = arg.kind == FormatArg::Kind::Object ? arg.class_name : boxed_class(arg.kind);
    throw_java("IllegalFormatConversionException", std::u16string(1, spec.conversion) + u" != " + ascii(cls));
}

bool is_integral(FormatArg::Kind kind) {
    using K = FormatArg::Kind;
    return kind == K::Byte || kind == K::Short || kind == K::Int || kind == K::Long;
}

// ------------------------------------------------------------ decimal digits

// value = 0.digits x 10^exponent; zero is {"0", 1}.
struct Decimal {
    std::string digits = "0";
    int exponent = 1;
};

Decimal decimal_of(double magnitude, bool is_float, const DigitsFn& digits_fn) {
    if (magnitude == 0) return {};
    DecimalDigits d = digits_fn(magnitude, is_float);
    bool valid = !d.digits.empty() && d.digits[0] != '0' &&
                 std::all_of(d.digits.begin(), d.digits.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!valid) not_modelled("malformed decimal digits for a floating-point value");
    return {std::move(d.digits), d.decimal_exponent};
}

// Keeps `keep` significant digits, rounding HALF_UP on the decimal digits:
// the JDK rounds the digit string, not the binary value, so 2.675 (really
// 2.67499999...) gives "2.68" with %.2f.
Decimal round_half_up(Decimal d, int keep) {
    if (d.digits == "0" || keep >= static_cast<int>(d.digits.size())) return d;
    if (keep < 0) return {};
    bool up = d.digits[keep] >= '5';
    d.digits.resize(keep);
    if (!up) return d.digits.empty() ? Decimal{} : d;
    int i = keep - 1;
    for (; i >= 0 && d.digits[i] == '9'; --i) d.digits[i] = '0';
    if (i >= 0) {
        ++d.digits[i];
        return d;
    }
    return {"1", d.exponent + 1};  // all nines carried out, or keep == 0
}

// "integer.fraction" with exactly `fraction_digits` digits after the point
// (none and no point when 0); d must already be rounded to fit.
std::string fixed_text(const Decimal& d, int fraction_digits) {
    check_generated_size(static_cast<std::size_t>(fraction_digits));
    int n = static_cast<int>(d.digits.size());
    std::string text = d.exponent <= 0 ? "0" : d.digits.substr(0, std::min(d.exponent, n));
    if (d.exponent > n) text.append(d.exponent - n, '0');
    if (fraction_digits == 0) return text;
    std::string fraction;
    if (d.exponent < 0) fraction.assign(std::min(-d.exponent, fraction_digits), '0');
    if (d.exponent < n) fraction += d.digits.substr(std::max(d.exponent, 0));
    fraction.resize(fraction_digits, '0');
    return text + "." + fraction;
}

// "d.ddd" with `fraction_digits` digits; d must already be rounded to fit.
std::string mantissa_text(const Decimal& d, int fraction_digits) {
    check_generated_size(static_cast<std::size_t>(fraction_digits));
    std::string text(1, d.digits[0]);
    if (fraction_digits == 0) return text;
    std::string fraction = d.digits.substr(1);
    fraction.resize(fraction_digits, '0');
    return text + "." + fraction;
}

// The exponent of a d.ddd mantissa: sign and at least two digits.
std::string exponent_text(int exponent) {
    std::string digits = std::to_string(std::abs(exponent));
    if (digits.size() < 2) digits.insert(0, "0");
    return (exponent < 0 ? "-" : "+") + digits;
}

// Double.toString / Float.toString: plain notation for 10^-3 <= |v| < 10^7,
// otherwise d.dddE<n>; always a digit after the point.
std::u16string java_floating_string(double value, bool is_float, const DigitsFn& digits_fn) {
    if (std::isnan(value)) return u"NaN";
    std::string text = std::signbit(value) ? "-" : "";
    if (std::isinf(value)) return ascii(text + "Infinity");
    if (value == 0) return ascii(text + "0.0");
    Decimal d = decimal_of(std::fabs(value), is_float, digits_fn);
    int n = static_cast<int>(d.digits.size());
    if (d.exponent > 0 && d.exponent < 8) {
        text += fixed_text(d, std::max(n - d.exponent, 1));
    } else if (d.exponent <= 0 && d.exponent > -3) {
        text += fixed_text(d, n - d.exponent);
    } else {
        text += mantissa_text(d, std::max(n - 1, 1)) + "E" + std::to_string(d.exponent - 1);
    }
    return ascii(text);
}

// ------------------------------------------------------------------- numbers

std::u16string leading_sign(const Spec& spec, bool negative) {
    if (negative) return spec.has(kParen) ? u"(" : u"-";
    if (spec.has(kPlus)) return u"+";
    if (spec.has(kSpace)) return u" ";
    return u"";
}

// The width left for the sign and magnitude once a ')' is reserved.
int magnitude_width(const Spec& spec, int width, bool negative) {
    return width != -1 && negative && spec.has(kParen) ? width - 1 : width;
}

// Appends plain digits ("1234.5"), grouping the integer part for ',' and
// zero-padding after the sign already in `out` up to `width` for '0'. Zeros
// of the padding are never grouped ("%0,12d" of 1234567 is "0001,234,567").
void append_magnitude(std::u16string& out, std::string_view plain, const Spec& spec, int width) {
    std::size_t sign_end = out.size();
    std::size_t point = std::min(plain.find('.'), plain.size());
    for (std::size_t i = 0; i < point; ++i) {
        if (spec.has(kGroup) && i > 0 && (point - i) % 3 == 0) out += u',';
        out += static_cast<char16_t>(plain[i]);
    }
    out += ascii(plain.substr(point));
    if (width != -1 && spec.has(kZeroPad) && out.size() < static_cast<std::size_t>(width)) {
        check_generated_size(static_cast<std::size_t>(width));
        out.insert(sign_end, width - out.size(), u'0');
    }
}

std::u16string render_decimal(const Spec& spec, std::int64_t value) {
    bool negative = value < 0;
    std::uint64_t magnitude = negative ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
    std::u16string out = leading_sign(spec, negative);
    append_magnitude(out, std::to_string(magnitude), spec, magnitude_width(spec, spec.width, negative));
    if (negative && spec.has(kParen)) out += u')';
    return justify(spec, std::move(out));
}

std::string to_radix(std::uint64_t value, unsigned radix) {
    std::string digits;
    do {
        digits.insert(digits.begin(), "0123456789abcdef"[value % radix]);
        value /= radix;
    } while (value != 0);
    return digits;
}

// %o and %x print the two's complement of the argument's own width, so
// (byte)-1 is "ff" but -1 is "ffffffff".
std::u16string render_unsigned(const Spec& spec, std::int64_t value, int bits) {
    reject_flags(spec, {kParen, kSpace, kPlus});  // checked only now, for primitive arguments
    std::uint64_t mask = bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
    bool hex = spec.conversion == 'x';
    std::string digits = to_radix(static_cast<std::uint64_t>(value) & mask, hex ? 16 : 8);
    std::string prefix = !spec.has(kAlternate) ? "" : hex ? "0x" : "0";
    std::size_t length = prefix.size() + digits.size();
    if (spec.has(kZeroPad) && spec.width != -1 && static_cast<std::size_t>(spec.width) > length) {
        check_generated_size(static_cast<std::size_t>(spec.width));
        prefix.append(spec.width - length, '0');
    }
    std::u16string out = ascii(prefix + digits);
    return justify(spec, spec.has(kUpper) ? to_upper(out) : out);
}

std::u16string render_integer(const Spec& spec, const FormatArg& arg) {
    using K = FormatArg::Kind;
    if (arg.kind == K::Null) return render_text(spec, u"null");
    if (arg.kind == K::Object && arg.class_name == "java.math.BigInteger") not_modelled("BigInteger in a format");
    if (!is_integral(arg.kind)) illegal_conversion(spec, arg);
    if (spec.conversion == 'd') return render_decimal(spec, arg.integer);
    int bits = arg.kind == K::Byte ? 8 : arg.kind == K::Short ? 16 : arg.kind == K::Int ? 32 : 64;
    return render_unsigned(spec, arg.integer, bits);
}

// The magnitude of a finite %e, %f or %g into `out` after its sign.
void append_finite(std::u16string& out, const Spec& spec, double magnitude, bool negative, const DigitsFn& digits) {
    int precision = spec.precision == -1 ? 6 : spec.precision;
    check_generated_size(static_cast<std::size_t>(precision));  // also keeps the sums below from overflowing
    Decimal d = decimal_of(magnitude, false, digits);
    bool scientific = spec.conversion == 'e';
    if (spec.conversion == 'g') {
        // Precision counts significant digits; the rounded value's size picks the notation.
        precision = std::max(precision, 1);
        if (magnitude != 0) d = round_half_up(std::move(d), precision);
        int exponent = d.exponent - 1;
        scientific = magnitude != 0 && (exponent < -4 || exponent >= precision);
        precision = scientific ? precision - 1 : precision - 1 - exponent;  // zero has exponent 0
    } else if (scientific) {
        d = round_half_up(std::move(d), precision + 1);
    } else {
        d = round_half_up(std::move(d), d.exponent + precision);
    }
    std::string plain = scientific ? mantissa_text(d, precision) : fixed_text(d, precision);
    if (spec.has(kAlternate) && precision == 0) plain += '.';
    if (!scientific) return append_magnitude(out, plain, spec, magnitude_width(spec, spec.width, negative));

    std::string exponent = exponent_text(magnitude == 0 ? 0 : d.exponent - 1);
    int width = spec.width == -1 ? -1 : spec.width - static_cast<int>(exponent.size()) - 1;
    append_magnitude(out, plain, spec, magnitude_width(spec, width, negative));
    out += spec.has(kUpper) ? u'E' : u'e';
    out += ascii(exponent);
}

// -0.0 counts as negative (the JDK compares with Double.compare); NaN never
// gets a sign, and neither NaN nor Infinity is zero-padded.
std::u16string render_floating(const Spec& spec, double value, const DigitsFn& digits) {
    if (std::isnan(value)) return justify(spec, spec.has(kUpper) ? u"NAN" : u"NaN");
    bool negative = std::signbit(value);
    std::u16string out = leading_sign(spec, negative);
    if (std::isinf(value)) {
        out += spec.has(kUpper) ? u"INFINITY" : u"Infinity";
    } else {
        append_finite(out, spec, std::fabs(value), negative, digits);
    }
    if (negative && spec.has(kParen)) out += u')';
    return justify(spec, std::move(out));
}

std::u16string render_float(const Spec& spec, const FormatArg& arg, const DigitsFn& digits) {
    using K = FormatArg::Kind;
    if (arg.kind == K::Null) return render_text(spec, u"null");
    if (arg.kind == K::Object && arg.class_name == "java.math.BigDecimal") not_modelled("BigDecimal in a format");
    if (arg.kind != K::Float && arg.kind != K::Double) illegal_conversion(spec, arg);
    if (spec.conversion == 'a') not_modelled("hexadecimal floating-point format (%a)");
    return render_floating(spec, arg.real, digits);
}

// -------------------------------------------------------------- other kinds

// What String.valueOf(arg) gives for the boxed kinds.
std::u16string java_to_string(const FormatArg& arg, const DigitsFn& digits) {
    using K = FormatArg::Kind;
    switch (arg.kind) {
    case K::Null: return u"null";
    case K::Boolean: return arg.integer ? u"true" : u"false";
    case K::Char: return std::u16string(1, static_cast<char16_t>(arg.integer));
    case K::Float: return java_floating_string(arg.real, true, digits);
    case K::Double: return java_floating_string(arg.real, false, digits);
    case K::String: case K::Object: return arg.text;
    default: return ascii(std::to_string(arg.integer));
    }
}

// Object.hashCode() as the boxed classes and String define it.
std::int32_t java_hash(const FormatArg& arg) {
    using K = FormatArg::Kind;
    auto fold = [](std::uint64_t bits) {
        return static_cast<std::int32_t>(static_cast<std::uint32_t>(bits ^ (bits >> 32)));
    };
    switch (arg.kind) {
    case K::Boolean: return arg.integer ? 1231 : 1237;
    case K::Long: return fold(static_cast<std::uint64_t>(arg.integer));
    case K::Float:  // floatToIntBits: every NaN hashes as the canonical one
        return std::isnan(arg.real) ? 0x7fc00000 : std::bit_cast<std::int32_t>(static_cast<float>(arg.real));
    case K::Double:
        return fold(std::isnan(arg.real) ? 0x7ff8000000000000ULL : std::bit_cast<std::uint64_t>(arg.real));
    case K::String: return java_text::string_hash(arg.text);
    case K::Object: not_modelled("%h of an object (its hashCode is not known here)");
    default: return static_cast<std::int32_t>(arg.integer);  // Char, Byte, Short, Int
    }
}

std::u16string render_character(const Spec& spec, const FormatArg& arg) {
    using K = FormatArg::Kind;
    if (arg.kind == K::Null) return render_text(spec, u"null");
    if (arg.kind == K::Char) return render_text(spec, std::u16string(1, static_cast<char16_t>(arg.integer)));
    if (arg.kind == K::Long || !is_integral(arg.kind)) illegal_conversion(spec, arg);  // the JDK takes no Long here
    std::int64_t code_point = arg.integer;
    if (code_point < 0 || code_point > 0x10FFFF)
        throw_java("IllegalFormatCodePointException",
                   u"Code point = 0x" + ascii(to_radix(static_cast<std::uint32_t>(code_point), 16)));
    std::u16string text;
    java_text::append_utf16(text, static_cast<char32_t>(code_point));
    return render_text(spec, text);
}

std::u16string render(const Spec& spec, const FormatArg* arg, const DigitsFn& digits) {
    switch (spec.conversion) {
    case 'n': return u"\n";
    case '%': return render_text(spec, u"%");
    case 'b': {
        bool value = arg->kind == FormatArg::Kind::Boolean ? arg->integer != 0 : arg->kind != FormatArg::Kind::Null;
        return render_text(spec, value ? u"true" : u"false");
    }
    case 'h':
        if (arg->kind == FormatArg::Kind::Null) return render_text(spec, u"null");
        return render_text(spec, ascii(to_radix(static_cast<std::uint32_t>(java_hash(*arg)), 16)));
    case 's':
        // '#' asks a Formattable to format itself; other arguments reject it.
        if (spec.has(kAlternate)) flag_mismatch(spec, kAlternate);
        return render_text(spec, java_to_string(*arg, digits));
    case 'c': return render_character(spec, *arg);
    case 'd': case 'o': case 'x': return render_integer(spec, *arg);
    default: return render_float(spec, *arg, digits);
    }
}

// Formats the parsed pieces into `out`, which keeps what was produced when a
// specifier throws.
void format_pieces(const std::vector<Piece>& pieces, const std::vector<FormatArg>& args, const DigitsFn& digits,
                   std::u16string& out) {
    int last = -1;           // the argument of the previous specifier, for '<'
    int last_ordinary = -1;  // explicit indices do not move the ordinary sequence
    for (const Piece& piece : pieces) {
        if (!piece.spec) {
            out += piece.literal;
            continue;
        }
        const Spec& spec = *piece.spec;
        if (!spec.uses_argument()) {
            out += render(spec, nullptr, digits);
            continue;
        }
        if (spec.index == kOrdinaryIndex) {
            last = ++last_ordinary;
        } else if (spec.index != kPreviousIndex) {
            last = spec.index - 1;
        }
        if (last < 0 || static_cast<std::size_t>(last) >= args.size())
            throw_java("MissingFormatArgumentException", u"Format specifier '" + spec_text(spec) + u"'");
        out += render(spec, &args[last], digits);
    }
}

}  // namespace

FormatResult java_format(std::u16string_view format, const std::vector<FormatArg>& args, const DigitsFn& digits) {
    std::u16string out;
    try {
        format_pieces(Parser(format).parse(), args, digits, out);
        return out;
    } catch (const JavaException& e) {
        return FormatFailure{"java/util/" + e.simple_name, e.message, std::move(out)};
    } catch (const NotModelled& e) {
        return FormatUnsupported{e.reason};
    }
}

}  // namespace symcrete::engine
