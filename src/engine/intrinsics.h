// C++ implementations that replace JDK methods (design decision 6): the
// natives the JDK's bytecode needs, and the classes the engine models itself
// (String, StringBuilder, System.out). An intrinsic receives the executor as
// an IntrinsicHost, through which it allocates, throws, prints and calls back
// into Java code.
//
// To add one: write a function with the Intrinsic signature in the
// intrinsics_*.cpp file of its area and register it in that file's table
// under the method's key, "owner.name descriptor", e.g.
// "java/lang/Float.floatToRawIntBits(F)I". Natives without an intrinsic end
// the path as "unsupported: <key>".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/runtime_class.h"
#include "engine/state.h"
#include "expr/expr.h"
#include "support/java_text.h"

namespace symcrete::engine {

class Program;

// A Java exception in flight through C++ code: thrown by IntrinsicHost::throw_*
// and by Java code an intrinsic called; the executor dispatches it to the
// handlers of the calling frames.
struct JavaThrow {
    std::uint32_t exception = 0;
};

// Thrown when the running thread must wait (a monitor another thread holds,
// Object.wait, park, sleep), after it recorded what for (thread_model.h):
// the interpreter runs another thread, and the waiting call or instruction,
// which has changed nothing yet, runs again when this thread is scheduled
// once more. Java called from an intrinsic cannot wait so: the path ends
// there as unsupported.
struct ThreadBlocked {};

// Thrown by an intrinsic that covers only some calls of its method, before
// it changes anything but the path's branches: the method's own bytecode
// then runs as an ordinary call, whose branches fork as any code's do
// (bytecode run from inside an intrinsic follows its model instead).
struct IntrinsicDeclined {};

// The values a JVM chooses freely (IntrinsicHost::jvm_choice).
enum class JvmChoice {
    IdentityHash,       // Object.hashCode, System.identityHashCode
    NanoTime,           // System.nanoTime
    CurrentTimeMillis,  // System.currentTimeMillis
};

class IntrinsicHost {
public:
    virtual ~IntrinsicHost() = default;

    // These never return: they end the path or throw (as C++ exceptions).
    // Non-virtual, so the compiler knows; the work is in the do_ hooks.
    [[noreturn]] void unsupported(const std::string& what);  // ends the path
    [[noreturn]] void exit(State& state, std::int32_t status);  // System.exit
    // Constructs the exception with its (String) constructor and throws it;
    // nullopt passes a null message.
    [[noreturn]] void throw_new(State& state, std::string_view class_name, std::optional<std::u16string> message);
    [[noreturn]] void throw_new(State& state, std::string_view class_name, std::string_view message);

    virtual expr::ExprContext& context() = 0;
    virtual Program& program() = 0;
    // A class by internal name or array descriptor; the path ends if it cannot be loaded.
    virtual const RuntimeClass* klass(std::string_view name) = 0;
    // Runs the class's initialiser now if it has not started.
    virtual void initialize(State& state, const RuntimeClass* cls) = 0;

    // Allocation. Instances are uninitialised (no constructor runs).
    virtual std::uint32_t new_instance(State& state, const RuntimeClass* cls) = 0;
    virtual std::uint32_t new_array(State& state, const RuntimeClass* array_class, std::int32_t length) = 0;
    virtual std::uint32_t new_string(State& state, std::u16string text) = 0;
    virtual std::uint32_t intern(State& state, const std::u16string& text) = 0;
    virtual std::uint32_t mirror(State& state, const RuntimeClass* cls) = 0;  // its java.lang.Class

    // Calls into Java and returns the result (a Value() for void). A Java
    // exception escaping the callee propagates as JavaThrow.
    virtual Value call(State& state, const MethodInfo& method, const std::vector<Value>& args) = 0;
    // The method's own bytecode even where an intrinsic replaces it.
    virtual Value call_bytecode(State& state, const MethodInfo& method, const std::vector<Value>& args) = 0;
    // Virtual call on args[0] (null throws NullPointerException).
    virtual Value call_virtual(State& state, std::string_view name, std::string_view descriptor,
                               const std::vector<Value>& args) = 0;
    virtual Value call_static(State& state, std::string_view owner, std::string_view name,
                              std::string_view descriptor, const std::vector<Value>& args) = 0;

    // `hash` is String.hashCode of symbolic `text`: a switch on it (javac's
    // String switch) can then try its case labels as texts (execute_switch).
    virtual void note_text_hash(const expr::Expr* hash, const Object::SymbolicText& text) = 0;

