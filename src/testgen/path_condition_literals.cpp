// Constants and names as the tokens a Java reader writes: literals as the
// JUnit writer spells them (java_literal), char literals for comparisons with
// a char, and variable names made ASCII so that the comment stays safe.
#include "path_condition_literals.h"

#include <fmt/format.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "testgen/junit_writer.h"

namespace symcrete::testgen::path_condition_detail {

std::int64_t signed_value(const Expr* constant) {
    if (constant->sort() == Sort::I64) return static_cast<std::int64_t>(constant->bits());
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(constant->bits()));
}

const char* java_type(Sort sort) {
    switch (sort) {
        case Sort::Bool: return "boolean";
        case Sort::I32: return "int";
        case Sort::I64: return "long";
        case Sort::F32: return "float";
        case Sort::F64: return "double";
        case Sort::ArrayI32: return "int[]";
        case Sort::ArrayI64: return "long[]";
        case Sort::ArrayF32: return "float[]";
        case Sort::ArrayF64: return "double[]";
    }
    return "?";
}

std::string literal(Sort sort, std::uint64_t bits) {
    switch (sort) {
        case Sort::Bool: return bits != 0 ? "true" : "false";
        case Sort::I32: return java_literal(JavaValue{Type::Int, bits & 0xffffffffu});
        case Sort::I64: return java_literal(JavaValue{Type::Long, bits});
        case Sort::F32: return java_literal(JavaValue{Type::Float, bits & 0xffffffffu});
        case Sort::F64: return java_literal(JavaValue{Type::Double, bits});
        default: break;  // arrays have no literals
    }
    return "0";
}

std::optional<std::string> char_literal(std::int64_t k) {
    switch (k) {
        case '\'': return "'\\''";
        case '\\': return "'\\\\'";
        case '\n': return "'\\n'";
        case '\t': return "'\\t'";
        case '\r': return "'\\r'";
        default: break;
    }
    if (k >= 0x20 && k < 0x7f) return std::string("'") + static_cast<char>(k) + "'";
    return std::nullopt;
}

std::string ascii_name(const std::string& name) {
    std::string out;
    std::size_t i = 0;
    while (i < name.size()) {
        const auto c = static_cast<unsigned char>(name[i]);
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
            c == '.' || c == '[' || c == ']' || c == '(' || c == ')') {
            out += static_cast<char>(c);
            ++i;
            continue;
        }
        std::uint32_t code = c;
        std::size_t length = 1;
        if (c >= 0xc0 && c < 0xf8) {
            const std::size_t extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
            std::uint32_t decoded = c & (0x3fu >> extra);
            bool ok = i + extra < name.size();
            for (std::size_t k = 1; ok && k <= extra; ++k) {
                const auto cc = static_cast<unsigned char>(name[i + k]);
                if ((cc & 0xc0) != 0x80) ok = false;
                decoded = (decoded << 6) | (cc & 0x3fu);
            }
            if (ok) {
                code = decoded;
                length = extra + 1;
            }
        }
        out += fmt::format("{{U+{:04X}}}", code);
        i += length;
    }
    return out.empty() ? "_" : out;
}

}  // namespace symcrete::testgen::path_condition_detail
