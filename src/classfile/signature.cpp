// Generic signatures (JVMS 4.7.9.1), parsed by recursive descent over a
// TextCursor. The grammar:
//
//   ClassSignature:  [TypeParameters] ClassTypeSignature {ClassTypeSignature}
//   MethodSignature: [TypeParameters] '(' {JavaTypeSignature} ')' Result {ThrowsSignature}
//   FieldSignature:  ReferenceTypeSignature
//
//   TypeParameters:  '<' TypeParameter {TypeParameter} '>'
//   TypeParameter:   Identifier ':' [ReferenceTypeSignature] {':' ReferenceTypeSignature}
//   Result:          JavaTypeSignature | 'V'
//   ThrowsSignature: '^' ClassTypeSignature | '^' TypeVariableSignature
//
//   JavaTypeSignature:      BaseType | ReferenceTypeSignature
//   ReferenceTypeSignature: ClassTypeSignature | TypeVariableSignature | '[' JavaTypeSignature
//   ClassTypeSignature:     'L' {Identifier '/'} Identifier [TypeArguments]
//                               {'.' Identifier [TypeArguments]} ';'
//   TypeVariableSignature:  'T' Identifier ';'
//   TypeArguments:          '<' TypeArgument {TypeArgument} '>'
//   TypeArgument:           ['+' | '-'] ReferenceTypeSignature | '*'
//   BaseType:               one of B C D F I J S Z
//
// An Identifier is non-empty and holds none of . ; [ / < > : (any other byte
// is allowed).
//
// Two limits keep hostile input from exhausting the stack (the parser, the
// destructors of the shared_ptr trees and to_string all recurse): an array type
// has at most 255 dimensions, as its erasure must be a valid descriptor
// (JVMS 4.3.2), and array dimensions plus enclosing type-argument lists nest at
// most kMaxNesting deep, far beyond anything a compiler emits.
#include "classfile/signature.h"

#include <cstddef>
#include <utility>

#include "classfile/descriptor.h"
#include "text_cursor.h"
#include "support/java_type.h"

namespace symcrete::classfile {
namespace {

using detail::quote_char;
using detail::TextCursor;

constexpr unsigned kMaxArrayDimensions = 255;
constexpr unsigned kMaxNesting = 512;

using TypePtr = std::shared_ptr<const TypeSignature>;

bool is_base_type(char c) { return java_type::is_primitive(c); }

bool is_identifier_char(char c) {
    switch (c) {
        case '.': case ';': case '[': case '/': case '<': case '>': case ':': return false;
        default: return true;
    }
}

bool starts_reference_type(char c) { return c == 'L' || c == 'T' || c == '['; }

TypeSignature base_type(char c) {
    TypeSignature type;
    type.kind = TypeSignature::Kind::Base;
    type.base = c;
    return type;
}

TypePtr share(TypeSignature type) { return std::make_shared<const TypeSignature>(std::move(type)); }

class SignatureParser {
public:
    SignatureParser(std::string_view what, std::string_view text) : cursor_(what, text) {}

    Result<ClassSignature> class_signature() {
        ClassSignature signature;
        if (cursor_.next_is('<')) {
            auto parameters = type_parameters();
            if (!parameters) return parameters.error();
            signature.type_parameters = std::move(parameters).value();
        }
        if (!cursor_.next_is('L')) {
            return cursor_.error(cursor_.offset() == 0
                                     ? "expected '<' to start the type parameters or 'L' to start the superclass"
                                     : "expected 'L' to start the superclass");
        }
        auto superclass = class_type(0);
        if (!superclass) return superclass.error();
        signature.superclass = std::move(superclass).value();
        while (!cursor_.at_end()) {
            if (!cursor_.next_is('L')) {
                return cursor_.error("expected 'L' to start a superinterface, or the end of the signature");
            }
            auto superinterface = class_type(0);
            if (!superinterface) return superinterface.error();
            signature.interfaces.push_back(std::move(superinterface).value());
        }
        return signature;
    }

    Result<MethodSignature> method_signature() {
        MethodSignature signature;
        if (cursor_.next_is('<')) {
            auto parameters = type_parameters();
            if (!parameters) return parameters.error();
            signature.type_parameters = std::move(parameters).value();
        }
        if (!cursor_.consume('(')) {
            return cursor_.error(cursor_.offset() == 0
                                     ? "expected '<' to start the type parameters or '(' to start the parameter types"
                                     : "expected '(' to start the parameter types");
        }
        while (!cursor_.consume(')')) {
            if (cursor_.next_is('V')) {
                return cursor_.error("expected a parameter type or ')'; 'V' (void) is only allowed as the result");
            }
            auto parameter = java_type(0, "a parameter type (one of B C D F I J S Z, 'L', 'T' or '[') or ')'");
            if (!parameter) return parameter.error();
            signature.parameters.push_back(std::move(parameter).value());
        }
        if (cursor_.consume('V')) {
            signature.result = base_type('V');
        } else {
            auto result = java_type(0, "a result type (one of B C D F I J S Z V, 'L', 'T' or '[')");
            if (!result) return result.error();
            signature.result = std::move(result).value();
        }
        while (cursor_.consume('^')) {
            if (!cursor_.next_is('L') && !cursor_.next_is('T')) {
                return cursor_.error("expected a thrown class type ('L') or type variable ('T') after '^'");
            }
            auto thrown = reference_type(0, "a thrown type");
            if (!thrown) return thrown.error();
            signature.throws.push_back(std::move(thrown).value());
        }
        if (!cursor_.at_end()) {
            return cursor_.error("expected '^' to start a thrown type, or the end of the signature");
        }
        return signature;
    }

