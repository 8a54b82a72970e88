// Objects built by their constructors that earlier paths of a run accepted
// (input_examples.cpp), offered to later paths as ready inputs.
//
// A record whose constructor validates its components (an ISBN's checksum)
// costs every path that makes one the solver's work on that validation,
// and a symbolic key in a map costs hashing symbolic text. Once one path
// got such an object past its constructor, the values it gave are a valid
// object of that class: later paths may take it concrete, beside a fresh
// symbolic record. A class that is not a record is otherwise made field by
// field, in states its constructor and methods may never leave it in (a
// stock whose count map holds null): with examples, it is made only as they
// build it (a catalogue after `addBook`), and the path says its inputs were
// limited so.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "engine/inputs.h"
#include "engine/runtime_class.h"

namespace symcrete::engine {

struct MethodInfo;
struct RuntimeClass;
struct PathResult;

struct InputExample {
    struct Argument {
        enum class Kind : std::uint8_t { Value, Null, Text, Object, Constant, JdkValue, Collection };
        Kind kind = Kind::Null;
        Value value;                        // Value: a concrete primitive
        std::u16string text;                // Text: a String's
        const RuntimeClass* cls = nullptr;  // Object: an example of this class; Constant: the object's class;
                                            // JdkValue, Collection: its class
        std::size_t example = 0;            // Object: its index among cls's examples
        std::string constant;               // Constant: the static field holding it (an enum constant)
        const RuntimeClass* owner = nullptr;  // Constant: the class declaring that field
        // JdkValue: a java.time, BigInteger or BigDecimal value's concrete
        // parts (InputObject::jdk_value).
        std::vector<Value> parts;
        // Collection: a set's, queue's or list's elements, or a map's keys
        // and values in turn, of the classes `element` and `value`
        // (InputObject::collection).
        CollectionKind collection = CollectionKind::None;
        const RuntimeClass* element = nullptr;
        const RuntimeClass* value_class = nullptr;
        std::vector<Argument> elements;
    };
    // The public constructor it is built by (a record's canonical one), then
    // the instance methods called on it in turn; `arguments` are theirs in
    // that order.
    const MethodInfo* constructor = nullptr;
    std::vector<const MethodInfo*> calls;
    std::vector<Argument> arguments;
};

// The arguments a call of an instance method took on a path that returned
// (InputExamples::harvest_call): what a later sequence's setup call of that
// method may take concrete, in the order of its parameters.
using CallArguments = std::vector<InputExample::Argument>;

// Shared by the explorations of one class run (EngineOptions::examples);
// not thread-safe, as those run one at a time.
class InputExamples {
public:
    // At most this many examples per class.
    static constexpr std::size_t kPerClass = 3;

    // The receiver `path` built by its construction (a constructor, and its
    // setup calls), and then `then`, the method under test, with the path's
    // arguments when it returned (or alone when `then` is null), as one
    // example of the constructed class, concrete under the path's model;
    // nothing for a path whose construction failed, or when an argument is
    // null or an object no example stands for (one made field by field, a
    // collection). Objects among its arguments built by their constructors
    // become examples of their own first. Unless an equal one is known, or
    // with `distinct_parts` one taking an equal object or text in the same
    // place (two books of one ISBN cannot both be in a catalogue).
    // With `null_components`, a record whose constructor accepted a null
    // component (and made its own default of it: a course's missing
    // prerequisites become none()) is an example too; a run asks for those
    // only when a class has no other.
    void harvest_receiver(const PathResult& path, const MethodInfo* then, bool distinct_parts = false,
                          bool null_components = false);
    // The examples of `cls` known so far, oldest first. They are offered
    // ahead of fresh objects, so an exploration must not see them change
    // (a fork's forced choices index the alternatives its parent had): a
    // run gathers them before it explores (gather_input_examples).
    const std::vector<InputExample>& of(const RuntimeClass* cls) const;

    // At most this many argument lists per method (harvest_call).
    static constexpr std::size_t kCallsPerMethod = 3;
    // The arguments of the calls of `path` on a receiver its construction
    // built, concrete under the path's model: of each setup call (which
    // returned, since the path went on), and of the method under test,
    // `method`, when it returned. One list per call, unless it takes null or
    // an argument no example stands for (an object not already an example, a
    // function) or a text in the same place as a known list of its method
    // does (two customers of one email cannot both be registered). Adds no
    // example of any class: the explorations under way must not see those
    // change.
    void harvest_call(const PathResult& path, const classfile::Method& method);
    // The argument lists of `method` known so far, oldest first. A sequence
    // fixes its setup calls' arguments when it begins (Engine::begin), so
    // these may grow while explorations run.
    const std::vector<CallArguments>& calls_of(const classfile::Method& method) const;

private:
    class Harvest;
    // One list of `method`'s, its arguments `slots` on `path` (harvest_call).
    void harvest_arguments(Harvest& harvest, const PathResult& path, const classfile::Method& method,
                           std::span<const Value> slots);
    std::map<const RuntimeClass*, std::vector<InputExample>> by_class_;
    std::map<std::string, std::size_t> keys_;  // an example's constructor and values: its index
    std::map<const classfile::Method*, std::vector<CallArguments>> calls_;
};

}  // namespace symcrete::engine
