// What a generated test says: build these objects, call this method with
// these concrete arguments (on this receiver), and expect this outcome. The engine produces TestCases from
// solver models plus a concrete replay; the JUnit writer prints them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/cost.h"
#include "testgen/symbolic_case.h"

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

// A value a test passes: a primitive, null, or one of the test's objects.
struct InputValue {
    enum class Kind : std::uint8_t { Primitive, Null, Object };
    Kind kind = Kind::Primitive;
    JavaValue primitive;
    std::size_t object = 0;  // Object: index into TestCase::objects

    InputValue() = default;
    InputValue(JavaValue v) : primitive(v) {}  // NOLINT: a primitive is the common case
    static InputValue null() {
        InputValue v;
        v.kind = Kind::Null;
        return v;
    }
    static InputValue object_at(std::size_t index) {
        InputValue v;
        v.kind = Kind::Object;
        v.object = index;
        return v;
    }
    friend bool operator==(const InputValue&, const InputValue&) = default;
};

// An object or array a test builds before the call. Objects come in the
// order the path first reached them, so one only refers to earlier ones or
// (in cycles) to later ones the writer declares first.
struct TestObject {
    std::string type;    // internal class name, or an array descriptor such as "[I"
    std::string origin;  // how the path reached it: "this", "list.head.next", "rows[1]"
    struct Field {
        std::string name;
        std::string descriptor;
        InputValue value;
        friend bool operator==(const Field&, const Field&) = default;
    };
    std::vector<Field> fields;         // instances: the fields to set (others keep their defaults)
    std::vector<InputValue> elements;  // arrays
    std::optional<JavaValue> boxed;    // Integer, Long, ...: the value it boxes
    std::optional<std::u16string> text;  // a String: its text
    // An object a class holds in a static final field, read as
    // constant_owner.constant: an enum's constant (`Mode.FAST`) or a
    // singleton's instance (`Limits.Companion`, `Grade$.MODULE$`).
    std::optional<std::string> constant;
    std::string constant_owner;  // internal name of the class declaring the field
    // A BigInteger or BigDecimal (its decimal text) or a java.time value (its
    // factory's arguments, "2024, 2, 29"), written by jdk_value_expression.
    std::optional<std::string> value_text;
    // A JDK collection of class `type`, built with add() (a List, Set or
    // Queue, an ArrayDeque: `elements` in order, of element_type) or put() (a Map: `elements` are
    // key, value, key, ..., of element_type and value_type); types are
    // internal names.
    enum class Collection : std::uint8_t { None, List, Set, Map, Queue };
    Collection collection = Collection::None;
    std::string element_type;
    std::string value_type;
    // A java.util.Optional of element_type: Optional.of(`fields`' one value)
    // or, with no field set, Optional.empty().
    bool optional = false;
    // Made by its public constructor of this descriptor (a record's
    // canonical one: `new Money(250, "EUR")`), then `calls` on it as
    // statements (`catalog.addBook(book, 2);`); constructor_arguments are
    // the constructor's and then each call's, in order. No fields are set.
    struct Call {
        std::string method;
        std::string descriptor;
        friend bool operator==(const Call&, const Call&) = default;
    };
    std::optional<std::string> constructor;
    std::vector<InputValue> constructor_arguments;
    std::vector<Call> calls;
    // A functional interface (`type`) as a lambda returning `elements` in
    // call order from its method `function` (erased `function_descriptor`).
    std::optional<std::string> function;
    std::string function_descriptor;
    // Test code in the class's package can name the type (not a private
    // nested class, an anonymous or local one): else the test holds it as an
    // Object made through Class.forName.
    bool nameable = true;
    // An instance whose fields the path's outcome depends on (a value its
    // condition or result uses, a reference it followed or found null): its
    // state mattered, not only its class.
    bool state_read = false;
    friend bool operator==(const TestObject&, const TestObject&) = default;
};

// What a getter returned after the call, for a test to assert: a
// primitive, or a String's text (nullopt text with is_string: null).
struct Getter {
    std::string method;
    JavaValue value;
    bool is_string = false;
    std::optional<std::u16string> text;
    std::string then;  // "size": the assertion is on method().size()
    // The method takes the call's argument of this index (the receiver not
    // counted): registrar.creditLoad(student) after registrar.drop(student).
    std::optional<std::size_t> argument = {};
    friend bool operator==(const Getter&, const Getter&) = default;
};

