// The inputs of an exploration (design decision 5): the parameters, the
// receiver, and every object reached from them. A reference input is
// initialised lazily (seed 002): until the path first reads it, it is a
// placeholder; on that read the path chooses among null, a fresh object of
// a compatible type, and an alias of an earlier input object, one state per
// choice. Fields of a fresh object are themselves symbolic values and lazy
// references, so the path builds exactly the part of the input graph it
// looks at. The graph records every input as the path first saw it, which
// is what a test must build.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/runtime_class.h"
#include "expr/expr.h"
#include "support/result.h"

namespace symcrete::engine {

// A reference the path has not read yet, in a slot or an argument:
// Value::ref(kLazyReferenceBit | id), where id indexes InputGraph::references.
// Heap addresses never reach the bit. Only the interpreter's loads and
// argument passing see these; they resolve them (Interpreter::resolve_lazy).
inline constexpr std::uint32_t kLazyReferenceBit = 0x8000'0000u;
inline bool is_lazy_reference(const Value& v) {
    return v.kind() == ValueKind::Ref && v.is_concrete() && (v.as_ref() & kLazyReferenceBit) != 0;
}
inline std::uint32_t lazy_reference_id(const Value& v) { return v.as_ref() & ~kLazyReferenceBit; }
inline Value lazy_reference(std::uint32_t id) { return Value::ref(kLazyReferenceBit | id); }

// What the user assumes of the input heap (seed 002's heap assumptions,
// `--assume`): lazy initialisation leaves out the choices they rule out.
// Each applies to every reference input, or to those named: a parameter
// ("list") or a field ("next"), matched against the last part of the
// reference's origin ("this.head.next" is "next"; "rows[1]" is "rows").
struct HeapAssumption {
    bool on = false;
    std::vector<std::string> names;  // empty: every reference
    bool applies_to(const std::string& origin) const;
};
struct HeapAssumptions {
    // No reference input is an alias of another input object.
    HeapAssumption no_aliasing;
    // No alias closes a cycle among the input objects (a list's next never
    // leads back, a tree's child is never an ancestor).
    HeapAssumption acyclic;
    bool any() const { return no_aliasing.on || acyclic.on; }
    // "acyclic; no aliasing of next, prev", for reports.
    std::string describe() const;
};
// `--assume` values: "acyclic", "no-aliasing", each optionally with names
// ("no-aliasing=next,prev"); an Error says which value is wrong and why.
Result<HeapAssumptions> parse_heap_assumptions(const std::vector<std::string>& given);

// How much of an input graph exploration builds. A path that wanted more
// takes what the bound allows (null, an alias, a shorter array) and says so
// (InputGraph::bounded), so no report claims more than was explored.
struct InputBounds {
    unsigned max_depth = 6;             // dereferences from a parameter: a.next.next... 
    unsigned max_objects = 12;          // fresh input objects per path
    std::size_t max_implementations = 4;  // classes tried for an interface or abstract class
    std::int32_t max_array_length = 64; // elements of an input array of primitives
    // Every input array of primitives has exactly this length (the input
    // size of `symcrete worst`); none: 0 to max_array_length.
    std::optional<std::int32_t> exact_array_length;
    std::int32_t max_reference_array_length = 4;  // elements of an input array of references
    std::int32_t max_string_length = 16;          // chars of an input String
    // Input Strings hold printable ASCII (' ' to '~') and '\n', so tests
    // read well and text a parser splits into lines can have several; a
    // branch that needs another char is not reached.
    bool printable_strings = true;
    // No reference input is null: a program's main gets a non-null array
    // of non-null Strings from the java launcher.
    bool non_null = false;
    HeapAssumptions assume;
};

// The JDK collections an input can be, each built as a test builds one: a
// java.util.ArrayList (add), a TreeSet or LinkedHashSet (add), a TreeMap or
// LinkedHashMap (put), an ArrayDeque for a Deque or Queue (add).
enum class CollectionKind : std::uint8_t { None, List, Set, Map, Queue };

// One input object or array, as the path created it.
struct InputObject {
    std::string origin;                 // how the test reaches it: "list", "this.head.next", "rows[1]"
    const RuntimeClass* cls = nullptr;
    std::uint32_t address = 0;          // in the path's heap
    // Instances: the fields at creation, by slot (symbolic values, lazy
    // references, or the defaults of fields a path cannot choose).
    // Arrays of references: the elements (lazy references).
    std::vector<Value> slots;
    // Arrays of primitives: the length and the elements (an Array-sorted var).
    Value length;
    const expr::Expr* elements = nullptr;
    // An object a class holds in a static final field (an enum's constant, a
    // singleton's instance; Interpreter::held_constants): the field, and
    // the class declaring it. No object of its own: the initialised class's.
    std::string constant;
    const RuntimeClass* constant_owner = nullptr;
    // A collection input: a list's or set's elements are `slots` (lazy
    // references of type `element`); a map's are its keys and values in
    // turn (key 0, value 0, key 1, ...), of types `element` and `value`.
    CollectionKind collection = CollectionKind::None;
    const RuntimeClass* element = nullptr;
    const RuntimeClass* value = nullptr;
    // A java.math.BigInteger or BigDecimal, or a java.time value
    // (jdk_value_classes.h), made from symbolic parts and laid out as the
    // JDK's own code leaves it: `slots` are a BigInteger's signum and
    // magnitude ints (most significant first), a BigDecimal's unscaled value
    // and scale, or a java.time value's parts (time_part_count).
    bool jdk_value = false;
    // A record, made as a test makes one: by its canonical constructor,
    // called with `slots` (symbolic values and lazy references, one per
    // component), so its invariants hold. Fields are the constructor's.
    const MethodInfo* constructor = nullptr;
    // After the constructor, these instance methods called on it in turn,
    // their arguments in `slots` after the constructor's: an object built
    // as an earlier path built one (input_examples.h), a catalogue holding
    // the book added to it.
    std::vector<const MethodInfo*> calls;
    // Built from this example of its class (input_examples.h), or -1: a path
    // takes the examples it has not taken yet first (resolve_lazy).
    std::int32_t example = -1;
    // A functional interface's input (function_inputs.cpp): a table whose
    // `slots` are the answers its abstract method `function` gave, in call order.
    const MethodInfo* function = nullptr;
};

struct LazyReference {
    static constexpr std::int32_t kUnresolved = -2;
    static constexpr std::int32_t kNull = -1;
    std::string origin;
    const RuntimeClass* declared = nullptr;  // the parameter's, field's or element's type
    unsigned depth = 0;                      // 0 for a parameter or the receiver
    bool non_null = false;                   // the receiver
    const MethodInfo* receiver_of = nullptr;  // the receiver: the method it is explored with
    // An argument of the receiver's construction or of a setup call: null is
    // its last alternative, as for a record's components (validating
    // constructors refuse null, and null first made every refusal of the
    // objects built after it a path before one input was accepted).
    bool null_last = false;
    // Such an argument where a sequence of two or more setup calls follows:
    // never null. A null there mostly ends the sequence before the method
    // under test (an NPE in `addCourse(null)`), and the sequences are there
    // to reach the method in a state; a single setup call, and the
    // construction alone, still try null.
    bool never_null = false;
    // The generic type is a type variable (`T entry`, erased to Object): the
    // code cannot tell one class of object from another, so one class
    // (String) stands for all, and a path is not made per class of element.
    bool type_variable = false;
    std::int32_t target = kUnresolved;       // kNull, or an index into InputGraph::objects
    // A collection's element type from the generic signature (List<Item>),
    // or a map's key and value types (Map<String, Integer>): what they may
    // be. Null: Object.
    const RuntimeClass* element = nullptr;
    const RuntimeClass* value = nullptr;
};

struct InputGraph {
    std::vector<InputObject> objects;
    std::vector<LazyReference> references;
    std::uint32_t aliases = 0;  // references resolved to an earlier object
    // Objects made as the parts of examples (InputExamples: a course's code
    // and title, a meeting's days), concrete: not counted against
    // InputBounds::max_objects, which bounds what a path chooses.
    std::uint32_t example_parts = 0;
    // An input bound (InputBounds) or a type the engine cannot make inputs of
    // limited the choices: the path explored less than all inputs allow.
    bool bounded = false;
    std::string bound_reason;   // the first such limit, readable
    // Constraints that only state an input's domain (a length's range, a
    // char's range): true of every input a test can build, so readers of
    // the path condition can leave them out.
    std::vector<const expr::Expr*> domain;
};

// A concrete input graph for a replay (Engine::run): objects made before the
// call by allocation and field writes, no constructor run, as a test builds
// them through reflection. In slots and arguments, a reference to objects[k]
// is replay_reference(k).
struct ReplayObject {
    const RuntimeClass* cls = nullptr;
    std::vector<Value> slots;  // instances: by slot; arrays: the elements
    std::u16string text;       // Strings (interned, as a test's literal is)
    // A held constant (InputObject::constant), read from its initialised owner.
    std::string constant;
    const RuntimeClass* constant_owner = nullptr;
    // A collection holding `slots` as InputObject's (for a map: key, value,
    // key, ...); a list is laid out directly, a set or map is built by its
    // constructor and add or put once the other objects are complete.
    CollectionKind collection = CollectionKind::None;
    bool jdk_value = false;  // a BigInteger, BigDecimal or java.time value of `slots`, as InputObject's
    // A record built by this canonical constructor from `slots` (its
    // arguments), as InputObject's: allocated with the others, constructed
    // in place before the call, each after the records among its arguments.
    const MethodInfo* constructor = nullptr;
    std::vector<const MethodInfo*> calls;  // then called on it (InputObject::calls)
    // A functional interface's answer table: `slots` are the answers of
    // this abstract method in call order (InputObject's).
    const MethodInfo* function = nullptr;
};
// A receiver made the way a user makes one (Engine::begin with a
// construction): a constructor of the class under test run on a new object,
// or a static factory of it, called with these arguments before the method
// under test runs on what it made. In a path, the arguments are symbolic
// variables and lazy references like the method's own; in a replay, concrete
// values and replay_reference(k).
//
// After it, `calls` run in order on what it made, as a test's statements
// (`cart.add("apple", 3);`) would, each result ignored: the state a method
// needs is often one that only a sequence of calls reaches (a cart holding an
// item, a config with a key). A call that throws ends the path before the
// method under test, as a construction that throws does, unless it is
// `refused`: such a call must throw (a test asserts it with assertThrows)
// and the path goes on to the next call, so the method under test shows
// what a refusal left behind (an id used up by a failed `open`); one that
// returns ends the path as an input that does not fit (input_refused).
struct SetupCall {
    const MethodInfo* method = nullptr;  // an instance method of the class under test
    std::vector<Value> arguments;        // without the receiver
    bool refused = false;
};
struct Construction {
    const MethodInfo* method = nullptr;  // <init>, or a static method returning the class
    std::vector<Value> arguments;        // without the new object for <init>
    std::vector<SetupCall> calls;
    bool is_constructor() const { return method != nullptr && method->name() == "<init>"; }
};

struct ReplayInputs {
    std::vector<ReplayObject> objects;
    // The receiver first for instance methods; with `construction` its slot
    // is ignored and the constructed object takes its place.
    std::vector<Value> arguments;
    std::optional<Construction> construction;
};
inline Value replay_reference(std::size_t k) { return lazy_reference(static_cast<std::uint32_t>(k)); }

// What a getter of an object says after a concrete run: a no-argument
// public method of an application class (getX, isX, a record's accessor)
// returning a primitive or a String, called on the final state.
struct Observation {
    std::string method;      // name
    std::string descriptor;  // ()I, ()Ljava/lang/String;, ()Ljava/util/List;
    Value value;             // a primitive, or null for a null String
    std::optional<std::u16string> text;  // a String result
    // A collection or map result is observed by its size: "size", and
    // `value` is the int it returned; an object of the program's by its
    // primitive getters, one observation each (`getAccount(id)` then
    // "getBalance"), `value` what the getter returned.
    std::string then;
    // A query taking an argument of the observed call: that argument's
    // index among the call's parameters (the receiver not counted).
    std::optional<std::size_t> argument = {};
    std::string then_descriptor = "()I";  // the descriptor of `then`
};

// What a concrete run returned, when it is an object: enough for a test to
// assert on it.
struct ReturnedObject {
    const RuntimeClass* cls = nullptr;
    std::uint32_t address = 0;    // where it is in the run's heap (an input object's, maybe)
    std::u16string text;          // a String's
    std::vector<Value> elements;  // an array's (references as addresses)
    std::optional<Value> boxed;   // an Integer's, Long's, ... value
    std::vector<Observation> getters;  // an application object's observable state
    // An enum constant's name, and its enum (for a constant with a body,
    // the superclass of `cls`).
    std::string enum_constant;
    const RuntimeClass* enum_type = nullptr;
    // A java.util.List or Set (is_list, is_set): its elements in iteration
    // order, each described the same way (null: a `cls` of nullptr).
    bool is_list = false;
    bool is_set = false;
    // A java.util.Optional, OptionalInt, OptionalLong or OptionalDouble
    // (is_optional): `items` holds its value, if present (a primitive one
    // as its box).
    bool is_optional = false;
    std::vector<ReturnedObject> items;
};

// A fact saying two String inputs' texts differ (their lengths, or a char
// within both), either of them symbolic or concrete (input_texts.cpp).
const expr::Expr* texts_differ(expr::ExprContext& context, const InputObject& a, const InputObject& b);

}  // namespace symcrete::engine
