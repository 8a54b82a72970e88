// What a generated test says: call this static method with these concrete
// arguments, and expect this outcome. The engine produces TestCases from
// solver models plus a concrete replay; the JUnit writer prints them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace symcrete::testgen {

// A concrete primitive Java value with its exact type.
struct JavaValue {
    enum class Type : std::uint8_t { Boolean, Byte, Char, Short, Int, Long, Float, Double };
    Type type = Type::Int;
    std::uint64_t bits = 0;  // integral: the value zero-/sign-agnostic in the low bits; float/double: IEEE bits

    static JavaValue boolean(bool v);
    static JavaValue byte(std::int8_t v);
    static JavaValue character(std::uint16_t v);
    static JavaValue short_value(std::int16_t v);
    static JavaValue integer(std::int32_t v);
    static JavaValue long_value(std::int64_t v);
    static JavaValue float_value(float v);
    static JavaValue double_value(double v);
    friend bool operator==(const JavaValue&, const JavaValue&) = default;
};

struct Outcome {
    enum class Kind : std::uint8_t { Returns, ReturnsVoid, Throws };
    Kind kind = Kind::ReturnsVoid;
    std::optional<JavaValue> value;  // Returns
    std::string exception;           // Throws: internal name, e.g. java/lang/ArithmeticException
};

struct TestCase {
    std::string method;             // method name
    std::string descriptor;         // e.g. (II)I
    std::vector<JavaValue> arguments;
    Outcome outcome;
    std::string path_condition;     // readable, written as a comment above the test
};

struct TestSuite {
    std::string class_name;         // internal name of the class under test
    std::vector<TestCase> tests;
};

}  // namespace symcrete::testgen
