#include "classfile/signature.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "classfile/descriptor.h"
#include "support/java_compiler.h"
#include "support/test_paths.h"

namespace symcrete::classfile {
namespace {

// Renders parsed trees back to JVMS text, for round trips.
std::string jvms(const TypeSignature& type);

std::string jvms(const TypeArgument& argument) {
    switch (argument.kind) {
        case TypeArgument::Kind::Wildcard: return "*";
        case TypeArgument::Kind::Extends: return "+" + jvms(*argument.type);
        case TypeArgument::Kind::Super: return "-" + jvms(*argument.type);
        case TypeArgument::Kind::Exact: return jvms(*argument.type);
    }
    return "?";
}

std::string jvms(const TypeSignature& type) {
    switch (type.kind) {
        case TypeSignature::Kind::Base: return std::string(1, type.base);
        case TypeSignature::Kind::TypeVariable: return "T" + type.variable + ";";
        case TypeSignature::Kind::Array: return "[" + jvms(*type.component);
        case TypeSignature::Kind::Class: {
            std::string out = "L";
            for (std::size_t i = 0; i < type.segments.size(); ++i) {
                if (i > 0) out += '.';
                out += type.segments[i].name;
                if (type.segments[i].arguments.empty()) continue;
                out += '<';
                for (const TypeArgument& argument : type.segments[i].arguments) out += jvms(argument);
                out += '>';
            }
            return out + ";";
        }
    }
    return "?";
}

std::string jvms(const std::vector<TypeParameter>& parameters) {
    if (parameters.empty()) return "";
    std::string out = "<";
    for (const TypeParameter& parameter : parameters) {
        out += parameter.name + ":";
        if (parameter.class_bound) out += jvms(*parameter.class_bound);
        for (const auto& bound : parameter.interface_bounds) out += ":" + jvms(*bound);
    }
    return out + ">";
}

std::string jvms(const ClassSignature& signature) {
    std::string out = jvms(signature.type_parameters) + jvms(signature.superclass);
    for (const TypeSignature& interface_type : signature.interfaces) out += jvms(interface_type);
    return out;
}

std::string jvms(const MethodSignature& signature) {
    std::string out = jvms(signature.type_parameters) + "(";
    for (const TypeSignature& parameter : signature.parameters) out += jvms(parameter);
    out += ")" + jvms(signature.result);
    for (const TypeSignature& thrown : signature.throws) out += "^" + jvms(thrown);
    return out;
}

enum class Kind { Class, Method, Field };

const char* kind_name(Kind kind) {
    switch (kind) {
        case Kind::Class: return "class signature";
        case Kind::Method: return "method signature";
        case Kind::Field: return "field signature";
    }
    return "?";
}

// Parses `text` as `kind`; returns "" and checks the round trip on success, or
// the error message.
std::string parse_error(Kind kind, std::string_view text) {
    switch (kind) {
        case Kind::Class: {
            auto result = parse_class_signature(text);
            if (!result) return result.error().message;
            EXPECT_EQ(jvms(*result), text);
            return "";
        }
        case Kind::Method: {
            auto result = parse_method_signature(text);
            if (!result) return result.error().message;
            EXPECT_EQ(jvms(*result), text);
            return "";
        }
        case Kind::Field: {
            auto result = parse_field_signature(text);
            if (!result) return result.error().message;
            EXPECT_EQ(jvms(*result), text);
            return "";
        }
    }
    return "?";
}

std::string offset_text(std::size_t offset, std::size_t size) {
    return "at offset " + std::to_string(offset) + (offset == size ? " (end of input), " : ", ");
}

TypeSignature field(std::string_view text) {
    auto result = parse_field_signature(text);
    EXPECT_TRUE(result.ok()) << result.error().message;
    return result.ok() ? *result : TypeSignature{};
}

// --- Field signatures -------------------------------------------------------

TEST(SignatureTest, ParameterizedClass) {
    TypeSignature type = field("Ljava/util/List<Ljava/lang/String;>;");
    ASSERT_EQ(type.kind, TypeSignature::Kind::Class);
    ASSERT_EQ(type.segments.size(), 1u);
    EXPECT_EQ(type.segments[0].name, "java/util/List");
    ASSERT_EQ(type.segments[0].arguments.size(), 1u);
    const TypeArgument& argument = type.segments[0].arguments[0];
    EXPECT_EQ(argument.kind, TypeArgument::Kind::Exact);
    ASSERT_TRUE(argument.type);
    EXPECT_EQ(argument.type->kind, TypeSignature::Kind::Class);
    EXPECT_EQ(argument.type->segments[0].name, "java/lang/String");
    EXPECT_EQ(type.to_string(), "java.util.List<java.lang.String>");
}

TEST(SignatureTest, TypeVariable) {
    TypeSignature type = field("TT;");
    EXPECT_EQ(type.kind, TypeSignature::Kind::TypeVariable);
    EXPECT_EQ(type.variable, "T");
    EXPECT_EQ(type.to_string(), "T");

    TypeSignature long_name = field("TElement$1;");
    EXPECT_EQ(long_name.variable, "Element$1");
}

TEST(SignatureTest, ArraysOfTypeVariablesAndBaseTypes) {
    TypeSignature type = field("[[TT;");
    ASSERT_EQ(type.kind, TypeSignature::Kind::Array);
    ASSERT_TRUE(type.component);
    ASSERT_EQ(type.component->kind, TypeSignature::Kind::Array);
    ASSERT_TRUE(type.component->component);
    EXPECT_EQ(type.component->component->kind, TypeSignature::Kind::TypeVariable);
    EXPECT_EQ(type.component->component->variable, "T");
    EXPECT_EQ(type.to_string(), "T[][]");

    TypeSignature ints = field("[I");
    ASSERT_EQ(ints.kind, TypeSignature::Kind::Array);
    EXPECT_EQ(ints.component->kind, TypeSignature::Kind::Base);
    EXPECT_EQ(ints.component->base, 'I');
    EXPECT_EQ(ints.to_string(), "int[]");
}

TEST(SignatureTest, Wildcards) {
    TypeSignature type = field("Ljava/util/Map<*+Ljava/lang/Number;-TT;>;");
    ASSERT_EQ(type.segments.size(), 1u);
    const auto& arguments = type.segments[0].arguments;
    ASSERT_EQ(arguments.size(), 3u);
    EXPECT_EQ(arguments[0].kind, TypeArgument::Kind::Wildcard);
    EXPECT_FALSE(arguments[0].type);
    EXPECT_EQ(arguments[1].kind, TypeArgument::Kind::Extends);
    EXPECT_EQ(arguments[1].type->segments[0].name, "java/lang/Number");
    EXPECT_EQ(arguments[2].kind, TypeArgument::Kind::Super);
    EXPECT_EQ(arguments[2].type->variable, "T");
    EXPECT_EQ(type.to_string(), "java.util.Map<?, ? extends java.lang.Number, ? super T>");
}

TEST(SignatureTest, NestedArgumentsRenderLikeJava) {
    TypeSignature type = field("[Ljava/util/Map<TK;Ljava/util/List<+TT;>;>;");
    EXPECT_EQ(type.to_string(), "java.util.Map<K, java.util.List<? extends T>>[]");

    EXPECT_EQ(field("Ljava/util/List<[I>;").to_string(), "java.util.List<int[]>");
    EXPECT_EQ(field("Ljava/util/List<[[Ljava/lang/String;>;").to_string(), "java.util.List<java.lang.String[][]>");
    EXPECT_EQ(field("Ljava/lang/Class<*>;").to_string(), "java.lang.Class<?>");
}

TEST(SignatureTest, InnerClassSegments) {
    TypeSignature type = field("Lpkg/Outer<TT;>.Inner<TU;>;");
    ASSERT_EQ(type.kind, TypeSignature::Kind::Class);
    ASSERT_EQ(type.segments.size(), 2u);
    EXPECT_EQ(type.segments[0].name, "pkg/Outer");
    ASSERT_EQ(type.segments[0].arguments.size(), 1u);
    EXPECT_EQ(type.segments[0].arguments[0].type->variable, "T");
    EXPECT_EQ(type.segments[1].name, "Inner");
    ASSERT_EQ(type.segments[1].arguments.size(), 1u);
    EXPECT_EQ(type.segments[1].arguments[0].type->variable, "U");
    EXPECT_EQ(type.to_string(), "pkg.Outer<T>.Inner<U>");

    TypeSignature raw_inner = field("Ljava/util/HashMap<TK;TV;>.HashIterator;");
    ASSERT_EQ(raw_inner.segments.size(), 2u);
    EXPECT_TRUE(raw_inner.segments[1].arguments.empty());
    EXPECT_EQ(raw_inner.to_string(), "java.util.HashMap<K, V>.HashIterator");

    TypeSignature three = field("La/A.B<TX;>.C;");
    ASSERT_EQ(three.segments.size(), 3u);
    EXPECT_TRUE(three.segments[0].arguments.empty());
    EXPECT_EQ(three.segments[1].name, "B");
    EXPECT_EQ(three.segments[2].name, "C");
    EXPECT_EQ(three.to_string(), "a.A.B<X>.C");
}

TEST(SignatureTest, IdentifiersAllowCharactersJavaForbids) {
    // Only . ; [ / < > : are excluded from identifiers.
    TypeSignature type = field("La-b/c d<T\xc3\xa9;>;");
    EXPECT_EQ(type.segments[0].name, "a-b/c d");
    EXPECT_EQ(type.segments[0].arguments[0].type->variable, "\xc3\xa9");
}

TEST(SignatureTest, NonGenericClassIsOneSegment) {
    TypeSignature type = field("Ljava/lang/String;");
    ASSERT_EQ(type.segments.size(), 1u);
    EXPECT_EQ(type.segments[0].name, "java/lang/String");
    EXPECT_TRUE(type.segments[0].arguments.empty());
    EXPECT_EQ(type.to_string(), "java.lang.String");
}

TEST(SignatureTest, FieldRoundTrips) {
    for (const char* text :
         {"Ljava/lang/Object;", "TT;", "[TT;", "[[[TKEY;", "[I", "[[Z", "Ljava/util/List<*>;",
          "Ljava/util/Map<TK;TV;>;", "Ljava/util/List<+Ljava/lang/Number;>;", "Ljava/lang/Comparable<-TT;>;",
          "Lpkg/Outer<TT;>.Inner<TU;>;", "Lpkg/Outer.Inner;", "LA<[TT;[[I>;",
          "Ljava/util/Map<Ljava/util/Map$Entry<TK;TV;>;Ljava/util/List<[Ljava/util/Set<*>;>;>;",
          "La/B<LC<LD<LE<TT;>;>;>;>;"}) {
        EXPECT_EQ(parse_error(Kind::Field, text), "") << text;
    }
}

TEST(SignatureTest, BaseTypeRendering) {
    const char* expected[] = {"byte", "char", "double", "float", "int", "long", "short", "boolean"};
    std::string_view codes = "BCDFIJSZ";
    for (std::size_t i = 0; i < codes.size(); ++i) {
        TypeSignature array = field(std::string("[") + codes[i]);
        EXPECT_EQ(array.to_string(), std::string(expected[i]) + "[]");
    }
    TypeSignature built;
    built.base = 'V';
    EXPECT_EQ(built.to_string(), "void");
    TypeSignature empty_array;
    empty_array.kind = TypeSignature::Kind::Array;
    EXPECT_EQ(empty_array.to_string(), "<null>[]");  // hand-built nonsense still renders
}

// --- Class signatures -------------------------------------------------------

TEST(SignatureTest, ClassWithoutTypeParameters) {
    auto signature = parse_class_signature("Ljava/util/AbstractList<Ljava/lang/String;>;Ljava/util/RandomAccess;");
    ASSERT_TRUE(signature.ok()) << signature.error().message;
    EXPECT_TRUE(signature->type_parameters.empty());
    EXPECT_EQ(signature->superclass.to_string(), "java.util.AbstractList<java.lang.String>");
    ASSERT_EQ(signature->interfaces.size(), 1u);
    EXPECT_EQ(signature->interfaces[0].to_string(), "java.util.RandomAccess");
}

TEST(SignatureTest, HashMapClassSignature) {
    auto signature = parse_class_signature(
        "<K:Ljava/lang/Object;V:Ljava/lang/Object;>Ljava/util/AbstractMap<TK;TV;>;Ljava/util/Map<TK;TV;>;"
        "Ljava/lang/Cloneable;Ljava/io/Serializable;");
    ASSERT_TRUE(signature.ok()) << signature.error().message;
    ASSERT_EQ(signature->type_parameters.size(), 2u);
    EXPECT_EQ(signature->type_parameters[0].name, "K");
    ASSERT_TRUE(signature->type_parameters[0].class_bound);
    EXPECT_EQ(signature->type_parameters[0].class_bound->to_string(), "java.lang.Object");
    EXPECT_TRUE(signature->type_parameters[0].interface_bounds.empty());
    EXPECT_EQ(signature->type_parameters[1].name, "V");
    EXPECT_EQ(signature->superclass.to_string(), "java.util.AbstractMap<K, V>");
    ASSERT_EQ(signature->interfaces.size(), 3u);
    EXPECT_EQ(signature->interfaces[0].to_string(), "java.util.Map<K, V>");
    EXPECT_EQ(signature->interfaces[2].to_string(), "java.io.Serializable");
}

TEST(SignatureTest, EmptyClassBoundWithInterfaceBound) {
    auto signature = parse_class_signature("<T::Ljava/lang/Comparable<TT;>;>Ljava/lang/Object;");
    ASSERT_TRUE(signature.ok()) << signature.error().message;
    ASSERT_EQ(signature->type_parameters.size(), 1u);
    const TypeParameter& parameter = signature->type_parameters[0];
    EXPECT_EQ(parameter.name, "T");
    EXPECT_FALSE(parameter.class_bound);
    ASSERT_EQ(parameter.interface_bounds.size(), 1u);
    EXPECT_EQ(parameter.interface_bounds[0]->to_string(), "java.lang.Comparable<T>");
    EXPECT_TRUE(signature->interfaces.empty());
}

TEST(SignatureTest, SeveralBounds) {
    auto signature = parse_class_signature(
        "<T:Ljava/lang/Number;:Ljava/lang/Comparable<TT;>;:Ljava/io/Serializable;U:TT;>Ljava/lang/Object;");
    ASSERT_TRUE(signature.ok()) << signature.error().message;
    ASSERT_EQ(signature->type_parameters.size(), 2u);
    const TypeParameter& t = signature->type_parameters[0];
    ASSERT_TRUE(t.class_bound);
    EXPECT_EQ(t.class_bound->to_string(), "java.lang.Number");
    ASSERT_EQ(t.interface_bounds.size(), 2u);
    EXPECT_EQ(t.interface_bounds[1]->to_string(), "java.io.Serializable");
    const TypeParameter& u = signature->type_parameters[1];
    EXPECT_EQ(u.name, "U");
    ASSERT_TRUE(u.class_bound);
    EXPECT_EQ(u.class_bound->kind, TypeSignature::Kind::TypeVariable);
}

TEST(SignatureTest, TypeParametersNamedLikeTypeTags) {
    // After a bound, 'L' and 'T' start the next parameter's name.
    auto signature = parse_class_signature("<L:Ljava/lang/Object;T:TL;>Ljava/lang/Object;");
    ASSERT_TRUE(signature.ok()) << signature.error().message;
    ASSERT_EQ(signature->type_parameters.size(), 2u);
    EXPECT_EQ(signature->type_parameters[0].name, "L");
    EXPECT_EQ(signature->type_parameters[1].name, "T");
    EXPECT_EQ(signature->type_parameters[1].class_bound->variable, "L");
}

TEST(SignatureTest, TypeParameterWithoutAnyBoundIsGrammatical) {
    auto signature = parse_class_signature("<A:>Ljava/lang/Object;");
    ASSERT_TRUE(signature.ok()) << signature.error().message;
    ASSERT_EQ(signature->type_parameters.size(), 1u);
    EXPECT_FALSE(signature->type_parameters[0].class_bound);
    EXPECT_TRUE(signature->type_parameters[0].interface_bounds.empty());
}

TEST(SignatureTest, ClassRoundTrips) {
    for (const char* text : {
             "Ljava/lang/Object;",
             "Ljava/lang/Object;Ljava/lang/Runnable;Ljava/util/function/Supplier<TT;>;",
             "<E:Ljava/lang/Enum<TE;>;>Ljava/lang/Object;Ljava/lang/constant/Constable;"
             "Ljava/lang/Comparable<TE;>;Ljava/io/Serializable;",
             "<T::Ljava/lang/Comparable<-TT;>;>Ljava/lang/Object;",
             "<T:Ljava/lang/Object;>Lpkg/Outer<TT;>.Inner<[TT;>;",
             "<A:>Ljava/lang/Object;",
         }) {
        EXPECT_EQ(parse_error(Kind::Class, text), "") << text;
    }
}

// --- Method signatures ------------------------------------------------------

TEST(SignatureTest, GenericMethodWithThrows) {
    auto signature = parse_method_signature(
        "<T:Ljava/lang/Object;E:Ljava/lang/Exception;>(TT;[TT;ILjava/util/List<-TT;>;)TT;^TE;^Ljava/io/IOException;");
    ASSERT_TRUE(signature.ok()) << signature.error().message;
    ASSERT_EQ(signature->type_parameters.size(), 2u);
    EXPECT_EQ(signature->type_parameters[1].name, "E");
    ASSERT_EQ(signature->parameters.size(), 4u);
    EXPECT_EQ(signature->parameters[0].to_string(), "T");
    EXPECT_EQ(signature->parameters[1].to_string(), "T[]");
    EXPECT_EQ(signature->parameters[2].kind, TypeSignature::Kind::Base);
    EXPECT_EQ(signature->parameters[2].to_string(), "int");
    EXPECT_EQ(signature->parameters[3].to_string(), "java.util.List<? super T>");
    EXPECT_EQ(signature->result.to_string(), "T");
    ASSERT_EQ(signature->throws.size(), 2u);
    EXPECT_EQ(signature->throws[0].kind, TypeSignature::Kind::TypeVariable);
    EXPECT_EQ(signature->throws[0].variable, "E");
    EXPECT_EQ(signature->throws[1].kind, TypeSignature::Kind::Class);
    EXPECT_EQ(signature->throws[1].to_string(), "java.io.IOException");
}

TEST(SignatureTest, VoidResult) {
    auto signature = parse_method_signature("(Ljava/util/List<*>;)V");
    ASSERT_TRUE(signature.ok()) << signature.error().message;
    EXPECT_TRUE(signature->type_parameters.empty());
    ASSERT_EQ(signature->parameters.size(), 1u);
    EXPECT_EQ(signature->result.kind, TypeSignature::Kind::Base);
    EXPECT_EQ(signature->result.base, 'V');
    EXPECT_EQ(signature->result.to_string(), "void");
    EXPECT_TRUE(signature->throws.empty());
}

TEST(SignatureTest, MethodRoundTrips) {
    for (const char* text : {
             "()V",
             "()I",
             "(IJFDZBCS)[[J",
             "()V^Ljava/lang/Exception;",
             "<X:Ljava/lang/Throwable;>(Ljava/util/function/Supplier<+TX;>;)TT;^TX;",
             "<T:Ljava/lang/Object;>([TT;)Ljava/util/List<TT;>;",
             "<K::Ljava/lang/Comparable<-TK;>;V:Ljava/lang/Object;>()Ljava/util/Comparator<Ljava/util/Map$Entry<TK;TV;>;>;",
             "(Lpkg/Outer<TT;>.Inner<TU;>;)Lpkg/Outer<TT;>.Inner<TU;>;",
         }) {
        EXPECT_EQ(parse_error(Kind::Method, text), "") << text;
    }
}

// --- Errors -----------------------------------------------------------------

struct ErrorCase {
    Kind kind;
    std::string text;
    std::size_t offset;
    std::string expected;  // a substring of the message
};

TEST(SignatureErrorTest, RejectsWithOffsetAndExpectation) {
    const std::vector<ErrorCase> cases = {
        // Field signatures.
        {Kind::Field, "", 0, "expected a reference type ('L', 'T' or '[')"},
        {Kind::Field, "I", 0, "expected a reference type"},
        {Kind::Field, "V", 0, "expected a reference type"},
        {Kind::Field, "[", 1, "expected an array component type"},
        {Kind::Field, "[V", 1, "expected an array component type"},
        {Kind::Field, "L", 1, "expected a class name"},
        {Kind::Field, "L;", 1, "expected a class name before ';'"},
        {Kind::Field, "L/a;", 1, "expected a class name before '/'"},
        {Kind::Field, "Ljava/;", 6, "expected a class name segment after '/' before ';'"},
        {Kind::Field, "Ljava//List;", 6, "expected a class name segment after '/' before '/'"},
        {Kind::Field, "Ljava/lang/Object", 17, "expected '/', '<', '.' or ';' in the class type that starts at offset 0"},
        {Kind::Field, "La:b;", 2, "expected '/', '<', '.' or ';'"},
        {Kind::Field, "La[b;", 2, "expected '/', '<', '.' or ';'"},
        {Kind::Field, "La>;", 2, "expected '/', '<', '.' or ';'"},
        {Kind::Field, "Ljava/util/List<>;", 16, "expected a type argument ('*', '+', '-', 'L', 'T' or '[')"},
        {Kind::Field, "Ljava/util/List<TT;", 19, "expected a type argument ('*', '+', '-', 'L', 'T' or '[') or '>'"},
        {Kind::Field, "Ljava/util/List<TT;>", 20, "expected '.' or ';' in the class type"},
        {Kind::Field, "Ljava/util/List<TT;>/a;", 20, "expected '.' or ';'"},
        {Kind::Field, "Ljava/util/List<I>;", 16, "expected a type argument"},
        {Kind::Field, "Ljava/util/List<+>;", 17, "expected a reference type ('L', 'T' or '[') after '+'"},
        {Kind::Field, "Ljava/util/List<-*>;", 17, "after '-'"},
        {Kind::Field, "Ljava/util/List<**;>;", 18, "or '>'"},
        {Kind::Field, "Ljava/util/List<TT;>.;", 21, "expected an inner class name after '.' before ';'"},
        {Kind::Field, "Lpkg/Outer.in/ner;", 13, "expected '<', '.' or ';'"},
        {Kind::Field, "Ljava/util/List<TT;>;X", 21, "expected the end of the signature after the type"},
        {Kind::Field, "TT;TU;", 3, "expected the end of the signature"},
        {Kind::Field, "TT", 2, "expected ';' to end the type variable"},
        {Kind::Field, "T;", 1, "expected a type variable name before ';'"},
        {Kind::Field, "T", 1, "expected a type variable name"},
        {Kind::Field, "Tpkg/T;", 4, "expected ';' to end the type variable"},
        {Kind::Field, "T<T;", 1, "expected a type variable name before '<'"},
        {Kind::Field, "*", 0, "expected a reference type"},
        // Class signatures.
        {Kind::Class, "", 0, "expected '<' to start the type parameters or 'L' to start the superclass"},
        {Kind::Class, "TT;", 0, "or 'L' to start the superclass"},
        {Kind::Class, "[Ljava/lang/Object;", 0, "'L' to start the superclass"},
        {Kind::Class, "Ljava/lang/Object", 17, "expected '/', '<', '.' or ';'"},
        {Kind::Class, "<T:>", 4, "expected 'L' to start the superclass"},
        {Kind::Class, "<T:Ljava/lang/Object;>TT;", 22, "expected 'L' to start the superclass"},
        {Kind::Class, "<>Ljava/lang/Object;", 1, "expected a type parameter name before '>'"},
        {Kind::Class, "<T>Ljava/lang/Object;", 2, "expected ':' after the type parameter name"},
        {Kind::Class, "<T:Ljava/lang/Object;", 21, "expected a type parameter name or '>'"},
        {Kind::Class, "<T::>Ljava/lang/Object;", 4, "expected an interface bound ('L', 'T' or '[') after ':'"},
        {Kind::Class, "<T:Ljava/lang/Object;:I>Ljava/lang/Object;", 22, "expected an interface bound"},
        {Kind::Class, "<:Ljava/lang/Object;>Ljava/lang/Object;", 1, "expected a type parameter name before ':'"},
        {Kind::Class, "Ljava/lang/Object;TT;", 18, "expected 'L' to start a superinterface, or the end of the signature"},
        {Kind::Class, "Ljava/lang/Object;I", 18, "superinterface"},
        {Kind::Class, "Ljava/lang/Object;Ljava/lang/Runnable", 37, "in the class type that starts at offset 18"},
        // Method signatures.
        {Kind::Method, "", 0, "expected '<' to start the type parameters or '(' to start the parameter types"},
        {Kind::Method, "V", 0, "'(' to start the parameter types"},
        {Kind::Method, "(", 1, "expected a parameter type (one of B C D F I J S Z, 'L', 'T' or '[') or ')'"},
        {Kind::Method, "(I", 2, "or ')'"},
        {Kind::Method, "(V)V", 1, "'V' (void) is only allowed as the result"},
        {Kind::Method, "()", 2, "expected a result type (one of B C D F I J S Z V, 'L', 'T' or '[')"},
        {Kind::Method, "()[V", 3, "expected an array component type"},
        {Kind::Method, "()VV", 3, "expected '^' to start a thrown type, or the end of the signature"},
        {Kind::Method, "()V^", 4, "expected a thrown class type ('L') or type variable ('T') after '^'"},
        {Kind::Method, "()V^I", 4, "after '^'"},
        {Kind::Method, "()V^[Ljava/lang/Exception;", 4, "after '^'"},
        {Kind::Method, "()V^TE;^", 8, "after '^'"},
        {Kind::Method, "()V^TE", 6, "expected ';' to end the type variable"},
        {Kind::Method, "<T:Ljava/lang/Object;>", 22, "expected '(' to start the parameter types"},
        {Kind::Method, "<T:Ljava/lang/Object;>V", 22, "expected '('"},
        {Kind::Method, "(TT)V", 5, "expected ';' to end the type variable"},
        {Kind::Method, "(Ljava/util/List<TT;)V", 20, "or '>'"},
        {Kind::Method, "()Ljava/lang/Object;X", 20, "expected '^'"},
    };
    for (const ErrorCase& c : cases) {
        SCOPED_TRACE(std::string(kind_name(c.kind)) + " " + c.text);
        std::string message = parse_error(c.kind, c.text);
        ASSERT_NE(message, "") << "parsed but should not";
        EXPECT_EQ(message.rfind("bad " + std::string(kind_name(c.kind)) + " \"" + c.text + "\": ", 0), 0u) << message;
        EXPECT_NE(message.find(offset_text(c.offset, c.text.size())), std::string::npos) << message;
        EXPECT_NE(message.find(c.expected), std::string::npos) << message;
    }
}

TEST(SignatureErrorTest, ExactMessages) {
    EXPECT_EQ(parse_error(Kind::Method, "()V^"),
              "bad method signature \"()V^\": at offset 4 (end of input), expected a thrown class type ('L') or "
              "type variable ('T') after '^'");
    EXPECT_EQ(parse_error(Kind::Field, "Ljava/util/List<>;"),
              "bad field signature \"Ljava/util/List<>;\": at offset 16, expected a type argument "
              "('*', '+', '-', 'L', 'T' or '[')");
    EXPECT_EQ(parse_error(Kind::Class, "<T>Ljava/lang/Object;"),
              "bad class signature \"<T>Ljava/lang/Object;\": at offset 2, expected ':' after the type parameter name");
}

TEST(SignatureErrorTest, AtMost255ArrayDimensions) {
    EXPECT_EQ(parse_error(Kind::Field, std::string(255, '[') + "TT;"), "");
    std::string message = parse_error(Kind::Field, std::string(256, '[') + "TT;");
    EXPECT_NE(message.find("at offset 255, expected at most 255 array dimensions"), std::string::npos) << message;
    message = parse_error(Kind::Method, "(" + std::string(300, '[') + "I)V");
    EXPECT_NE(message.find("at offset 256, expected at most 255 array dimensions"), std::string::npos) << message;
}

TEST(SignatureErrorTest, DeepNestingIsAnErrorNotACrash) {
    // 500 nested type-argument lists are fine...
    std::string nested;
    for (int i = 0; i < 500; ++i) nested += "La<";
    nested += "TT;";
    for (int i = 0; i < 500; ++i) nested += ">;";
    auto deep = parse_field_signature(nested);
    ASSERT_TRUE(deep.ok()) << deep.error().message;
    EXPECT_EQ(jvms(*deep), nested);
    EXPECT_EQ(deep->to_string().size(), 1501u);  // "a<" and ">" per level, and "T"

    // ...but a hundred thousand are refused rather than overflowing the stack.
    std::string hostile;
    for (int i = 0; i < 100000; ++i) hostile += "La<";
    std::string message = parse_error(Kind::Field, hostile);
    EXPECT_NE(message.find("expected types nested at most 512 deep"), std::string::npos) << message.substr(0, 200);

    // Arrays count towards the nesting too: 255 dimensions inside three levels of arguments.
    std::string arrays;
    for (int i = 0; i < 3; ++i) arrays += "La<" + std::string(255, '[');
    message = parse_error(Kind::Field, arrays + "I");
    EXPECT_NE(message.find("nested at most 512 deep"), std::string::npos) << message.substr(message.size() - 100);
}

// Fixed-seed random strings over the signature alphabet, and random edits of
// valid signatures: whatever the input, the parser either reproduces it exactly
// or reports an error inside the text.
TEST(SignatureTest, RandomInputsRoundTripOrFailCleanly) {
    const std::string alphabet = "LT[;<>*+-./:^()VIZ";
    const std::vector<std::string> seeds = {
        "<T::Ljava/lang/Comparable<TT;>;>Ljava/lang/Object;Ljava/io/Serializable;",
        "<T:Ljava/lang/Object;E:Ljava/lang/Exception;>(TT;[TT;ILjava/util/List<-TT;>;)TT;^TE;^Ljava/io/IOException;",
        "[Ljava/util/Map<TK;Ljava/util/List<+TT;>;>;",
        "Lpkg/Outer<TT;>.Inner<*>;",
    };
    std::mt19937 random(12345);
    auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(random); };
    int parsed = 0;
    for (int i = 0; i < 30000; ++i) {
        std::string text;
        if (i % 2 == 0) {
            std::size_t length = pick(20);
            for (std::size_t j = 0; j < length; ++j) text += alphabet[pick(alphabet.size())];
        } else {
            text = seeds[pick(seeds.size())];
            for (std::size_t edits = 1 + pick(3); edits > 0 && !text.empty(); --edits) {
                std::size_t at = pick(text.size());
                switch (pick(3)) {
                    case 0: text.erase(at, 1); break;
                    case 1: text.insert(at, 1, alphabet[pick(alphabet.size())]); break;
                    default: text[at] = alphabet[pick(alphabet.size())]; break;
                }
            }
        }
        for (Kind kind : {Kind::Class, Kind::Method, Kind::Field}) {
            std::string message = parse_error(kind, text);  // checks the round trip on success
            if (message.empty()) {
                ++parsed;
                continue;
            }
            ASSERT_EQ(message.rfind("bad " + std::string(kind_name(kind)) + " \"", 0), 0u) << message;
            std::size_t at = message.find("\": at offset ");
            ASSERT_NE(at, std::string::npos) << message;
            std::size_t offset = std::stoul(message.substr(at + 13));
            ASSERT_LE(offset, text.size()) << message;
        }
    }
    EXPECT_GT(parsed, 100);
}

// --- Real signatures from javac and the JDK --------------------------------

struct JavapStrings {
    std::vector<std::string> field_descriptors;
    std::vector<std::string> method_descriptors;
    std::vector<std::string> class_signatures;
    std::vector<std::string> method_signatures;
    std::vector<std::string> field_signatures;
};

std::string javap_binary() {
    std::filesystem::path javap = symcrete::testing::javac_path().parent_path() / "javap";
    return std::filesystem::exists(javap) ? testing::shell_quote(javap) : "javap";
}

// Runs `javap -v -p` and collects every "descriptor:" and "Signature:" string.
// A Signature line at column 0 belongs to the class; an indented one to the
// member whose descriptor came last.
JavapStrings run_javap(const std::string& arguments) {
    JavapStrings strings;
    auto result = testing::run_command(javap_binary() + " -v -p " + arguments);
    EXPECT_EQ(result.status, 0) << result.output.substr(0, 2000);
    std::istringstream lines(result.output);
    std::string line;
    bool member_is_method = false;
    while (std::getline(lines, line)) {
        std::size_t indent = line.find_first_not_of(' ');
        if (indent == std::string::npos) continue;
        std::string_view rest = std::string_view(line).substr(indent);
        if (rest.rfind("descriptor: ", 0) == 0) {
            std::string descriptor(rest.substr(12));
            member_is_method = !descriptor.empty() && descriptor[0] == '(';
            (member_is_method ? strings.method_descriptors : strings.field_descriptors).push_back(descriptor);
        } else if (rest.rfind("Signature: #", 0) == 0) {
            std::size_t comment = rest.find("// ");
            EXPECT_NE(comment, std::string_view::npos) << line;
            if (comment == std::string_view::npos) continue;
            std::string signature(rest.substr(comment + 3));
            if (indent == 0) {
                strings.class_signatures.push_back(signature);
            } else if (member_is_method) {
                strings.method_signatures.push_back(signature);
            } else {
                strings.field_signatures.push_back(signature);
            }
        }
    }
    return strings;
}

// Checks everything parses and round-trips; returns the number of strings.
std::size_t check_all(const JavapStrings& strings) {
    for (const std::string& text : strings.field_descriptors) {
        auto type = parse_field_descriptor(text);
        EXPECT_TRUE(type.ok()) << type.error().message;
        if (type.ok()) {
            EXPECT_EQ(type->descriptor(), text);
        }
    }
    for (const std::string& text : strings.method_descriptors) {
        auto method = parse_method_descriptor(text);
        EXPECT_TRUE(method.ok()) << method.error().message;
    }
    for (const std::string& text : strings.class_signatures) EXPECT_EQ(parse_error(Kind::Class, text), "");
    for (const std::string& text : strings.method_signatures) EXPECT_EQ(parse_error(Kind::Method, text), "");
    for (const std::string& text : strings.field_signatures) EXPECT_EQ(parse_error(Kind::Field, text), "");
    return strings.field_descriptors.size() + strings.method_descriptors.size() + strings.class_signatures.size() +
           strings.method_signatures.size() + strings.field_signatures.size();
}

TEST(SignatureJavapTest, EveryDescriptorAndSignatureOfJdkClassesParses) {
    JavapStrings strings = run_javap(
        "java.util.HashMap 'java.util.HashMap$KeyIterator' 'java.util.HashMap$TreeNode' java.util.stream.Collectors "
        "java.lang.Enum java.util.concurrent.ConcurrentHashMap java.util.Collections java.util.stream.Stream "
        "'java.util.Map$Entry' java.util.Comparator java.util.EnumMap java.lang.Class java.util.Optional "
        "java.util.concurrent.CompletableFuture java.lang.invoke.MethodHandles");
    std::size_t total = check_all(strings);
    EXPECT_GT(strings.method_descriptors.size(), 500u);
    EXPECT_GT(strings.field_descriptors.size(), 50u);
    EXPECT_GE(strings.class_signatures.size(), 10u);
    EXPECT_GT(strings.method_signatures.size(), 500u);
    EXPECT_GT(strings.field_signatures.size(), 10u);
    // HashMap$KeyIterator extends HashMap<K,V>.HashIterator: an inner class segment.
    bool saw_inner = false;
    for (const std::string& text : strings.class_signatures) saw_inner |= text.find(">.") != std::string::npos;
    EXPECT_TRUE(saw_inner);
    std::cout << "[          ] checked " << total << " strings from javap\n";
}

// javac's output for generic inner classes, wildcards, intersection bounds and
// generic throws, which the JDK classes above exercise only lightly.
TEST(SignatureJavapTest, JavacOutputForGenericInnerClasses) {
    std::filesystem::path dir = testing::make_temp_dir("symcrete-signature");
    ASSERT_FALSE(dir.empty());
    std::filesystem::create_directories(dir / "src" / "sig");
    std::ofstream(dir / "src" / "sig" / "Outer.java") << R"(package sig;
import java.io.IOException;
import java.util.*;
public class Outer<T> {
    public class Inner<U> {
        public Outer<T>.Inner<U> self;
        public <E extends Exception> Outer<T>.Inner<U>[] make(List<? super T> sink,
                Map<String, ? extends U>[] maps) throws E, IOException { return null; }
    }
    public Outer<String>.Inner<Integer> field;
    public static <K extends Comparable<? super K> & java.io.Serializable, V> void sort(
            Map<K, List<V>>[][] data, int[] xs) {}
    public <X extends T> X pick(X x) { return x; }
}
)";
    auto compiled =
        testing::run_command(testing::shell_quote(symcrete::testing::javac_path()) + " -nowarn -d " + testing::shell_quote(dir / "out") +
                             " " + testing::shell_quote(dir / "src" / "sig" / "Outer.java"));
    ASSERT_EQ(compiled.status, 0) << compiled.output;