struct Outcome {
    enum class Kind : std::uint8_t { Returns, ReturnsVoid, Throws };
    // What a Returns outcome returned: a primitive (`value`), null, a String
    // (`text`), a boxed primitive (`value`), an array (`elements`, primitives
    // only), an enum constant (`constant` of enum `type`), or another object
    // (asserted not null).
    // JdkValue: a BigInteger, BigDecimal or java.time value of `type` whose
    // text (jdk_value_classes.h) is `text`.
    // List, Set: a java.util.List or Set whose elements are `items`.
    // Optional: a java.util.Optional (or OptionalInt, ... : `type`), empty
    // or holding its one item.
    enum class Shape : std::uint8_t { Primitive, Null, String, Boxed, Array, Enum, Object, JdkValue, List, Set, Optional };
    Kind kind = Kind::ReturnsVoid;
    std::optional<JavaValue> value;  // Returns a primitive or a boxed one
    std::string exception;           // Throws: internal name, e.g. java/lang/ArithmeticException
    // Returns a float/double the engine may not reproduce bit for bit (it
    // flowed through Math.sin/exp/... whose HotSpot intrinsics can differ from
    // the engine's in the last bit): the assertion allows one ulp.
    bool approximate = false;
    Shape shape = Shape::Primitive;
    std::u16string text = {};             // Returns a String
    std::vector<JavaValue> elements = {}; // Returns an array of primitives
    std::string type = {};                // Returns an object: its class (internal name or array descriptor)
    std::vector<Getter> getters = {};     // Returns an application object: what its getters say
    // The object's class is not the declared return type (clone() returns
    // Object): the test casts the result to `type` to call its getters,
    // through Object where the declared type is another (a generic
    // Option<T> does not cast to None$ directly).
    bool cast = false;
    bool cast_through_object = false;
    std::string constant = {};            // Returns an enum constant: its name
    bool nameable = true;                 // the test can name `type` (see TestObject::nameable)
    // Returns a List or Set of these elements: each null, a String, a box,
    // or an object the test made (Input: the very object, `object` of
    // TestCase::objects); or an Optional of one of these, or of a value no
    // literal writes (Other). A List or an Optional may also hold objects
    // the call made (Observed: of class `type`, described by `getters`,
    // none when the test cannot name the class), asserted one by one.
    struct Item {
        enum class Kind : std::uint8_t { Null, String, Boxed, Other, Input, Observed };
        Kind kind = Kind::Null;
        std::u16string text;
        std::string type;  // a box's class or an Observed object's, internal name
        JavaValue value;   // a box's value
        std::size_t object = 0;  // an Input's index into TestCase::objects
        std::vector<Getter> getters = {};  // an Observed object's
        friend bool operator==(const Item&, const Item&) = default;
    };
    std::vector<Item> items = {};
    friend bool operator==(const Outcome&, const Outcome&) = default;
};

// A frame of the stack trace a test's exception carries (StackTraceElement).
struct StackFrame {
    std::string class_name;  // binary name
    std::string method;
    std::string file;        // source file, empty if unknown
    std::int32_t line = -1;  // -1 if unknown
    bool in_jdk = false;     // a JDK class's frame
    friend bool operator==(const StackFrame&, const StackFrame&) = default;
};

// A test's cost as its replay measured it (engine/cost.h). A measurement of
// the run, not part of what the test builds, calls or asserts: tests are
// equal whatever their costs (a candidate's run of a reference's test
// costs what the candidate's code does).
struct TestCost {
    std::optional<engine::Cost> measured;
    friend bool operator==(const TestCost&, const TestCost&) { return true; }
};

// Where a test's expected outcome came from (`gen --oracle`): the code's own
// result (what `gen` asserts by default, freezing today's behaviour), a
// person's answer to a question (`--ask`), or a reference implementation's
// result. A test whose expectation differs from what the code does fails on
// this code, which is the point: it shows a bug the person meant to catch.
struct Expectation {
    enum class Source : std::uint8_t { Code, Person, Reference };
    Source source = Source::Code;
    // A person's answer no literal reading understood ("List.of(1, 2)"):
    // asserted equal to the result as written, checked only when the suite
    // runs. Empty: the outcome says what is expected.
    std::string expression;
    // What the code itself does, when it is known to differ from the
    // expectation ("returns 2"): the test fails on this code.
    std::string code_does;
    // What the receiver and arrays show after the call is still asserted as
    // the code leaves them (a person was asked only about the result).
    bool state_from_code = false;
    friend bool operator==(const Expectation&, const Expectation&) = default;
};

