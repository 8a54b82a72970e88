// String.format, String.formatted and PrintStream.printf through the
// engine's model of java.util.Formatter (java_format.h): the arguments
// unboxed for it, the digits of floating-point values from the JDK's own
// FloatingDecimal, and a format error thrown as the Formatter's exception,
// whose getMessage() is registered here.
#include "java_format.h"
#include "string_intrinsics_support.h"

namespace symcrete::engine {

namespace {

using string_intrinsics::Args;
using string_intrinsics::language_of;
using string_intrinsics::Text;
using string_intrinsics::text;

// The digits of Java's Float/Double.toString text ("1.0E-5", "123.45"):
// value = 0.d1d2... x 10^exponent, trailing zeros dropped.
DecimalDigits digits_of_java_text(const std::string& shown) {
    DecimalDigits result;
    std::string mantissa = shown;
    int exponent = 0;
    if (auto e = shown.find('E'); e != std::string::npos) {
        mantissa = shown.substr(0, e);
        exponent = std::stoi(shown.substr(e + 1));
    }
    auto dot = mantissa.find('.');
    std::string whole = mantissa.substr(0, dot);
    std::string fraction = dot == std::string::npos ? "" : mantissa.substr(dot + 1);
    std::string all = whole + fraction;
    int point = static_cast<int>(whole.size()) + exponent;
    std::size_t first = all.find_first_not_of('0');
    if (first == std::string::npos) return DecimalDigits{"0", 1};
    point -= static_cast<int>(first);
    all = all.substr(first);
    while (all.size() > 1 && all.back() == '0') all.pop_back();
    result.digits = all;
    result.decimal_exponent = point;
    return result;
}

}  // namespace

// java.util.Formatter's conversions for String.format and printf.
std::u16string format_java(IntrinsicHost& host, State& state, Value format_string, Value args,
                           const std::function<void(const std::u16string&)>& before_throw) {
    const Text pattern = text(host, state, format_string);
    std::vector<FormatArg> converted;
    if (args.as_ref() != 0) {
        std::vector<Value> values = deref(state, args).slots;
        for (Value v : values) {
            if (v.as_ref() == 0) {
                converted.push_back(FormatArg::null());
                continue;
            }
            const Object& o = deref(state, v);
            const std::string name = o.cls->name;
            auto boxed = [&](const char* descriptor) {
                return host.concretize(state, deref(state, v).slots[field_slot(host, name, "value", descriptor).index]);
            };
            if (name == "java/lang/Integer") converted.push_back(FormatArg::int_value(boxed("I").as_i32()));
            else if (name == "java/lang/Long") converted.push_back(FormatArg::long_value(boxed("J").as_i64()));
            else if (name == "java/lang/Short") converted.push_back(FormatArg::short_value(static_cast<std::int16_t>(boxed("S").as_i32())));
            else if (name == "java/lang/Byte") converted.push_back(FormatArg::byte_value(static_cast<std::int8_t>(boxed("B").as_i32())));
            else if (name == "java/lang/Character") converted.push_back(FormatArg::character(static_cast<char16_t>(boxed("C").as_i32())));
            else if (name == "java/lang/Boolean") converted.push_back(FormatArg::boolean(boxed("Z").as_i32() != 0));
            else if (name == "java/lang/Float") converted.push_back(FormatArg::float_value(boxed("F").as_f32()));
            else if (name == "java/lang/Double") converted.push_back(FormatArg::double_value(boxed("D").as_f64()));
            else if (o.kind == Object::Kind::String) converted.push_back(FormatArg::string(o.chars));
            else converted.push_back(FormatArg::object(host.to_java_string(state, v, 'L'), o.cls->java_name()));
        }
    }
    // Digits of floating-point values come from the JDK's own FloatingDecimal.
    DigitsFn digits = [&](double magnitude, bool is_float) {
        Text shown = is_float ? host.to_java_string(state, Value::f32(static_cast<float>(magnitude)), 'F')
                              : host.to_java_string(state, Value::f64(magnitude), 'D');
        return digits_of_java_text(utf8(shown));
    };
    FormatResult result = java_format(pattern, converted, digits);
    if (auto* unsupported = std::get_if<FormatUnsupported>(&result)) host.unsupported("String.format: " + unsupported->reason);
    if (auto* failure = std::get_if<FormatFailure>(&result)) {
        if (before_throw) before_throw(failure->partial_output);
        // These exceptions build their message in getMessage() from
        // constructor arguments; the formatter gives the message itself, so
        // it travels as the object's note (see format_exception_message).
        const RuntimeClass* cls = host.klass(failure->exception_class);
        std::uint32_t exception = host.new_instance(state, cls);
        host.call_static(state, "java/lang/Throwable", "<init>", "()V", {Value::ref(exception)});
        Object& object = state.heap.mutate(exception);
        object.note = failure->message;
        object.has_note = true;
        throw JavaThrow{exception};
    }
    return std::get<Text>(std::move(result));
}

// The formatter models English number formatting (Locale.US, ROOT or none);
// other locales' separators and digits are not modelled.
void check_format_locale(IntrinsicHost& host, State& state, Value locale) {
    std::string language = language_of(host, state, locale);
    if (!language.empty() && language != "en") host.unsupported("String.format in a locale of language " + language);
}

// getMessage() of the Formatter's exceptions: the formatter's message when
// the engine threw it, else the class's own code.
Value format_exception_message(IntrinsicHost& host, State& state, Args a) {
    const Object& exception = deref(state, a[0]);
    if (exception.has_note) return string_value(host, state, exception.note);
    const MethodInfo* own = exception.cls->find_method("getMessage", "()Ljava/lang/String;");
    return host.call_bytecode(state, *own, {a[0]});
}

namespace string_intrinsics {

void add_format_exception_messages(IntrinsicTable& table) {
    for (const char* name : {"UnknownFormatConversionException", "MissingFormatArgumentException",
                             "IllegalFormatConversionException", "FormatFlagsConversionMismatchException",
                             "MissingFormatWidthException", "IllegalFormatPrecisionException",
                             "DuplicateFormatFlagsException", "IllegalFormatWidthException",
                             "IllegalFormatFlagsException", "IllegalFormatCodePointException",
                             "IllegalFormatArgumentIndexException", "UnknownFormatFlagsException"})
        table[std::string("java/util/") + name + ".getMessage()Ljava/lang/String;"] = format_exception_message;
}

}  // namespace string_intrinsics

}  // namespace symcrete::engine