    // A concrete value for a possibly symbolic one: the current model's,
    // pinned in the path condition.
    virtual Value concretize(State& state, Value value) = 0;
    // The sign (true: negative) and decimal digit count of an int or long
    // (`wide`) as the path's model has them, kept as a fact of the path (a
    // precision loss of kind ValuePinned); its digits stay free.
    virtual std::pair<bool, int> number_width(State& state, Value value, bool wide) = 0;
    // String.valueOf(value) for a value of descriptor type `type` ('I', 'D', 'L', ...).
    virtual std::u16string to_java_string(State& state, Value value, char type) = 0;
    // The same for text printed on System.out or System.err: with
    // EngineOptions::output_unobserved, a symbolic value (or String) shows
    // its model's value without being pinned.
    virtual std::u16string printed_text(State& state, Value value, char type) = 0;
    // EngineOptions::exact_values: whether a symbolic number put into text
    // by + or StringBuilder.append stays symbolic (value_text) rather than
    // pinned, among others.
    virtual bool exact_values() const = 0;
    // The identity hash code taken as one value for the object at `address`
    // (EngineOptions::identity_hash_salt): arbitrary, non-zero, 31 bits, as
    // HotSpot's look, and the same on every run under one salt.
    virtual std::int32_t identity_hash(std::uint32_t address) const = 0;
    // Follows a symbolic condition (Bool): forks when both sides are
    // feasible, the fork re-running the current call. Concrete: its value.
    virtual bool branch(State& state, Value condition) = 0;
    // The same, but the path goes on where the condition holds whenever it
    // can, the other side forked: a search reaches that kind of value first.
    virtual bool branch_preferring(State& state, Value condition) = 0;
    // A concrete int for a length or count: this path takes the model's
    // value, a fork (within the branch bound) any other.
    virtual std::int32_t enumerate_int(State& state, Value value) = 0;
    // Every value of an int in [low, high] the path allows, each its own
    // path (one decision against the branch bound): this path takes the
    // model's, a fork each other feasible one. Nothing is lost; it only
    // trades one path of hard constraints for several of easy ones. When
    // the value may lie outside the range, that alternative is a path too,
    // and it gets nullopt (the caller keeps the value symbolic there).
    virtual std::optional<std::int32_t> enumerate_within(State& state, Value value, std::int32_t low,
                                                         std::int32_t high) = 0;
    // Turns a String or StringBuilder with symbolic text into one with its
    // model's text, pinned in the path condition (symbolic_text.h; a
    // precision loss, counted in ExplorationStats::concretized).
    virtual void pin_string(State& state, std::uint32_t address) = 0;
    // Gives an input array with symbolic contents concrete slots (the
    // elements stay symbolic; the length is enumerated).
    virtual void flatten(State& state, std::uint32_t address) = 0;
    // Records on the path that it now stands for less than every execution
    // (PathResult::precision_lost): a value the real JVM chooses freely
    // (a clock, an identity hash) taken as one, say. `what` says which.
    virtual void lose_precision(State& state, PrecisionLossKind kind, std::string_view what) = 0;
    // The result of the Math or StrictMath function `function` (opaque_math.h)
    // on x (and y), where Java's specification does not fix the value bit
    // for bit (`exact` false: it may differ from HotSpot's in the last
    // place) or an argument is symbolic: the engine's value, an opaque call
    // on symbolic arguments, the path marked inexact unless `exact`; or,
    // under EngineOptions::math_within_specification, every value the
    // specification allows (specified_math.h).
    virtual Value math_result(State& state, std::uint32_t function, Value x, std::optional<Value> y, bool exact) = 0;
    // A value the JVM chooses freely: under EngineOptions::
    // jvm_choices_symbolic, a fresh value with what the JVM guarantees
    // (jvm_choices.cpp), `object` naming the object of an identity hash;
    // otherwise nothing, and the intrinsic takes one value and marks the
    // path.
    virtual std::optional<Value> jvm_choice(State& state, JvmChoice choice, std::uint32_t object) = 0;
    // Class.desiredAssertionStatus() of the class (java -ea or not).
    virtual bool assertions_enabled(const RuntimeClass* cls) = 0;
    // Verifier.nondet*() returning `type` ('L': nondetString), as
    // EngineOptions::nondet says (nondet.h). `method` is its key in the
    // intrinsic table, whose bytecode NondetMode::Program runs.
    virtual Value nondet(State& state, char type, std::string_view method) = 0;

protected:
    virtual void do_unsupported(const std::string& what) = 0;
    virtual void do_exit(State& state, std::int32_t status) = 0;
    virtual void do_throw_new(State& state, std::string_view class_name, std::optional<std::u16string> message) = 0;
};

// The intrinsic registered under the key, or null.
Intrinsic find_intrinsic(std::string_view key);
// The version of a String intrinsic that keeps symbolic text symbolic
// (intrinsics_symbolic_string.cpp), called instead of the plain one when an
// argument is symbolic: a String or StringBuilder with symbolic text, a
// char[] holding symbolic chars, or a symbolic primitive; null if there is
// none (the arguments are then pinned).
Intrinsic find_symbolic_string_intrinsic(std::string_view key);
// String.valueOf(v) for a value of descriptor type `type`, as text: a
// symbolic int, long, short, byte or boolean keeps its text symbolic (the
// path splits by sign and number of digits, each digit an expression of
// v), a symbolic char is itself; other values are pinned.
Object::SymbolicText value_text(IntrinsicHost& host, State& state, Value v, char type);
// The same text on one path (IntrinsicHost::number_width): its sign and
// digit count the model's, kept (a precision loss), each digit still an
// expression of v. What `"AB" + n` makes in test generation, where a split
// by width would multiply the paths of every message holding a number: a
// later comparison with "AB7", or with another number's text of the same
// width, still chooses the digits.
Object::SymbolicText value_text_of_modelled_width(IntrinsicHost& host, State& state, Value v, char type);

// Helpers shared by the intrinsic tables: shorthands for support/java_text.h,
// which holds the rules (an unpaired surrogate becomes '?' in UTF-8).
inline std::u16string utf16(std::string_view ascii_or_utf8) { return java_text::to_utf16(ascii_or_utf8); }
inline std::string utf8(std::u16string_view text) { return java_text::to_utf8(text); }
const std::u16string& string_chars(const State& state, Value string);  // a String object's text

}  // namespace symcrete::engine