    Result<TypeSignature> field_signature() {
        auto type = reference_type(0, "a reference type ('L', 'T' or '[')");
        if (!type) return type;
        if (!cursor_.at_end()) return cursor_.error("expected the end of the signature after the type");
        return type;
    }

private:
    // `depth` counts the array dimensions and type-argument lists around the
    // type being parsed (see kMaxNesting).

    Result<TypeSignature> java_type(unsigned depth, std::string_view expected) {
        if (!cursor_.at_end() && is_base_type(cursor_.peek())) {
            TypeSignature type = base_type(cursor_.peek());
            cursor_.advance();
            return type;
        }
        return reference_type(depth, expected);
    }

    Result<TypeSignature> reference_type(unsigned depth, std::string_view expected) {
        if (cursor_.next_is('L')) return class_type(depth);
        if (cursor_.next_is('T')) return type_variable();
        if (cursor_.next_is('[')) return array_type(depth);
        return cursor_.error("expected " + std::string(expected));
    }

    // The brackets are counted in a loop, then the component is wrapped once
    // per dimension: "[[I" is Array(Array(Base I)).
    Result<TypeSignature> array_type(unsigned depth) {
        unsigned dimensions = 0;
        while (cursor_.next_is('[')) {
            if (dimensions == kMaxArrayDimensions) return cursor_.error("expected at most 255 array dimensions");
            if (depth + dimensions >= kMaxNesting) return nesting_error();
            cursor_.advance();
            ++dimensions;
        }
        auto component = java_type(depth + dimensions,
                                   "an array component type (one of B C D F I J S Z, 'L', 'T' or '[')");
        if (!component) return component;
        TypeSignature type = std::move(component).value();
        for (unsigned i = 0; i < dimensions; ++i) {
            TypeSignature array;
            array.kind = TypeSignature::Kind::Array;
            array.component = share(std::move(type));
            type = std::move(array);
        }
        return type;
    }

    Result<TypeSignature> type_variable() {
        cursor_.advance();  // 'T'
        auto name = identifier("a type variable name");
        if (!name) return name.error();
        if (!cursor_.consume(';')) return cursor_.error("expected ';' to end the type variable");
        TypeSignature type;
        type.kind = TypeSignature::Kind::TypeVariable;
        type.variable = std::move(name).value();
        return type;
    }

    Result<TypeSignature> class_type(unsigned depth) {
        const std::size_t start = cursor_.offset();
        cursor_.advance();  // 'L'
        TypeSignature type;
        type.kind = TypeSignature::Kind::Class;

        // The first segment holds the package too: "java/util/Map".
        ClassTypeSegment first;
        for (;;) {
            auto name = identifier(first.name.empty() ? "a class name" : "a class name segment after '/'");
            if (!name) return name.error();
            first.name += name.value();
            if (!cursor_.consume('/')) break;
            first.name += '/';
        }
        if (cursor_.next_is('<')) {
            auto arguments = type_arguments(depth);
            if (!arguments) return arguments.error();
            first.arguments = std::move(arguments).value();
        }
        type.segments.push_back(std::move(first));

        // Inner classes: ".Inner<TU;>".
        while (cursor_.consume('.')) {
            ClassTypeSegment inner;
            auto name = identifier("an inner class name after '.'");
            if (!name) return name.error();
            inner.name = std::move(name).value();
            if (cursor_.next_is('<')) {
                auto arguments = type_arguments(depth);
                if (!arguments) return arguments.error();
                inner.arguments = std::move(arguments).value();
            }
            type.segments.push_back(std::move(inner));
        }

        if (!cursor_.consume(';')) {
            const bool has_arguments = !type.segments.back().arguments.empty();
            const bool single_segment = type.segments.size() == 1;
            std::string allowed = has_arguments     ? "'.' or ';'"
                                  : single_segment ? "'/', '<', '.' or ';'"
                                                   : "'<', '.' or ';'";
            return cursor_.error("expected " + allowed + " in the class type that starts at offset " +
                                 std::to_string(start));
        }
        return type;
    }

    Result<std::vector<TypeArgument>> type_arguments(unsigned depth) {
        if (depth >= kMaxNesting) return nesting_error();
        cursor_.advance();  // '<'
        std::vector<TypeArgument> arguments;
        do {
            auto argument = type_argument(depth + 1, arguments.empty());
            if (!argument) return argument.error();
            arguments.push_back(std::move(argument).value());
        } while (!cursor_.consume('>'));
        return arguments;
    }

