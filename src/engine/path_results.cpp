// What a finished path reports beyond its end: the returned object and the
// receiver as a test can observe them (getters), the thrown exception's
// stack trace, and where precision was lost (a value made concrete, a bound
// cut), so a verdict never claims more than was explored.
#include "interpreter.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "classfile/data_class.h"
#include "classfile/descriptor.h"
#include "engine/jdk_value_classes.h"
#include "engine/receiver_changes.h"

namespace symcrete::engine::detail {

namespace {

// The JDK's collection and map types a query may declare (List, Map, a
// Deque, ...): their size() is observable whatever the class behind them.
bool is_collection_type(std::string_view descriptor) {
    static constexpr std::array<std::string_view, 19> kTypes = {
        "Ljava/util/List;",         "Ljava/util/Set;",          "Ljava/util/Collection;",  "Ljava/util/Map;",
        "Ljava/util/Deque;",        "Ljava/util/Queue;",        "Ljava/util/SortedSet;",   "Ljava/util/SortedMap;",
        "Ljava/util/NavigableSet;", "Ljava/util/NavigableMap;", "Ljava/util/ArrayList;",   "Ljava/util/LinkedList;",
        "Ljava/util/HashMap;",      "Ljava/util/HashSet;",      "Ljava/util/TreeMap;",     "Ljava/util/TreeSet;",
        "Ljava/util/LinkedHashMap;", "Ljava/util/LinkedHashSet;", "Ljava/util/ArrayDeque;"};
    return std::find(kTypes.begin(), kTypes.end(), descriptor) != kTypes.end();
}

// How many queries a receiver is observed by: getters and other queries
// without parameters, then those taking one of the call's arguments.
constexpr std::size_t kQueriesWithoutArguments = 6;
// The longest toString() a test asserts, in chars.
constexpr std::size_t kLongestDescription = 80;
constexpr std::size_t kQueriesByArgument = 3;
// Primitive getters read of an object a query by argument found.
constexpr std::size_t kGettersOfFound = 3;
// The instructions and the engine's memory one query may take: far more
// than a getter or the toString of any object a test asserts, far less
// than the path's bounds, which a query that never ends would use up (the
// run then ended "step budget exceeded" or past the engine's memory after
// its method had returned: a receiver made field by field may be a list
// closed into a cycle, whose toString() appends for ever).
constexpr std::uint64_t kStepsPerQuery = 50'000;
constexpr std::uint64_t kEngineBytesPerQuery = 8ull << 20;

// A getter by its name: getX, or isX returning a boolean (`result`, a descriptor).
bool named_as_getter(const std::string& name, std::string_view result) {
    return (name.starts_with("get") && name.size() > 3) || (name.starts_with("is") && name.size() > 2 && result == "Z");
}

}  // namespace

std::vector<Observation> Interpreter::observe(State& state, std::uint32_t address, const std::string& call_name,
                                              const std::string& call_descriptor, std::span<const Value> call_arguments) {
    std::vector<Observation> observations;
    const RuntimeClass* cls = state.heap.get(address).cls;
    if (cls == nullptr || cls->file == nullptr || is_jdk_class(cls)) return observations;
    std::set<std::string> seen;
    // A data class (a record, a Scala case class) is its components: only
    // their accessors describe it (not productPrefix or copy$default$1).
    const auto components =
        classfile::data_components(*cls->file, cls->super != nullptr ? cls->super->file : nullptr);
    // Losses that make a value differ from run to run: a query that takes
    // one says nothing a test can assert.
    auto unrepeatable = [&] {
        return std::count_if(state.precision_lost.begin(), state.precision_lost.end(), [](const State::PrecisionLoss& loss) {
            return loss.kind == PrecisionLossKind::IdentityHash || loss.kind == PrecisionLossKind::Clock;
        });
    };
    // The call's parameters, for the queries that take one of them.
    std::vector<std::string> parameters;
    if (!call_arguments.empty())
        if (auto type = classfile::parse_method_descriptor(call_descriptor))
            for (const classfile::FieldType& parameter : type->parameters) parameters.push_back(parameter.descriptor());
    // Calls `m` on the object (and `argument`, the call's argument of that
    // index, if given) and notes what it returns when a test can assert it.
    auto query = [&](const classfile::Method& m, const std::string& result, std::optional<std::size_t> argument) {
        const bool primitive = result.size() == 1 && result != "V";
        const bool sized = is_collection_type(result);
        const auto losses_before = unrepeatable();
        // A query that ends its run (past kStepsPerQuery or
        // kEngineBytesPerQuery) says nothing and leaves its frames: they go,
        // and the run goes on (its objects stay, as garbage would).
        const std::size_t frames_before = state.frames.size();
        struct Allowance {
            std::uint64_t& step_limit;
            std::uint64_t steps_before;
            Heap& heap;
            Footprint limits_before;
            ~Allowance() {
                step_limit = steps_before;
                heap.set_limits(limits_before.java, limits_before.engine);
            }
        } allowance{run_.observation_step_limit, run_.observation_step_limit, state.heap, state.heap.limits()};
        run_.observation_step_limit = std::min(allowance.steps_before, state.steps + kStepsPerQuery);
        const std::uint64_t engine_room = allowance.limits_before.engine - std::min(allowance.limits_before.engine,
                                                                                    state.heap.used().engine);
        state.heap.set_limits(allowance.limits_before.java,
                              state.heap.used().engine + std::min(engine_room, kEngineBytesPerQuery));
        try {
            std::vector<Value> arguments{Value::ref(address)};
            if (argument) arguments.push_back(call_arguments[*argument]);
            const Value value = call_virtual(state, m.name, m.descriptor, arguments);
            // A collection's size does not depend on the salt the JDK's
            // immutable collections take from the clock when first used
            // (List.copyOf): only the size call must not take one. (The
            // JVM's run checks the test anyway.)
            const auto losses_after_query = unrepeatable();
            if (!sized && losses_after_query != losses_before) return;
            Observation observation{m.name, m.descriptor, value, std::nullopt, {}, argument};
            if (result.starts_with("L") && !sized && result != "Ljava/lang/String;") {
                // An object of the program's found by the argument: what its getters say.
                if (value.as_ref() == 0) return;
                const RuntimeClass* found = state.heap.get(value.as_ref()).cls;
                if (found == nullptr || found->file == nullptr || is_jdk_class(found)) return;
                // A test calls its getters from the tested class's package:
                // one of a class it cannot reach would not compile.
                const auto package = [](const std::string& name) { return name.substr(0, name.rfind('/') + 1); };
                if (!(found->file->access_flags & classfile::access::Public) && package(found->name) != package(cls->name))
                    return;
                std::size_t read = 0;
                for (const MethodInfo& getter : found->methods) {
                    const classfile::Method& g = *getter.method;
                    if (read == kGettersOfFound) break;
                    if (g.is_static() || !(g.access_flags & classfile::access::Public) || g.is_abstract() ||
                        g.descriptor.size() != 3 || g.descriptor[2] == 'V' || !g.descriptor.starts_with("()") ||
                        !named_as_getter(g.name, g.descriptor.substr(2)))
                        continue;
                    const Value got = call_virtual(state, g.name, g.descriptor, {value});
                    if (!got.is_concrete() || unrepeatable() != losses_before) return;
                    Observation part = observation;
                    part.value = got;
                    part.then = g.name;
                    part.then_descriptor = g.descriptor;
                    observations.push_back(std::move(part));
                    ++read;
                }
                return;
            }
            if (sized) {
                // What a void call did to a list the object keeps shows
                // first in its size (the items are the returned value's
                // assertions, not the receiver's).
                if (value.as_ref() == 0) return;
                observation.value = call_virtual(state, "size", "()I", {value});
                if (unrepeatable() != losses_after_query || !observation.value.is_concrete()) return;
                observation.then = "size";
            } else if (!primitive && value.as_ref() != 0) {
                const Object& text = state.heap.get(value.as_ref());
                if (text.kind != Object::Kind::String) return;
                // A long description (a whole object graph) is no assertion to read.
                if (m.name == "toString" && text.chars.size() > kLongestDescription) return;
                observation.text = text.chars;
            }
            observations.push_back(std::move(observation));
        } catch (const JavaThrow&) {
            // a query that throws says nothing a test should assert
        } catch (const PathEnded&) {
            while (state.frames.size() > frames_before) {
                const Frame finished = state.frames.back();
                state.frames.pop_back();
                state.registers.resize(finished.base);
                leave_frame_monitor(state, finished);
            }
        }
    };
    // Getters and record accessors first, then the other queries: public
    // methods without parameters that cannot change the object (size(),
    // peek(), total(), the class's own toString), never hashCode; then
    // queries that take one of the call's arguments (creditLoad(student)
    // after enrol(student, course)), what a person checks after a call that
    // returns nothing.
    enum class Pass { Getters, Queries, ByArgument };
    std::size_t by_argument = 0;
    for (const Pass pass : {Pass::Getters, Pass::Queries, Pass::ByArgument}) {
        if (pass == Pass::ByArgument && parameters.empty()) break;
        for (const RuntimeClass* c = cls; c != nullptr && c->name != "java/lang/Object"; c = c->super) {
            if (pass != Pass::Getters && (c->file == nullptr || is_jdk_class(c))) break;  // the JDK's own: getters only
            for (const MethodInfo& info : c->methods) {
                const classfile::Method& m = *info.method;
                if (m.is_static() || !(m.access_flags & classfile::access::Public) || m.is_abstract()) continue;
                if (m.access_flags & (classfile::access::Synthetic | classfile::access::Bridge)) continue;
                if (m.name == "getClass" || m.name == "hashCode" || m.name == "equals") continue;
                // The class's own toString is what a person reads after a
                // call (a list's "[1, 2, 3]" after sort()); Object's, with
                // its identity hash, is never declared by a class of the
                // program, and one that reads an identity hash is dropped
                // as unrepeatable.
                if (m.name == "toString" && pass != Pass::Queries) continue;
                if (m.name == call_name && m.descriptor == call_descriptor) continue;
                const std::size_t close = m.descriptor.find(')');
                if (close == std::string::npos) continue;
                const std::string result = m.descriptor.substr(close + 1);
                const bool primitive = result.size() == 1 && result != "V";
                // (By argument, an object of the program's too: a lookup, `getAccount(id)`.)
                if (!primitive && !is_collection_type(result) && result != "Ljava/lang/String;" &&
                    !(pass == Pass::ByArgument && result.starts_with("L") && !result.starts_with("Ljava/")))
                    continue;
                std::optional<std::size_t> argument;
                if (pass == Pass::ByArgument) {
                    // One parameter, of the type of one of the call's.
                    const std::string parameter = m.descriptor.substr(1, close - 1);
                    for (std::size_t k = 0; k < parameters.size() && k < call_arguments.size(); ++k) {
                        const Value& value = call_arguments[k];
                        if (parameters[k] != parameter || !value.is_concrete()) continue;
                        if (value.kind() == ValueKind::Ref && (value.as_ref() & kLazyReferenceBit)) continue;
                        // A function the test writes as a list of answers
                        // gives each once: asked again, it would run out
                        // (search(filter) after search(filter)).
                        if (value.kind() == ValueKind::Ref && value.as_ref() != 0 &&
                            std::holds_alternative<std::shared_ptr<const AnswerTable>>(state.heap.get(value.as_ref()).binding))
                            continue;
                        argument = k;
                        break;
                    }
                    if (!argument || by_argument >= kQueriesByArgument) continue;
                    if (may_change_receiver(program_, *c->file, m)) continue;
                    if (!seen.insert(m.name + m.descriptor).second) continue;
                    ++by_argument;
                } else {
                    if (close != 1) continue;
                    bool getter = named_as_getter(m.name, result);
                    if (components && c == cls) {
                        getter = std::any_of(components->begin(), components->end(), [&](const auto& component) {
                            return component.name == m.name;
                        });
                        if (!getter) continue;
                    }
                    if (getter != (pass == Pass::Getters)) continue;
                    if (pass == Pass::Queries && may_change_receiver(program_, *c->file, m)) continue;
                    if (!seen.insert(m.name).second) continue;
                    if (observations.size() >= kQueriesWithoutArguments) break;
                }
                query(m, result, argument);
            }
        }
    }
    return observations;
}

// A concrete java.time value's parts, read from its fields in the order
// time_parts makes them; nothing where a field is symbolic or missing.
std::optional<std::vector<std::int64_t>> Interpreter::time_value_parts(const State& state, std::uint32_t address) {
    const Object& object = state.heap.get(address);
    std::vector<std::int64_t> parts;
    auto read = [&](const Object& of, const char* name, const char* descriptor) {
        auto slot = program_.resolve_field(of.cls, name, descriptor);
        if (!slot || !of.slots[slot->index].is_concrete()) return false;
        const Value value = of.slots[slot->index];
        parts.push_back(value.kind() == ValueKind::Long ? value.as_i64() : value.as_i32());
        return true;
    };
    auto date = [&](const Object& of) {
        return read(of, "year", "I") && read(of, "month", "S") && read(of, "day", "S");
    };
    auto time = [&](const Object& of) {
        return read(of, "hour", "B") && read(of, "minute", "B") && read(of, "second", "B") && read(of, "nano", "I");
    };
    const std::string_view name = object.cls->name;
    bool complete = false;
    if (name == "java/time/LocalDate") {
        complete = date(object);
    } else if (name == "java/time/LocalTime") {
        complete = time(object);
    } else if (name == "java/time/LocalDateTime") {
        auto part = [&](const char* field, const char* descriptor) -> const Object* {
            auto slot = program_.resolve_field(object.cls, field, descriptor);
            if (!slot) return nullptr;
            const Value ref = object.slots[slot->index];
            return ref.kind() == ValueKind::Ref && ref.as_ref() != 0 ? &state.heap.get(ref.as_ref()) : nullptr;
        };
        const Object* d = part("date", "Ljava/time/LocalDate;");
        const Object* t = part("time", "Ljava/time/LocalTime;");
        complete = d != nullptr && t != nullptr && date(*d) && time(*t);
    } else if (name == "java/time/Instant" || name == "java/time/Duration") {
        complete = read(object, "seconds", "J") && read(object, "nanos", "I");
    }
    if (!complete) return std::nullopt;
    return parts;
}

// An Optional's value, read from its fields as Optional.equals compares
// them: `value` (null when empty) for Optional, `isPresent` and `value` for
// the primitive ones, whose value is described as its box.
bool Interpreter::describe_optional(State& state, const Object& object, ReturnedObject& returned) {
    const std::string_view name = object.cls->name;
    auto field = [&](const char* field_name, const char* descriptor) -> std::optional<Value> {
        auto slot = program_.resolve_field(object.cls, field_name, descriptor);
        if (!slot || !object.slots[slot->index].is_concrete()) return std::nullopt;
        return object.slots[slot->index];
    };
    if (name == "java/util/Optional") {
        const std::optional<Value> value = field("value", "Ljava/lang/Object;");
        if (!value) return false;
        returned.is_optional = true;
        if (value->as_ref() != 0) returned.items.push_back(describe_returned(state, value->as_ref()));
        return true;
    }
    static constexpr std::array<std::array<const char*, 3>, 3> kPrimitive{{
        {"java/util/OptionalInt", "I", "java/lang/Integer"},
        {"java/util/OptionalLong", "J", "java/lang/Long"},
        {"java/util/OptionalDouble", "D", "java/lang/Double"},
    }};
    for (const auto& [optional, descriptor, box] : kPrimitive) {
        if (name != optional) continue;
        const std::optional<Value> present = field("isPresent", "Z");
        const std::optional<Value> value = field("value", descriptor);
        if (!present || !value) return false;
        returned.is_optional = true;
        if (present->as_i32() != 0) {
            ReturnedObject item;
            item.cls = klass(box);
            item.boxed = *value;
            returned.items.push_back(std::move(item));
        }
        return true;
    }
    return false;
}

ReturnedObject Interpreter::describe_returned(State& state, std::uint32_t address) {
    const Object& object = state.heap.get(address);
    ReturnedObject returned;
    returned.cls = object.cls;
    returned.address = address;
    const RuntimeClass* enum_type = is_enum(object.cls)                               ? object.cls
                                    : object.cls != nullptr && is_enum(object.cls->super) ? object.cls->super
                                                                                          : nullptr;
    if (enum_type != nullptr) {
        for (const auto& [name, constant] : enum_constants(state, enum_type)) {
            if (constant != address) continue;
            returned.enum_constant = name;
            returned.enum_type = enum_type;
            return returned;  // named, so its getters add nothing
        }
    }
    if (object.kind == Object::Kind::Instance) returned.getters = observe(state, address);
    if (object.kind == Object::Kind::Instance && describe_optional(state, object, returned)) return returned;
    // A List or Set: its elements, read through toArray() as a test would
    // see them (iteration order), each described in turn.
    const bool list = object.kind == Object::Kind::Instance && program_.is_assignable(object.cls, klass("java/util/List"));
    const bool set = object.kind == Object::Kind::Instance && program_.is_assignable(object.cls, klass("java/util/Set"));
    if (list || set) {
        try {
            const Value array = call_virtual(state, "toArray", "()[Ljava/lang/Object;", {Value::ref(address)});
            if (array.as_ref() != 0) {
                const std::vector<Value> elements = state.heap.get(array.as_ref()).slots;
                for (const Value& element : elements) {
                    ReturnedObject item;
                    if (element.as_ref() != 0) item = describe_returned(state, element.as_ref());
                    returned.items.push_back(std::move(item));
                }
                returned.is_list = list;
                returned.is_set = set;
            }
        } catch (const JavaThrow&) {  // no elements: the test asserts less, nothing wrong
        } catch (const PathEnded&) {
        }
        return returned;
    }
    if (object.kind == Object::Kind::String) {
        returned.text = object.chars;
    } else if (object.kind == Object::Kind::Array) {
        returned.elements = object.slots;
    } else if (object.kind == Object::Kind::Instance && is_big_number_class(object.cls->name)) {
        // Its text, which its String constructor reads back as an equal
        // number (scale included): what a test compares it with.
        try {
            const Value text = call_virtual(state, "toString", "()Ljava/lang/String;", {Value::ref(address)});
            if (text.as_ref() != 0) returned.text = string_chars(state, text);
        } catch (const JavaThrow&) {  // no text: the test asserts less, nothing wrong
        } catch (const PathEnded&) {
        }
    } else if (object.kind == Object::Kind::Instance && is_time_class(object.cls->name)) {
        // Its parts as its factory takes them (LocalDate.of(2024, 2, 29)).
        if (auto parts = time_value_parts(state, address)) {
            const std::string arguments = time_arguments(object.cls->name, *parts);
            returned.text.assign(arguments.begin(), arguments.end());
        }
    } else if (object.kind == Object::Kind::Instance && object.cls->file != nullptr &&
               object.cls->name.rfind("java/lang/", 0) == 0) {
        for (const auto& [key, slot] : object.cls->declared_fields) {
            if (!slot.is_static && key.rfind("value:", 0) == 0 && key.size() == 7) returned.boxed = object.slots[slot.index];
        }
    }
    return returned;
}

void Interpreter::lose_precision(State& state, PrecisionLossKind kind, std::string_view what) {
    constexpr std::size_t kKept = 16;  // enough to say why; a loop may lose precision many times
    if (state.precision_lost.size() >= kKept) return;
    // Where the program was when it happened: its innermost frame.
    State::PrecisionLoss loss;
    loss.kind = kind;
    if (!state.frames.empty()) {
        const Frame& frame = state.frames.back();
        const ir::Block& block = frame.code->fn->blocks[frame.block];
        loss.function = frame.code->fn;
        loss.line = frame.index < block.instrs.size() ? block.instrs[frame.index].line : 0;
    }
    for (const State::PrecisionLoss& known : state.precision_lost)
        if (known.function == loss.function && known.line == loss.line && known.what == what) return;
    loss.what = what;
    state.precision_lost.mutate().push_back(std::move(loss));
}

std::vector<TraceFrame> Interpreter::stack_trace_of(const State& state, std::uint32_t throwable) {
    std::vector<TraceFrame> trace;
    auto slot = [&](std::string_view owner, std::string_view name, std::string_view descriptor) {
        auto cls = program_.klass(owner);
        if (!cls) return std::optional<std::uint32_t>();
        auto field = program_.resolve_field(*cls, name, descriptor);
        return field ? std::optional<std::uint32_t>(field->index) : std::nullopt;
    };
    const auto backtrace = slot("java/lang/Throwable", "backtrace", "Ljava/lang/Object;");
    const auto declaring = slot("java/lang/StackTraceElement", "declaringClass", "Ljava/lang/String;");
    const auto method = slot("java/lang/StackTraceElement", "methodName", "Ljava/lang/String;");
    const auto file = slot("java/lang/StackTraceElement", "fileName", "Ljava/lang/String;");
    const auto line = slot("java/lang/StackTraceElement", "lineNumber", "I");
    const auto module = slot("java/lang/StackTraceElement", "moduleName", "Ljava/lang/String;");
    if (!backtrace || !declaring || !method || !file || !line || !module) return trace;
    const Value elements = state.heap.get(throwable).slots[*backtrace];
    if (!elements.is_concrete() || elements.as_ref() == 0) return trace;
    const Object& array = state.heap.get(elements.as_ref());
    if (array.kind != Object::Kind::Array) return trace;
    auto text = [&](const Value& v) {
        if (!v.is_concrete() || v.as_ref() == 0) return std::string();
        const Object& string = state.heap.get(v.as_ref());
        return string.kind == Object::Kind::String ? utf8(string.chars) : std::string();
    };
    for (const Value& element : array.slots) {
        if (!element.is_concrete() || element.as_ref() == 0) continue;
        const Object& frame = state.heap.get(element.as_ref());
        const Value number = frame.slots[*line];
        trace.push_back(TraceFrame{text(frame.slots[*declaring]), text(frame.slots[*method]), text(frame.slots[*file]),
                                   number.is_concrete() ? number.as_i32() : -1, !text(frame.slots[*module]).empty()});
    }
    return trace;
}

std::vector<PrecisionLoss> Interpreter::describe_precision_lost(const State& state) {
    std::vector<PrecisionLoss> reasons;
    for (const State::PrecisionLoss& loss : state.precision_lost) {
        if (loss.function == nullptr) {
            reasons.push_back({loss.kind, loss.what});
            continue;
        }
        reasons.push_back({loss.kind, fmt::format("{} ({}.{} line {})", loss.what,
                                                  classfile::internal_to_java_name(loss.function->class_name),
                                                  loss.function->name, loss.line)});
    }
    return reasons;
}

}  // namespace symcrete::engine::detail
