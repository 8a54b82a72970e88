#include "classfile/descriptor.h"

#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <string_view>
#include <vector>

namespace symcrete::classfile {
namespace {

std::string method_descriptor_of(const MethodType& method) {
    std::string out = "(";
    for (const FieldType& parameter : method.parameters) out += parameter.descriptor();
    return out + ")" + method.return_type.descriptor();
}

std::string field_error(std::string_view text) {
    auto result = parse_field_descriptor(text);
    return result.ok() ? "<parsed>" : result.error().message;
}

std::string method_error(std::string_view text) {
    auto result = parse_method_descriptor(text);
    return result.ok() ? "<parsed>" : result.error().message;
}

// "at offset 3, " or, at the end of the input, "at offset 5 (end of input), ".
std::string offset_text(std::size_t offset, std::size_t size) {
    return "at offset " + std::to_string(offset) + (offset == size ? " (end of input), " : ", ");
}

struct ErrorCase {
    std::string text;
    std::size_t offset;
    std::string expected;  // a substring of the message
};

TEST(DescriptorTest, BaseTypes) {
    struct Case {
        char c;
        BaseType type;
        const char* java;
        bool wide;
    };
    const Case cases[] = {
        {'B', BaseType::Byte, "byte", false},     {'C', BaseType::Char, "char", false},
        {'D', BaseType::Double, "double", true},  {'F', BaseType::Float, "float", false},
        {'I', BaseType::Int, "int", false},       {'J', BaseType::Long, "long", true},
        {'S', BaseType::Short, "short", false},   {'Z', BaseType::Boolean, "boolean", false},
    };
    for (const Case& c : cases) {
        std::string text(1, c.c);
        SCOPED_TRACE(text);
        auto type = parse_field_descriptor(text);
        ASSERT_TRUE(type.ok()) << type.error().message;
        EXPECT_EQ(type->element, c.type);
        EXPECT_EQ(type->dimensions, 0);
        EXPECT_TRUE(type->class_name.empty());
        EXPECT_FALSE(type->is_array());
        EXPECT_FALSE(type->is_reference());
        EXPECT_EQ(type->is_wide(), c.wide);
        EXPECT_EQ(type->descriptor(), text);
        EXPECT_EQ(type->java_name(), c.java);
    }
}

TEST(DescriptorTest, ClassType) {
    auto type = parse_field_descriptor("Ljava/lang/String;");
    ASSERT_TRUE(type.ok()) << type.error().message;
    EXPECT_EQ(type->element, BaseType::Object);
    EXPECT_EQ(type->class_name, "java/lang/String");
    EXPECT_EQ(type->dimensions, 0);
    EXPECT_TRUE(type->is_reference());
    EXPECT_FALSE(type->is_array());
    EXPECT_FALSE(type->is_wide());
    EXPECT_EQ(type->descriptor(), "Ljava/lang/String;");
    EXPECT_EQ(type->java_name(), "java.lang.String");
}

TEST(DescriptorTest, ClassInDefaultPackageAndNestedClass) {
    auto simple = parse_field_descriptor("LFoo;");
    ASSERT_TRUE(simple.ok()) << simple.error().message;
    EXPECT_EQ(simple->class_name, "Foo");
    EXPECT_EQ(simple->java_name(), "Foo");

    auto nested = parse_field_descriptor("Ljava/util/Map$Entry;");
    ASSERT_TRUE(nested.ok()) << nested.error().message;
    EXPECT_EQ(nested->class_name, "java/util/Map$Entry");
    EXPECT_EQ(nested->java_name(), "java.util.Map$Entry");
}

TEST(DescriptorTest, Arrays) {
    auto ints = parse_field_descriptor("[[I");
    ASSERT_TRUE(ints.ok()) << ints.error().message;
    EXPECT_EQ(ints->element, BaseType::Int);
    EXPECT_EQ(ints->dimensions, 2);
    EXPECT_TRUE(ints->is_array());
    EXPECT_TRUE(ints->is_reference());
    EXPECT_EQ(ints->java_name(), "int[][]");
    EXPECT_EQ(ints->descriptor(), "[[I");

    auto longs = parse_field_descriptor("[J");
    ASSERT_TRUE(longs.ok()) << longs.error().message;
    EXPECT_FALSE(longs->is_wide()) << "an array of long is one reference";

    auto strings = parse_field_descriptor("[Ljava/lang/String;");
    ASSERT_TRUE(strings.ok()) << strings.error().message;
    EXPECT_EQ(strings->element, BaseType::Object);
    EXPECT_EQ(strings->class_name, "java/lang/String");
    EXPECT_EQ(strings->dimensions, 1);
    EXPECT_EQ(strings->java_name(), "java.lang.String[]");
}

TEST(DescriptorTest, AtMost255ArrayDimensions) {
    std::string ok = std::string(255, '[') + "Ljava/lang/Object;";
    auto type = parse_field_descriptor(ok);
    ASSERT_TRUE(type.ok()) << type.error().message;
    EXPECT_EQ(type->dimensions, 255);
    EXPECT_EQ(type->descriptor(), ok);

    std::string too_many = std::string(256, '[') + "I";
    std::string message = field_error(too_many);
    EXPECT_NE(message.find("at offset 255, expected at most 255 array dimensions"), std::string::npos) << message;

    std::string in_method = "(" + std::string(256, '[') + "I)V";
    message = method_error(in_method);
    EXPECT_NE(message.find("at offset 256, expected at most 255 array dimensions"), std::string::npos) << message;

    auto huge = parse_field_descriptor(std::string(100000, '['));
    EXPECT_FALSE(huge.ok());
}

TEST(DescriptorTest, ClassNamesAllowEveryCharacterButDotSemicolonBracketAndSlash) {
    // JVMS 4.2.2 only forbids . ; [ / inside a name segment: '<', '>', '(' and
    // non-ASCII bytes are fine in class names.
    for (std::string name : {"a<b>", "$", "_0", "a b", ")V", "(", "caf\xc3\xa9/\xe4\xb8\xad", "V", "L"}) {
        SCOPED_TRACE(name);
        auto type = parse_field_descriptor("L" + name + ";");
        ASSERT_TRUE(type.ok()) << type.error().message;
        EXPECT_EQ(type->class_name, name);
    }
}

TEST(DescriptorTest, NulByteIsACharacterNotTheEnd) {
    auto type = parse_field_descriptor(std::string_view("La\0b;", 5));
    ASSERT_TRUE(type.ok()) << type.error().message;
    EXPECT_EQ(type->class_name, std::string("a\0b", 3));

    std::string message = field_error(std::string_view("I\0", 2));
    EXPECT_NE(message.find("at offset 1, expected the end"), std::string::npos) << message;
    EXPECT_NE(message.find("\"I\\x00\""), std::string::npos) << message;
}

TEST(DescriptorTest, Methods) {
    auto method = parse_method_descriptor("(IJLjava/lang/String;[DZ)[Ljava/lang/Object;");
    ASSERT_TRUE(method.ok()) << method.error().message;
    ASSERT_EQ(method->parameters.size(), 5u);
    EXPECT_EQ(method->parameters[0].element, BaseType::Int);
    EXPECT_EQ(method->parameters[1].element, BaseType::Long);
    EXPECT_EQ(method->parameters[2].class_name, "java/lang/String");
    EXPECT_EQ(method->parameters[3].element, BaseType::Double);
    EXPECT_EQ(method->parameters[3].dimensions, 1);
    EXPECT_EQ(method->parameters[4].element, BaseType::Boolean);
    EXPECT_EQ(method->return_type.class_name, "java/lang/Object");
    EXPECT_EQ(method->return_type.dimensions, 1);
    // int 1 + long 2 + String 1 + double[] 1 + boolean 1
    EXPECT_EQ(method->parameter_slots(), 6u);
}

TEST(DescriptorTest, VoidMethodWithoutParameters) {
    auto method = parse_method_descriptor("()V");
    ASSERT_TRUE(method.ok()) << method.error().message;
    EXPECT_TRUE(method->parameters.empty());
    EXPECT_EQ(method->return_type.element, BaseType::Void);
    EXPECT_EQ(method->return_type.dimensions, 0);
    EXPECT_EQ(method->return_type.java_name(), "void");
    EXPECT_EQ(method->return_type.descriptor(), "V");
    EXPECT_EQ(method->parameter_slots(), 0u);
}

TEST(DescriptorTest, ParameterSlots) {
    auto method = parse_method_descriptor("(DJDJI)J");
    ASSERT_TRUE(method.ok()) << method.error().message;
    EXPECT_EQ(method->parameter_slots(), 9u);

    MethodType built;
    EXPECT_EQ(built.parameter_slots(), 0u);
    FieldType long_array{BaseType::Long, 1, ""};
    built.parameters = {long_array, FieldType{BaseType::Double, 0, ""}};
    EXPECT_EQ(built.parameter_slots(), 3u);
}

TEST(DescriptorTest, AtMost255ParameterSlots) {
    // JVMS 4.3.3: the parameters may take at most 255 slots.
    EXPECT_TRUE(parse_method_descriptor("(" + std::string(255, 'I') + ")V").ok());
    EXPECT_TRUE(parse_method_descriptor("(" + std::string(127, 'J') + "I)V").ok());

    std::string message = method_error("(" + std::string(256, 'I') + ")V");
    EXPECT_NE(message.find("at offset 256, expected parameters taking at most 255"), std::string::npos) << message;

    message = method_error("(" + std::string(128, 'J') + ")V");
    EXPECT_NE(message.find("at offset 128, expected parameters taking at most 255"), std::string::npos) << message;
}

TEST(DescriptorTest, FieldRoundTrips) {
    for (const char* text : {"B", "C", "D", "F", "I", "J", "S", "Z", "Ljava/lang/Object;", "[I", "[[[Z",
                             "[Ljava/util/Map$Entry;", "[[Ljava/lang/String;", "LFoo;", "La/b/c/d/e;"}) {
        SCOPED_TRACE(text);
        auto type = parse_field_descriptor(text);
        ASSERT_TRUE(type.ok()) << type.error().message;
        EXPECT_EQ(type->descriptor(), text);
    }
}

TEST(DescriptorTest, MethodRoundTrips) {
    for (const char* text : {"()V", "()I", "(I)V", "(Ljava/lang/String;)Ljava/lang/String;", "([Ljava/lang/String;)V",
                             "(IJFDZBCS)[[J", "(Ljava/lang/Object;Ljava/lang/Object;)Z", "([[[I[Ljava/util/List;)[Z",
                             "(L)V;)V"}) {
        SCOPED_TRACE(text);
        auto method = parse_method_descriptor(text);
        ASSERT_TRUE(method.ok()) << method.error().message;
        EXPECT_EQ(method_descriptor_of(*method), text);
    }
}

TEST(DescriptorTest, JavaNames) {
    EXPECT_EQ(internal_to_java_name("java/lang/String"), "java.lang.String");
    EXPECT_EQ(internal_to_java_name("java/util/Map$Entry"), "java.util.Map$Entry");
    EXPECT_EQ(internal_to_java_name("Foo"), "Foo");
    EXPECT_EQ(internal_to_java_name(""), "");
    EXPECT_EQ(java_to_internal_name("java.lang.String"), "java/lang/String");
    EXPECT_EQ(java_to_internal_name("java.util.Map$Entry"), "java/util/Map$Entry");
    EXPECT_EQ(java_to_internal_name("Foo"), "Foo");
    EXPECT_EQ(java_to_internal_name(""), "");
    for (const char* name : {"a/b/c", "java/lang/invoke/MethodHandles$Lookup", "x"}) {
        EXPECT_EQ(java_to_internal_name(internal_to_java_name(name)), name);
    }
}

TEST(DescriptorTest, BuiltFieldTypes) {
    FieldType defaulted;
    EXPECT_EQ(defaulted.descriptor(), "I");
    EXPECT_EQ(defaulted.java_name(), "int");

    FieldType matrix{BaseType::Object, 2, "java/lang/Integer"};
    EXPECT_EQ(matrix.descriptor(), "[[Ljava/lang/Integer;");
    EXPECT_EQ(matrix.java_name(), "java.lang.Integer[][]");

    auto parsed = parse_field_descriptor("[[Ljava/lang/Integer;");
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(*parsed, matrix);
    EXPECT_NE(*parsed, defaulted);
}

TEST(DescriptorErrorTest, FieldDescriptors) {
    const std::vector<ErrorCase> cases = {
        {"", 0, "expected a field type"},
        {"V", 0, "'V' (void) is only allowed as a method's return type"},
        {"[V", 1, "expected an array component type"},
        {"Q", 0, "expected a field type (one of B C D F I J S Z, 'L' or '[')"},
        {"i", 0, "expected a field type"},
        {"[", 1, "expected an array component type"},
        {"[[", 2, "expected an array component type"},
        {"L", 1, "expected ';' to end the class name that starts at offset 1"},
        {"Ljava/lang/String", 17, "expected ';' to end the class name that starts at offset 1"},
        {"L;", 1, "expected a class name before ';'"},
        {"[L;", 2, "expected a class name before ';'"},
        {"L/a;", 1, "expected a class name before '/'"},
        {"La/;", 3, "expected a class name segment after '/' before ';'"},
        {"La//b;", 3, "expected a class name segment after '/' before '/'"},
        {"Ljava.lang.String;", 5, "'.' is not allowed in an internal class name"},
        {"La[b;", 2, "'[' is not allowed in an internal class name"},
        {"L[I;", 1, "'[' is not allowed"},
        {"II", 1, "expected the end of the descriptor after the field type"},
        {"Ljava/lang/String;X", 18, "expected the end of the descriptor"},
        {"I ", 1, "expected the end of the descriptor"},
        {"(I)V", 0, "expected a field type"},
        {"Ljava/util/List<TT;>;", 19, "expected the end of the descriptor"},
    };
    for (const ErrorCase& c : cases) {
        SCOPED_TRACE(c.text);
        std::string message = field_error(c.text);
        EXPECT_EQ(message.rfind("bad field descriptor \"" + c.text + "\": ", 0), 0u) << message;
        EXPECT_NE(message.find(offset_text(c.offset, c.text.size())), std::string::npos) << message;
        EXPECT_NE(message.find(c.expected), std::string::npos) << message;
    }
}

TEST(DescriptorErrorTest, MethodDescriptors) {
    const std::vector<ErrorCase> cases = {
        {"", 0, "expected '(' to start the parameter types"},
        {"V", 0, "expected '('"},
        {"I", 0, "expected '('"},
        {")V", 0, "expected '('"},
        {"(", 1, "expected a parameter type (one of B C D F I J S Z, 'L' or '[') or ')'"},
        {"(I", 2, "or ')'"},
        {"(IJ", 3, "or ')'"},
        {"()", 2, "expected a return type (one of B C D F I J S Z V, 'L' or '[')"},
        {"(V)V", 1, "'V' (void) is only allowed as a method's return type"},
        {"(IV)V", 2, "'V' (void)"},
        {"(IL;)V", 3, "expected a class name before ';'"},
        {"(IL)V", 5, "expected ';' to end the class name that starts at offset 3"},
        {"(Ljava/lang/String)V", 20, "class name that starts at offset 2"},
        {"(Ljava.lang.String;)V", 6, "'.' is not allowed"},
        {"()VV", 3, "expected the end of the descriptor after the return type"},
        {"(I)V ", 4, "expected the end of the descriptor"},
        {"()[V", 3, "expected an array component type"},
        {"()Q", 2, "expected a return type"},
        {"(Q)V", 1, "expected a parameter type"},
        {"(I)", 3, "expected a return type"},
        {"((I)V", 1, "expected a parameter type"},
        {"(I))V", 3, "expected a return type"},
    };
    for (const ErrorCase& c : cases) {
        SCOPED_TRACE(c.text);
        std::string message = method_error(c.text);
        EXPECT_EQ(message.rfind("bad method descriptor \"" + c.text + "\": ", 0), 0u) << message;
        EXPECT_NE(message.find(offset_text(c.offset, c.text.size())), std::string::npos) << message;
        EXPECT_NE(message.find(c.expected), std::string::npos) << message;
    }
}

TEST(DescriptorErrorTest, ExactMessages) {
    EXPECT_EQ(method_error("(IL;)V"), "bad method descriptor \"(IL;)V\": at offset 3, expected a class name before ';'");
    EXPECT_EQ(field_error("Ljava/lang/String"),
              "bad field descriptor \"Ljava/lang/String\": at offset 17 (end of input), "
              "expected ';' to end the class name that starts at offset 1");
    EXPECT_EQ(field_error("V"),
              "bad field descriptor \"V\": at offset 0, expected a field type (one of B C D F I J S Z, 'L' or "
              "'['); 'V' (void) is only allowed as a method's return type");
}

TEST(DescriptorErrorTest, MessagesEscapeTheText) {
    std::string message = field_error("L\"a\\\n");
    EXPECT_NE(message.find("\"L\\\"a\\\\\\x0a\""), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
}

// Every string up to five characters over an alphabet of the interesting
// characters, checked against a regular expression for the JVMS grammar and
// for round trips.
TEST(DescriptorTest, AgreesWithTheGrammarOnAllShortStrings) {
    const std::string field_type = R"(\[*(?:[BCDFIJSZ]|L[^.;\[/]+(?:/[^.;\[/]+)*;))";
    const std::regex field_re(field_type);
    const std::regex method_re(R"(\((?:)" + field_type + R"()*\)(?:V|)" + field_type + ")");
    const std::string alphabet = "()[LJV;/.";

    std::vector<std::string> current = {""};
    int accepted_fields = 0;
    int accepted_methods = 0;
    for (int length = 0; length <= 5; ++length) {
        std::vector<std::string> longer;
        for (const std::string& text : current) {
            auto field = parse_field_descriptor(text);
            ASSERT_EQ(field.ok(), std::regex_match(text, field_re)) << text;
            if (field.ok()) {
                ++accepted_fields;
                ASSERT_EQ(field->descriptor(), text);
            } else {
                ASSERT_EQ(field.error().message.rfind("bad field descriptor \"", 0), 0u);
            }
            auto method = parse_method_descriptor(text);
            ASSERT_EQ(method.ok(), std::regex_match(text, method_re)) << text;
            if (method.ok()) {
                ++accepted_methods;
                ASSERT_EQ(method_descriptor_of(*method), text);
            } else {
                ASSERT_EQ(method.error().message.rfind("bad method descriptor \"", 0), 0u);
            }
            if (length < 5) {
                for (char c : alphabet) longer.push_back(text + c);
            }
        }
        current = std::move(longer);
    }
    EXPECT_GT(accepted_fields, 50);
    EXPECT_GT(accepted_methods, 10);
}

}  // namespace
}  // namespace symcrete::classfile
