// Java's primitive and reference kinds, by descriptor character (JVMS 4.3.2:
// 'Z' 'B' 'C' 'S' 'I' 'J' 'F' 'D', 'V' for void, 'L' and '[' start a
// reference): the facts every layer needs about a type, in one place. The
// class-file model (BaseType), the IR (ir::Type), the expression layer's
// value kinds, the engine's heap and intrinsics and the test writer each
// keep their own enum for their own work, and ask this header for the
// facts: its Java keyword, its box class, its size, its slots, its
// computational kind.
#pragma once

#include <cstddef>
#include <cstdint>

namespace symcrete::java_type {

// One of the eight primitive types.
constexpr bool is_primitive(char d) {
    switch (d) {
        case 'Z': case 'B': case 'C': case 'S': case 'I': case 'J': case 'F': case 'D': return true;
        default: return false;
    }
}

// A class or an array type.
constexpr bool is_reference(char d) { return d == 'L' || d == '['; }

// "int", "boolean", ..., "void"; null for a reference.
constexpr const char* keyword(char d) {
    switch (d) {
        case 'Z': return "boolean";
        case 'B': return "byte";
        case 'C': return "char";
        case 'S': return "short";
        case 'I': return "int";
        case 'J': return "long";
        case 'F': return "float";
        case 'D': return "double";
        case 'V': return "void";
        default: return nullptr;
    }
}

// The box class's internal name ("java/lang/Integer"); null for void and
// references.
constexpr const char* box_class(char d) {
    switch (d) {
        case 'Z': return "java/lang/Boolean";
        case 'B': return "java/lang/Byte";
        case 'C': return "java/lang/Character";
        case 'S': return "java/lang/Short";
        case 'I': return "java/lang/Integer";
        case 'J': return "java/lang/Long";
        case 'F': return "java/lang/Float";
        case 'D': return "java/lang/Double";
        default: return nullptr;
    }
}

// The box class's simple name ("Integer"); null for void and references.
constexpr const char* box_simple_name(char d) {
    const char* box = box_class(d);
    return box == nullptr ? nullptr : box + 10;  // after "java/lang/"
}

// Bytes of a field or array element on HotSpot's 64-bit heap: references
// count 4 (compressed pointers), as does anything that is not a primitive.
constexpr std::size_t byte_size(char d) {
    switch (d) {
        case 'Z': case 'B': return 1;
        case 'C': case 'S': return 2;
        case 'J': case 'D': return 8;
        default: return 4;
    }
}

// Local-variable slots and operand-stack words: long and double take two,
// void none.
constexpr unsigned slots(char d) { return d == 'J' || d == 'D' ? 2 : d == 'V' ? 0 : 1; }

// The JVM's computational type (JVMS 2.11.1): boolean, byte, char and short
// compute as int.
enum class StackKind : std::uint8_t { Int, Long, Float, Double, Reference };
constexpr StackKind stack_kind(char d) {
    switch (d) {
        case 'J': return StackKind::Long;
        case 'F': return StackKind::Float;
        case 'D': return StackKind::Double;
        case 'L': case '[': return StackKind::Reference;
        default: return StackKind::Int;
    }
}

}  // namespace symcrete::java_type
