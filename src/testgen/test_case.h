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
    // Returns a float/double the engine may not reproduce bit for bit (it
    // flowed through Math.sin/exp/... whose HotSpot intrinsics can differ from
    // the engine's in the last bit): the assertion allows one ulp.
    bool approximate = false;
};

struct TestCase {
    std::string method;             // method name
    std::string descriptor;         // e.g. (II)I
    std::vector<JavaValue> arguments;
    Outcome outcome;
    std::string path_condition;     // readable, written as a comment above the test
    // The method declares checked exceptions (a `throws` clause that javac
    // would make the test handle): the test method is written `throws Exception`.
    bool throws_checked = false;
};

// A static field of the class under test that a method may change, with the
// value class initialisation gives it. Tests restore these before each test so
// none depends on what an earlier one left behind (the engine explores every
// path from a freshly initialised class).
struct StaticField {
    std::string name;
    std::string descriptor;  // a primitive descriptor, e.g. "I"
    bool is_private = false; // restored through reflection, not by assignment
    JavaValue initial;       // after <clinit>
};

struct TestSuite {
    std::string class_name;         // internal name of the class under test
    std::vector<TestCase> tests;
    std::vector<StaticField> static_state = {};  // restored before each test, in this order
};

}  // namespace symcrete::testgen