struct TestCase {
    std::string method;             // method name
    std::string descriptor;         // e.g. (II)I
    std::vector<InputValue> arguments;
    Outcome outcome;
    std::string path_condition;     // readable, written as a comment above the test
    // The method declares checked exceptions (a `throws` clause that javac
    // would make the test handle): the test method is written `throws Exception`.
    bool throws_checked = false;
    // Its path entered a target of `symcrete reach` (EngineOptions::target).
    bool reaches_target = false;
    std::vector<std::string> target_chain = {};  // the frames when it did, outermost first
    std::optional<InputValue> receiver = {};  // instance methods: an object of `objects`
    std::vector<TestObject> objects = {};     // what the test builds before the call
    std::vector<Getter> receiver_after = {};  // what the receiver's getters say after the call
    // Arguments that are arrays of primitives the method changed in place:
    // their elements after the call (`argument` indexes `arguments`).
    struct ArrayAfter {
        std::size_t argument = 0;
        std::vector<JavaValue> elements;
        friend bool operator==(const ArrayAfter&, const ArrayAfter&) = default;
    };
    std::vector<ArrayAfter> arrays_after = {};
    // The method's generic signature, if it has one: a null argument for a
    // parameter of a type variable is written without a cast, so javac can
    // infer the variable from the other arguments.
    std::optional<std::string> signature = {};
    // Instead of `receiver`: the receiver as a user makes it, by a public
    // constructor (`Account account = new Account(5, "x");`) or static
    // factory (`Account account = Account.open(5);`) of the class under test,
    // called with these arguments (objects among them are from `objects`).
    // Then `calls` on it, in order, as statements (`cart.add("apple", 3);`):
    // the state the method under test needs.
    struct Call {
        std::string method;      // an instance method's name
        std::string descriptor;
        std::vector<InputValue> arguments;
        // A refused call (engine::SetupCall::refused): the exception class
        // (internal name) it throws, written as assertThrows; empty when
        // the call returns.
        std::string refused_with = {};
        friend bool operator==(const Call&, const Call&) = default;
    };
    struct Construction {
        std::string method;      // "<init>", or the factory's name
        std::string descriptor;  // e.g. (JLjava/lang/String;)V
        std::vector<InputValue> arguments;
        std::vector<Call> calls = {};
        friend bool operator==(const Construction&, const Construction&) = default;
    };
    std::optional<Construction> construction = {};
    // Throws: where the exception was made, newest frame first, and whether
    // the application's own code threw it (`throw new ...`) rather than the
    // JVM (a null dereference, a bad index) or the JDK.
    std::vector<StackFrame> exception_trace = {};
    bool exception_explicit = false;
    std::string exception_message = {};  // its detail message, when the replay knew it
    // What System.out printed during the test (UTF-8), when the test asserts
    // it (GenerateOptions::record_output: diff and grade compare outputs).
    std::optional<std::string> printed = {};
    TestCost cost = {};
    SymbolicView symbolic = {};  // PET's view of its path (`gen --symbolic`)
    Expectation expected = {};   // where `outcome` came from (`gen --oracle`)
    // The edges of the class's own code the test's path took in the method
    // under test ("method(desc):from>to"), not its setup's: `gen --ask`
    // asks first about the tests that cover the most (a set cover).
    std::vector<std::string> covers = {};
    friend bool operator==(const TestCase&, const TestCase&) = default;
};

// A static field of the class under test (or of an application class its
// code uses, a counter handing out ids) that a method may change, with the
// value class initialisation gives it. Tests restore these before each test so
// none depends on what an earlier one left behind (the engine explores every
// path from a freshly initialised class).
struct StaticField {
    std::string name;
    std::string descriptor;  // a primitive descriptor, e.g. "I"
    bool is_private = false; // restored through reflection, not by assignment
    JavaValue initial;       // after <clinit>
    std::string owner = {};  // the declaring class (internal name) when not the class under test: by reflection
    // An AtomicInteger or AtomicLong (`descriptor` names it): `initial` is
    // the number it held, set back with its `set`.
    bool atomic = false;
    friend bool operator==(const StaticField&, const StaticField&) = default;
};

struct TestSuite {
    std::string class_name;         // internal name of the class under test
    std::vector<TestCase> tests;
    std::vector<StaticField> static_state = {};  // restored before each test, in this order
    // Bug reproducers (`symcrete check`): a Throws test calls the method as
    // a plain statement, so it fails with the exception, and the class is
    // <Name>SymcreteBugsTest.
    bool reproducers = false;
    // Written for JUnit 4 (org.junit: public class and methods, @Before,
    // a delta of 0 for exact float and double comparisons, a Timeout rule)
    // instead of JUnit 5, for projects that have not moved.
    bool junit4 = false;
    // The package the test class lives in (internal form, "a/b/symcrete"),
    // when not the tested class's own: a jar that seals the class's package
    // lets no other source define a class there, so its tests live beside
    // it and call only its public API (GenerationResult, generator.cpp).
    std::string test_package = {};
    // The tests assert what System.out printed (TestCase::printed, where
    // set): each test's output is captured. JUnit 5 only.
    bool capture_output = false;
    // One of several test classes for the class under test (a suite too
    // big for one class file: `grade`), numbered from 1: the class is
    // <Name>SymcreteTest<part>. 0: the only one.
    unsigned part = 0;
    // Each test's comment gives its cost by this model (`gen --cost`).
    std::optional<engine::CostModel> cost_model = {};
    friend bool operator==(const TestSuite&, const TestSuite&) = default;
};

}  // namespace symcrete::testgen