    Result<TypeArgument> type_argument(unsigned depth, bool first) {
        TypeArgument argument;
        if (cursor_.consume('*')) {
            argument.kind = TypeArgument::Kind::Wildcard;
            return argument;
        }
        std::string_view expected = first ? "a type argument ('*', '+', '-', 'L', 'T' or '[')"
                                          : "a type argument ('*', '+', '-', 'L', 'T' or '[') or '>'";
        if (cursor_.consume('+')) {
            argument.kind = TypeArgument::Kind::Extends;
            expected = "a reference type ('L', 'T' or '[') after '+'";
        } else if (cursor_.consume('-')) {
            argument.kind = TypeArgument::Kind::Super;
            expected = "a reference type ('L', 'T' or '[') after '-'";
        }
        auto type = reference_type(depth, expected);
        if (!type) return type.error();
        argument.type = share(std::move(type).value());
        return argument;
    }

    // A class bound is present when a reference type follows the ':'. "<A:>"
    // (no bounds at all) is grammatical; javac always writes a bound.
    Result<std::vector<TypeParameter>> type_parameters() {
        cursor_.advance();  // '<'
        std::vector<TypeParameter> parameters;
        do {
            TypeParameter parameter;
            auto name = identifier(parameters.empty() ? "a type parameter name" : "a type parameter name or '>'");
            if (!name) return name.error();
            parameter.name = std::move(name).value();
            if (!cursor_.consume(':')) return cursor_.error("expected ':' after the type parameter name");
            if (!cursor_.at_end() && starts_reference_type(cursor_.peek())) {
                auto bound = reference_type(0, "a class bound");
                if (!bound) return bound.error();
                parameter.class_bound = share(std::move(bound).value());
            }
            while (cursor_.consume(':')) {
                auto bound = reference_type(0, "an interface bound ('L', 'T' or '[') after ':'");
                if (!bound) return bound.error();
                parameter.interface_bounds.push_back(share(std::move(bound).value()));
            }
            parameters.push_back(std::move(parameter));
        } while (!cursor_.consume('>'));
        return parameters;
    }

    // A non-empty run of identifier characters.
    Result<std::string> identifier(std::string_view what) {
        const std::size_t start = cursor_.offset();
        while (!cursor_.at_end() && is_identifier_char(cursor_.peek())) cursor_.advance();
        if (cursor_.offset() == start) {
            std::string problem = "expected " + std::string(what);
            if (!cursor_.at_end()) problem += " before " + quote_char(cursor_.peek());
            return cursor_.error(problem);
        }
        return std::string(cursor_.text().substr(start, cursor_.offset() - start));
    }

    Error nesting_error() const {
        return cursor_.error("expected types nested at most " + std::to_string(kMaxNesting) +
                             " deep (array dimensions and type arguments)");
    }

    TextCursor cursor_;
};

const char* java_keyword(char base) { return java_type::keyword(base); }

void render(std::string& out, const TypeSignature& type);

void render(std::string& out, const TypePtr& type) {
    if (type) {
        render(out, *type);
    } else {
        out += "<null>";  // only a hand-built tree can lack a type
    }
}

void render(std::string& out, const TypeArgument& argument) {
    switch (argument.kind) {
        case TypeArgument::Kind::Wildcard: out += '?'; return;
        case TypeArgument::Kind::Extends: out += "? extends "; break;
        case TypeArgument::Kind::Super: out += "? super "; break;
        case TypeArgument::Kind::Exact: break;
    }
    render(out, argument.type);
}

void render(std::string& out, const TypeSignature& type) {
    switch (type.kind) {
        case TypeSignature::Kind::Base:
            if (const char* keyword = java_keyword(type.base)) {
                out += keyword;
            } else {
                out += type.base;
            }
            return;
        case TypeSignature::Kind::TypeVariable:
            out += type.variable;
            return;
        case TypeSignature::Kind::Array:
            render(out, type.component);
            out += "[]";
            return;
        case TypeSignature::Kind::Class:
            for (std::size_t i = 0; i < type.segments.size(); ++i) {
                const ClassTypeSegment& segment = type.segments[i];
                if (i > 0) out += '.';
                out += i == 0 ? internal_to_java_name(segment.name) : segment.name;
                if (segment.arguments.empty()) continue;
                out += '<';
                for (std::size_t j = 0; j < segment.arguments.size(); ++j) {
                    if (j > 0) out += ", ";
                    render(out, segment.arguments[j]);
                }
                out += '>';
            }
            return;
    }
}

}  // namespace

std::string TypeSignature::to_string() const {
    std::string out;
    render(out, *this);
    return out;
}

Result<ClassSignature> parse_class_signature(std::string_view signature) {
    return SignatureParser("class signature", signature).class_signature();
}

Result<MethodSignature> parse_method_signature(std::string_view signature) {
    return SignatureParser("method signature", signature).method_signature();
}

Result<TypeSignature> parse_field_signature(std::string_view signature) {
    return SignatureParser("field signature", signature).field_signature();
}

}  // namespace symcrete::classfile