    JavapStrings strings = run_javap("-cp '" + (dir / "out").string() + "' sig.Outer 'sig.Outer$Inner'");
    check_all(strings);

    auto contains = [](const std::vector<std::string>& list, const std::string& text) {
        return std::find(list.begin(), list.end(), text) != list.end();
    };
    EXPECT_TRUE(contains(strings.field_signatures, "Lsig/Outer<TT;>.Inner<TU;>;"));
    EXPECT_TRUE(contains(strings.field_signatures, "Lsig/Outer<Ljava/lang/String;>.Inner<Ljava/lang/Integer;>;"));
    EXPECT_TRUE(contains(strings.class_signatures, "<U:Ljava/lang/Object;>Ljava/lang/Object;"));

    auto field_type = parse_field_signature("Lsig/Outer<Ljava/lang/String;>.Inner<Ljava/lang/Integer;>;");
    ASSERT_TRUE(field_type.ok());
    EXPECT_EQ(field_type->to_string(), "sig.Outer<java.lang.String>.Inner<java.lang.Integer>");

    bool saw_make = false;
    bool saw_sort = false;
    for (const std::string& text : strings.method_signatures) {
        auto method = parse_method_signature(text);
        ASSERT_TRUE(method.ok()) << method.error().message;
        if (method->throws.size() == 2) {
            saw_make = true;
            EXPECT_EQ(method->throws[0].to_string(), "E");
            EXPECT_EQ(method->throws[1].to_string(), "java.io.IOException");
            EXPECT_EQ(method->result.to_string(), "sig.Outer<T>.Inner<U>[]");
            ASSERT_EQ(method->parameters.size(), 2u);
            EXPECT_EQ(method->parameters[0].to_string(), "java.util.List<? super T>");
            EXPECT_EQ(method->parameters[1].to_string(), "java.util.Map<java.lang.String, ? extends U>[]");
        }
        if (method->type_parameters.size() == 2 && method->type_parameters[0].name == "K") {
            saw_sort = true;
            const TypeParameter& k = method->type_parameters[0];
            EXPECT_FALSE(k.class_bound) << "an interface-only bound leaves the class bound empty";
            ASSERT_EQ(k.interface_bounds.size(), 2u);
            EXPECT_EQ(k.interface_bounds[0]->to_string(), "java.lang.Comparable<? super K>");
            EXPECT_EQ(method->parameters[0].to_string(), "java.util.Map<K, java.util.List<V>>[][]");
        }
    }
    EXPECT_TRUE(saw_make);
    EXPECT_TRUE(saw_sort);
}

}  // namespace
}  // namespace symcrete::classfile
