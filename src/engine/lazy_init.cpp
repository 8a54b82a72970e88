// Inputs (inputs.h): symbolic primitive inputs, lazy initialisation of
// reference inputs, input arrays with symbolic length and contents, and
// flattening such an array when code that needs concrete slots gets it.
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <limits>
#include <utility>

#include "classfile/descriptor.h"
#include "classfile/signature.h"
#include "interpreter.h"
#include "ir_semantics.h"
#include "engine/jdk_value_classes.h"
#include "symbolic_text.h"

namespace symcrete::engine::detail {

using expr::Kind;

namespace {

// The declared types an ArrayList input stands for.
bool is_list_type(const std::string& name) {
    return name == "java/util/List" || name == "java/util/Collection" || name == "java/lang/Iterable" ||
           name == "java/util/ArrayList" || name == "java/util/AbstractList" || name == "java/util/AbstractCollection";
}

// The declared types a set or map input stands for: a sorted one (TreeSet,
// TreeMap) where its elements or keys can be compared, since comparing
// symbolic keys keeps every outcome open while hashing them pins each key to
// one bucket; else one keeping insertion order, so a test rebuilds it alike.
bool is_set_type(const std::string& name) {
    return name == "java/util/Set" || name == "java/util/AbstractSet" || name == "java/util/HashSet" ||
           name == "java/util/LinkedHashSet" || name == "java/util/SortedSet" || name == "java/util/NavigableSet" ||
           name == "java/util/TreeSet";
}
bool is_map_type(const std::string& name) {
    return name == "java/util/Map" || name == "java/util/AbstractMap" || name == "java/util/HashMap" ||
           name == "java/util/LinkedHashMap" || name == "java/util/SortedMap" || name == "java/util/NavigableMap" ||
           name == "java/util/TreeMap";
}
// A Deque or Queue: an ArrayDeque, filled by add (first to last).
bool is_queue_type(const std::string& name) {
    return name == "java/util/Deque" || name == "java/util/Queue" || name == "java/util/ArrayDeque";
}
bool is_hashed_type(const std::string& name) {
    return name == "java/util/HashSet" || name == "java/util/LinkedHashSet" || name == "java/util/HashMap" ||
           name == "java/util/LinkedHashMap";
}


// The field's name from a declared_fields key "name:descriptor".
std::string field_name(const std::string& key) { return key.substr(0, key.find(':')); }
std::string field_descriptor(const std::string& key) { return key.substr(key.find(':') + 1); }

}  // namespace

// A fork made while a reference was being resolved re-runs the instruction
// and resolves it again from the start, replaying its choices: what the
// unfinished resolution had made (the objects and references of a record's
// components, their queued constructors) goes, or the re-run would see them
// as inputs to alias and count against the input bound, and choose among
// other alternatives than the path did.
void Interpreter::roll_back_partial_inputs(State& fork) {
    if (run_.resolving.empty()) return;
    if (fork.inputs->objects.size() > run_.objects_before || fork.inputs->references.size() > run_.references_before) {
        InputGraph& graph = inputs_for_write(fork);
        graph.objects.resize(std::min(graph.objects.size(), run_.objects_before));
        graph.references.resize(std::min(graph.references.size(), run_.references_before));
    }
    if (fork.queued_constructions.size() > run_.queued_before) fork.queued_constructions.resize(run_.queued_before);
    std::erase_if(fork.replayed_resolutions, [&](const auto& entry) { return entry.first >= run_.references_before; });
}

InputGraph& Interpreter::inputs_for_write(State& state) {
    if (!state.inputs) {
        state.inputs = std::make_shared<InputGraph>();
    } else if (state.inputs.use_count() > 1) {
        state.inputs = std::make_shared<InputGraph>(*state.inputs);
    }
    return *state.inputs;
}

// Narrow types are I32 variables constrained to their range, so the solver
// only proposes values Java can hold.
Value Interpreter::symbolic_input(State& state, char type, const std::string& name) {
    switch (type) {
        case 'J': return Value::symbolic(ctx_.var(expr::Sort::I64, name));
        case 'F': return Value::symbolic(ctx_.var(expr::Sort::F32, name));
        case 'D': return Value::symbolic(ctx_.var(expr::Sort::F64, name));
        default: break;
    }
    const expr::Expr* v = ctx_.var(expr::Sort::I32, name);
    switch (type) {
        case 'Z': add_domain_fact(state, ctx_.binary(Kind::Eq, v, ctx_.binary(Kind::And, v, ctx_.i32(1)))); break;
        case 'B': add_domain_fact(state, ctx_.binary(Kind::Eq, v, ctx_.unary(Kind::ToByte, v))); break;
        case 'C': add_domain_fact(state, ctx_.binary(Kind::Eq, v, ctx_.unary(Kind::ToChar, v))); break;
        case 'S': add_domain_fact(state, ctx_.binary(Kind::Eq, v, ctx_.unary(Kind::ToShort, v))); break;
        default: break;
    }
    return Value::symbolic(v);
}

Value Interpreter::new_lazy_reference(State& state, const RuntimeClass* declared, std::string origin, unsigned depth,
                                      bool non_null, const classfile::TypeSignature* signature) {
    // List<Item>, Collection<? extends Item>, Map<String, Integer>: the
    // class of type argument `i`, if the signature names one.
    auto type_argument = [&](std::size_t i) -> const RuntimeClass* {
        if (signature == nullptr || signature->kind != classfile::TypeSignature::Kind::Class ||
            signature->segments.size() != 1 || signature->segments[0].arguments.size() <= i)
            return nullptr;
        const classfile::TypeArgument& argument = signature->segments[0].arguments[i];
        if (!argument.type || argument.kind == classfile::TypeArgument::Kind::Super) return nullptr;
        if (argument.type->kind != classfile::TypeSignature::Kind::Class || argument.type->segments.size() != 1)
            return nullptr;
        auto cls = program_.klass(argument.type->segments[0].name);
        return cls ? *cls : nullptr;
    };
    const std::size_t arguments =
        signature != nullptr && signature->kind == classfile::TypeSignature::Kind::Class && signature->segments.size() == 1
            ? signature->segments[0].arguments.size()
            : 0;
    InputGraph& graph = inputs_for_write(state);
    LazyReference ref;
    ref.origin = std::move(origin);
    ref.declared = declared;
    ref.depth = depth;
    ref.non_null = non_null || options_.inputs.non_null;
    ref.type_variable = signature != nullptr && signature->kind == classfile::TypeSignature::Kind::TypeVariable;
    if (arguments == 1) ref.element = type_argument(0);
    if (arguments == 2) {
        ref.element = type_argument(0);
        ref.value = type_argument(1);
    }
    graph.references.push_back(std::move(ref));
    return lazy_reference(static_cast<std::uint32_t>(graph.references.size() - 1));
}

Value Interpreter::new_receiver(State& state, const MethodInfo& method) {
    // A method of an enum constant's body (STUDENT { boolean mayReserve(...)
    // {...} }) runs on that constant: the receiver is one of the enum's
    // constants, those whose class runs this method (resolve_lazy).
    const RuntimeClass* declared = is_enum(method.owner->super) ? method.owner->super : method.owner;
    const Value receiver = new_lazy_reference(state, declared, "this", 0, true);
    inputs_for_write(state).references.back().receiver_of = &method;
    return receiver;
}

void Interpreter::add_domain_fact(State& state, const expr::Expr* fact) {
    assume(state, fact);
    inputs_for_write(state).domain.push_back(fact);
}

void Interpreter::limit_inputs(State& state, const std::string& reason) {
    InputGraph& graph = inputs_for_write(state);
    if (!graph.bounded) graph.bound_reason = reason;
    graph.bounded = true;
}

// The concrete classes a fresh input of a declared type may have: the type
// itself when the engine can make one; for an interface or abstract class
// the application's implementations (the first max_implementations by name,
// more limit the path; all of a sealed type's); for Object a String, an Integer or the class under test. Other JDK
// classes get none yet (the path takes null or an alias and says it was
// limited).
std::vector<const RuntimeClass*> Interpreter::input_classes(State& state, const RuntimeClass* declared,
                                                            const RuntimeClass* element) {
    if (declared == nullptr || declared->is_primitive()) return {};
    if (declared->name == "java/lang/String" || declared->name == "java/lang/CharSequence")
        return {klass("java/lang/String")};
    if (declared->name == "java/lang/Object") {
        // What callers pass most, and the class under test itself: its
        // equals(Object) needs one of its own kind to get past instanceof.
        std::vector<const RuntimeClass*> classes{klass("java/lang/String"), klass("java/lang/Integer")};
        if (under_test_ != nullptr && under_test_->file != nullptr && !under_test_->is_interface() &&
            !under_test_->file->is_abstract() && !is_enum(under_test_))
            classes.push_back(under_test_);
        return classes;
    }
    if (is_list_type(declared->name)) return {klass("java/util/ArrayList")};
    if (is_queue_type(declared->name)) return {klass("java/util/ArrayDeque")};
    if (is_set_type(declared->name) || is_map_type(declared->name)) {
        const bool map = is_map_type(declared->name);
        const bool sorted = !is_hashed_type(declared->name) &&
                            program_.is_assignable(collection_key_class(element), klass("java/lang/Comparable"));
        if (sorted) return {klass(map ? "java/util/TreeMap" : "java/util/TreeSet")};
        return {klass(map ? "java/util/LinkedHashMap" : "java/util/LinkedHashSet")};
    }
    if (declared->is_array()) return {declared};
    if (declared->file == nullptr) return {};
    if (declared->is_interface() || declared->file->is_abstract()) {
        // What callers of a Comparable parameter pass most: boxed numbers
        // and text, ahead of the application's own implementations.
        std::vector<const RuntimeClass*> classes;
        if (declared->name == "java/lang/Comparable") classes = {klass("java/lang/String"), klass("java/lang/Integer")};
        // A functional interface also takes a table of answers (what a
        // lambda at the call site would be): first for the JDK's, after the
        // application's own implementations for its own. Comparable stands
        // for values, not functions.
        const bool answers = declared->is_interface() && declared->name != "java/lang/Comparable" &&
                             functional_method(declared) != nullptr;
        if (answers && is_jdk_class(declared)) classes.push_back(answer_class(declared));
        for (const RuntimeClass* cls : program_.implementations(declared)) classes.push_back(cls);
        if (answers && !is_jdk_class(declared)) classes.push_back(answer_class(declared));
        // A sealed type's implementations are all tried: its class file
        // names them, and a pattern switch over it has a case for each.
        const bool sealed = !declared->file->permitted_subclasses.empty();
        // So are an algebraic data type's (every implementation a data
        // class: a Scala sealed class, which the JVM does not know as one).
        const bool algebraic = !classes.empty() && std::all_of(classes.begin(), classes.end(), [&](const RuntimeClass* c) {
            return canonical_constructor(c) != nullptr;
        });
        if (!sealed && !algebraic && classes.size() > options_.inputs.max_implementations) {
            classes.resize(options_.inputs.max_implementations);
            limit_inputs(state, fmt::format("{} implementations of {} tried", options_.inputs.max_implementations,
                                            declared->java_name()));
        }
        return classes;
    }
    if (is_jdk_value_class(declared->name) || declared->name == "java/util/Optional") return {declared};
    if (is_jdk_class(declared) && !is_box_class(declared->name)) return {};
    return {declared};
}

Value Interpreter::resolve_lazy(State& state, Value value) {
    if (!is_lazy_reference(value)) return value;
    const std::uint32_t id = lazy_reference_id(value);
    auto target_value = [&](std::int32_t target) {
        return target == LazyReference::kNull ? Value::null()
                                              : Value::ref(state.inputs->objects[static_cast<std::size_t>(target)].address);
    };
    if (state.inputs->references[id].target != LazyReference::kUnresolved) {
        // A fork re-running the instruction that resolved this reference
        // before it forked: the choices it took then are in forced_choices.
        auto replayed = std::find_if(state.replayed_resolutions.begin(), state.replayed_resolutions.end(),
                                     [&](const auto& entry) { return entry.first == id; });
        if (replayed != state.replayed_resolutions.end()) {
            for (std::size_t i = 0; i < replayed->second; ++i) forced_choice(state);
            run_.step_resolutions.push_back(*replayed);
            state.replayed_resolutions.erase(replayed);
        }
        return target_value(state.inputs->references[id].target);
    }
    // A setup call's argument fixed when the exploration began: made as the
    // example has it, no choice to fork on.
    if (auto preset = presets_.find(id); preset != presets_.end()) {
        const std::string origin = state.inputs->references[id].origin;
        const unsigned depth = state.inputs->references[id].depth;
        const std::int32_t target = make_example_part(state, preset->second, origin, depth);
        inputs_for_write(state).references[id].target = target;
        return target_value(target);
    }
    const std::size_t choices_before = run_.step_choices.size();
    if (run_.resolving.empty()) {
        run_.objects_before = state.inputs->objects.size();
        run_.references_before = state.inputs->references.size();
        run_.queued_before = state.queued_constructions.size();
    }
    run_.resolving.push_back(id);
    struct Resolved {
        std::vector<std::uint32_t>& resolving;
        ~Resolved() { resolving.pop_back(); }
    } resolved{run_.resolving};

    const LazyReference ref = state.inputs->references[id];
    struct Alternative {
        const RuntimeClass* fresh = nullptr;  // a new object of this class
        std::int32_t alias = LazyReference::kNull;
        std::size_t constant = 0;             // 1 + index into `constants`
        std::size_t example = 0;              // 1 + index into the examples of `fresh`
    };
    std::vector<Alternative> alternatives;
    const bool null_last = run_.choosing_record_component || ref.null_last;
    if (!ref.non_null && !null_last) alternatives.push_back({});
    const std::size_t fresh_objects = state.inputs->objects.size() - state.inputs->example_parts;
    // The only objects some classes can have are constants they hold (an
    // enum's, a singleton's instance); a value class's constants are valid
    // states beside fresh objects (HeldConstants).
    const std::optional<HeldConstants> declared_held = held_constants(state, ref.declared);
    const bool declared_only = declared_held && declared_held->only;
    const bool any_object = ref.type_variable && ref.declared != nullptr && ref.declared->name == "java/lang/Object";
    std::vector<const RuntimeClass*> classes = declared_only ? std::vector<const RuntimeClass*>{}
                                               : any_object  ? std::vector<const RuntimeClass*>{klass("java/lang/String")}
                                                             : input_classes(state, ref.declared, ref.element);
    if (ref.receiver_of != nullptr)
        std::erase_if(classes, [&](const RuntimeClass* cls) { return program_.select(cls, *ref.receiver_of) != ref.receiver_of; });
    std::vector<HeldConstant> constants = declared_only ? declared_held->constants : std::vector<HeldConstant>{};
    std::vector<const RuntimeClass*> objects;
    for (const RuntimeClass* cls : classes) {
        std::optional<HeldConstants> held = held_constants(state, cls);
        if (held)
            for (HeldConstant& constant : held->constants) constants.push_back(std::move(constant));
        if (!held || !held->only) objects.push_back(cls);
    }
    // A receiver is a constant whose class runs the method (an enum
    // constant's body overrides it in one constant only).
    if (ref.receiver_of != nullptr)
        std::erase_if(constants, [&](const HeldConstant& constant) {
            return program_.select(state.heap.get(constant.address).cls, *ref.receiver_of) != ref.receiver_of;
        });
    // Constants first: valid states, which a fresh object's fields may not be.
    for (std::size_t i = 0; i < constants.size(); ++i) alternatives.push_back({nullptr, LazyReference::kNull, i + 1});
    // Then objects earlier paths built and their constructors accepted
    // (InputExamples): valid, and concrete, so a path taking one spends
    // nothing on solving for its validation or hashing its text. `again`:
    // those the path took before, else those it did not.
    const bool offers_examples = options_.examples && ref.receiver_of == nullptr && !declared_only &&
                                 ref.depth <= options_.inputs.max_depth && fresh_objects < options_.inputs.max_objects;
    auto add_examples = [&](const RuntimeClass* cls, bool again) {
        // A data class whose constructor only stores its arguments: a fresh
        // one with free components stands for every example already.
        if (const MethodInfo* constructor = canonical_constructor(cls);
            constructor != nullptr && !constructor_checks(*constructor))
            return;
        for (std::size_t i = 0; i < options_.examples->of(cls).size(); ++i) {
            const bool taken = std::any_of(state.inputs->objects.begin(), state.inputs->objects.end(), [&](const InputObject& input) {
                return input.cls == cls && input.example == static_cast<std::int32_t>(i);
            });
            if (taken == again) alternatives.push_back({cls, LazyReference::kNull, 0, i + 1});
        }
    };
    // Only those the path has not taken yet, so two inputs of a class differ
    // (a method returning one item's name for the other's shows); those it
    // has come after the fresh objects.
    if (offers_examples)
        for (const RuntimeClass* cls : objects) add_examples(cls, false);
    // A String a sequence's setup call takes is a fresh one, never another
    // input itself: its text may equal another's, and a test that passes
    // two objects tells more apart (the newest entry from the oldest, an
    // `==` for `equals`) than one passing the same object twice. Nor does
    // the bound on objects leave the call without one: a text holds no
    // further objects, and a call cannot go without its argument.
    const bool value_in_sequence =
        ref.never_null && classes.size() == 1 && classes.front()->name == "java/lang/String";
    if (!declared_only) {
        if (classes.empty()) {
            limit_inputs(state, fmt::format("{}: no inputs of type {} are made yet", ref.origin,
                                            ref.declared != nullptr ? ref.declared->java_name() : "?"));
        } else if (!value_in_sequence &&
                   (ref.depth > options_.inputs.max_depth || fresh_objects >= options_.inputs.max_objects)) {
            limit_inputs(state, fmt::format("{}: input bound ({} objects, depth {})", ref.origin,
                                            options_.inputs.max_objects, options_.inputs.max_depth));
        } else {
            for (const RuntimeClass* cls : objects) {
                // An object its constructor and calls can build is not also
                // made field by field, in a state they may never leave it in
                // (a stock's count map holding null): said as an input limit.
                if (offers_examples && !options_.examples->of(cls).empty() && canonical_constructor(cls) == nullptr) {
                    limit_inputs(state, fmt::format("{}: {} objects only as its constructor and calls build them",
                                                    ref.origin, cls->java_name()));
                    continue;
                }
                // While the receiver is being built (its construction and
                // setup calls), a record whose constructor checks what it is
                // given, and which the examples stand for, is one of them: a
                // fresh one mostly makes paths its constructor refuses, where
                // the method under test is what a test is about (a course
                // for `addCourse` before `enrol`). One that checks nothing
                // costs no refusals and keeps its values free.
                if (offers_examples && !options_.examples->of(cls).empty() && run_.construction != nullptr &&
                    !run_.entry_started && canonical_constructor(cls) != nullptr &&
                    constructor_checks(*canonical_constructor(cls))) {
                    limit_inputs(state, fmt::format("{}: {} objects as the examples made before, while the receiver "
                                                    "is built",
                                                    ref.origin, cls->java_name()));
                    continue;
                }
                alternatives.push_back({cls, LazyReference::kNull});
            }
        }
    }
    // Then examples the path took before: an input equal to an earlier one
    // (a lookup by the key a setup call stored).
    if (offers_examples)
        for (const RuntimeClass* cls : objects) add_examples(cls, true);
    if (!ref.non_null && ref.declared != nullptr && !declared_only && !value_in_sequence) {
        for (std::size_t i = 0; i < state.inputs->objects.size(); ++i) {
            if (program_.is_assignable(state.inputs->objects[i].cls, ref.declared) &&
                !closes_constructed_cycle(*state.inputs, i, id, run_.resolving) &&
                !assumed_away(*state.inputs, i, id))
                alternatives.push_back({nullptr, static_cast<std::int32_t>(i), 0});
        }
    }
    if (!ref.non_null && null_last && !ref.never_null) alternatives.push_back({});
    if (alternatives.empty()) unsupported(fmt::format("no input of type {} can be made for {}",
                                                      ref.declared != nullptr ? ref.declared->java_name() : "?",
                                                      ref.origin));
    const std::size_t choice = choose_alternative(state, alternatives.size());
    // A forced choice always indexes the same alternatives as when it was
    // made; anything else is an engine bug, reported rather than crashing.
    if (choice >= alternatives.size()) unsupported(fmt::format("internal: input choice {} of {} for {}", choice,
                                                               alternatives.size(), ref.origin));
    const Alternative chosen = alternatives[choice];
    std::int32_t target = LazyReference::kNull;
    if (chosen.constant != 0) {
        const HeldConstant& constant = constants[chosen.constant - 1];
        InputObject input;
        input.origin = ref.origin;
        input.cls = state.heap.get(constant.address).cls;
        input.address = constant.address;
        input.constant = constant.name;
        input.constant_owner = constant.owner;
        InputGraph& graph = inputs_for_write(state);
        graph.objects.push_back(std::move(input));
        target = static_cast<std::int32_t>(graph.objects.size() - 1);
    } else if (chosen.example != 0) {
        charge_match(state, chosen.fresh);
        const std::size_t before = state.inputs->objects.size();
        target = make_input_example(state, chosen.fresh, options_.examples->of(chosen.fresh)[chosen.example - 1],
                                    ref.origin, ref.depth);
        inputs_for_write(state).example_parts += static_cast<std::uint32_t>(state.inputs->objects.size() - before - 1);
        inputs_for_write(state).objects[static_cast<std::size_t>(target)].example = static_cast<std::int32_t>(chosen.example - 1);
        ++stats_.lazy_objects;
    } else if (chosen.fresh != nullptr) {
        charge_match(state, chosen.fresh);
        const MethodInfo* record_constructor = canonical_constructor(chosen.fresh);
        target = chosen.fresh->is_array()                     ? make_input_array(state, chosen.fresh, ref.origin, ref.depth)
                 : chosen.fresh->shape == ObjectShape::String ? make_input_string(state, chosen.fresh, ref.origin)
                 : chosen.fresh->name == "java/util/ArrayList" ? make_input_list(state, chosen.fresh, ref)
                 : is_set_type(chosen.fresh->name) || is_map_type(chosen.fresh->name) || is_queue_type(chosen.fresh->name)
                     ? make_input_collection(state, chosen.fresh, ref)
                 : chosen.fresh->name == "java/util/Optional" ? make_input_optional(state, chosen.fresh, ref)
                 : is_jdk_value_class(chosen.fresh->name) ? make_input_jdk_value(state, chosen.fresh, ref.origin)
                 : is_answer_class(chosen.fresh)             ? make_input_function(state, chosen.fresh, ref)
                 : record_constructor != nullptr && constructor_checks(*record_constructor)
                     ? make_input_record(state, chosen.fresh, *record_constructor, ref)
                 : record_constructor != nullptr ? make_input_data(state, chosen.fresh, *record_constructor, ref)
                                                 : make_input_object(state, chosen.fresh, ref.origin, ref.depth);
        ++stats_.lazy_objects;
    } else if (chosen.alias != LazyReference::kNull) {
        target = chosen.alias;
        ++inputs_for_write(state).aliases;
        ++stats_.aliases;
    }
    inputs_for_write(state).references[id].target = target;
    run_.step_resolutions.emplace_back(id, run_.step_choices.size() - choices_before);
    return target_value(target);
}

bool Interpreter::is_enum(const RuntimeClass* cls) {
    return cls != nullptr && cls->file != nullptr && (cls->file->access_flags & classfile::access::Enum) != 0 &&
           cls->super != nullptr && cls->super->name == "java/lang/Enum";
}

// The enum's constants as the initialised class holds them.
std::vector<std::pair<std::string, std::uint32_t>> Interpreter::enum_constants(State& state, const RuntimeClass* cls) {
    initialize(state, cls);
    std::vector<std::pair<std::string, std::uint32_t>> constants;
    for (const classfile::Field& field : cls->file->fields) {
        if (!field.is_static() || (field.access_flags & classfile::access::Enum) == 0) continue;
        auto slot = cls->declared_fields.find(field.name + ":" + field.descriptor);
        if (slot == cls->declared_fields.end()) continue;
        const Value value = state.static_value(cls->id, slot->second.index);
        if (value.as_ref() != 0) constants.emplace_back(field.name, value.as_ref());
    }
    return constants;
}

std::optional<Interpreter::HeldConstants> Interpreter::held_constants(State& state, const RuntimeClass* cls) {
    if (cls == nullptr || cls->file == nullptr) return std::nullopt;
    if (is_enum(cls)) {
        HeldConstants held{{}, true};
        for (auto& [name, address] : enum_constants(state, cls)) held.constants.push_back({std::move(name), address, cls});
        return held;
    }
    if (is_jdk_class(cls) || cls->is_interface() || cls->file->is_abstract()) return std::nullopt;
    const std::string returns_cls = ")L" + cls->name + ";";
    bool factory = false;
    for (const classfile::Method& method : cls->file->methods) {
        const bool open = (method.access_flags & classfile::access::Public) != 0 &&
                          (method.access_flags & classfile::access::Synthetic) == 0;
        if (open && method.name == "<init>") return std::nullopt;
        if (open && method.is_static() && method.descriptor.ends_with(returns_cls)) factory = true;
    }
    // Its own fields first (MODULE$, INSTANCE, ZERO), then its outer
    // class's (a Kotlin companion object).
    std::vector<const RuntimeClass*> owners{cls};
    for (const classfile::InnerClass& inner : cls->file->inner_classes) {
        if (inner.inner_class != cls->name || !inner.outer_class) continue;
        if (auto outer = program_.klass(*inner.outer_class); outer && (*outer)->file != nullptr) owners.push_back(*outer);
    }
    const std::string descriptor = "L" + cls->name + ";";
    HeldConstants held{{}, !factory};
    for (const RuntimeClass* owner : owners) {
        for (const classfile::Field& field : owner->file->fields) {
            const bool kept = field.is_static() && field.descriptor == descriptor &&
                              (field.access_flags & classfile::access::Final) != 0 &&
                              (field.access_flags & classfile::access::Private) == 0;
            if (!kept) continue;
            auto slot = owner->declared_fields.find(field.name + ":" + field.descriptor);
            if (slot == owner->declared_fields.end()) continue;
            initialize(state, owner);
            const Value value = state.static_value(owner->id, slot->second.index);
            if (value.as_ref() != 0) held.constants.push_back({field.name, value.as_ref(), owner});
        }
    }
    if (held.constants.empty()) return std::nullopt;
    return held;
}

// A fresh input of a field's or component's type, named `name`: a symbolic
// primitive, or a lazy reference of the declared class (its generic
// signature, when it has one, says what a collection holds).
Value Interpreter::fresh_input(State& state, const std::string& descriptor, const std::optional<std::string>& signature,
                               const std::string& name, unsigned depth, bool non_null) {
    if (descriptor[0] != 'L' && descriptor[0] != '[') return symbolic_input(state, descriptor[0], name);
    auto type = program_.klass(descriptor[0] == 'L' ? descriptor.substr(1, descriptor.size() - 2) : descriptor);
    std::optional<classfile::TypeSignature> parsed;
    if (signature) {
        auto result = classfile::parse_field_signature(*signature);
        if (result) parsed = std::move(*result);
    }
    return new_lazy_reference(state, type ? *type : nullptr, name, depth, non_null, parsed ? &*parsed : nullptr);
}

std::int32_t Interpreter::make_input_object(State& state, const RuntimeClass* cls, const std::string& origin,
                                            unsigned depth) {
    Object object;
    object.kind = Object::Kind::Instance;
    object.cls = cls;
    object.slots = cls->instance_template;
    // Every instance field, the superclasses' too; in a stable order (by slot).
    std::vector<std::pair<std::uint32_t, std::string>> fields;
    for (const RuntimeClass* c = cls; c != nullptr; c = c->super) {
        for (const auto& [key, slot] : c->declared_fields)
            if (!slot.is_static) fields.emplace_back(slot.index, key);
    }
    std::sort(fields.begin(), fields.end());
    for (const auto& [index, key] : fields) {
        const std::string descriptor = field_descriptor(key);
        const classfile::Field* field = nullptr;  // a reference field's, for its generic signature
        const RuntimeClass* owner = descriptor[0] == 'L' ? cls : nullptr;
        while (owner != nullptr && owner->declared_fields.count(key) == 0) owner = owner->super;
        if (owner != nullptr && owner->file != nullptr) field = owner->file->find_field(field_name(key), descriptor);
        // A field every constructor of its class sets to an object is never
        // null, and of the class they make (a HashMap) when that is one.
        std::string made_as;
        bool non_null = false;
        if (owner != nullptr) {
            const auto& never_null = fields_never_null(owner);
            if (auto set = never_null.find(key); set != never_null.end()) {
                non_null = true;
                made_as = set->second;
            }
        }
        object.slots[index] = fresh_input(state, made_as.empty() ? descriptor : "L" + made_as + ";",
                                          field != nullptr ? field->signature : std::nullopt,
                                          origin + "." + field_name(key), depth + 1, non_null);
    }
    InputObject input;
    input.origin = origin;
    input.cls = cls;
    input.slots = object.slots;
    input.address = state.heap.allocate(std::move(object));
    InputGraph& graph = inputs_for_write(state);
    graph.objects.push_back(std::move(input));
    return static_cast<std::int32_t>(graph.objects.size() - 1);
}

// An Optional input: its one field, `value`, a fresh input of the declared
// type argument that may be null, so the path decides whether it is empty
// (Optional.empty()) or present (Optional.of(...), how a test writes it).
std::int32_t Interpreter::make_input_optional(State& state, const RuntimeClass* cls, const LazyReference& ref) {
    Object object;
    object.kind = Object::Kind::Instance;
    object.cls = cls;
    object.slots = cls->instance_template;
    auto value = program_.resolve_field(cls, "value", "Ljava/lang/Object;");
    if (!value) unsupported("java.util.Optional has no field value here");
    const RuntimeClass* element = ref.element != nullptr ? ref.element : klass("java/lang/Object");
    object.slots[value->index] = new_lazy_reference(state, element, ref.origin + ".get()", ref.depth + 1, false);
    InputObject input;
    input.origin = ref.origin;
    input.cls = cls;
    input.slots = object.slots;
    input.element = element;
    input.address = state.heap.allocate(std::move(object));
    InputGraph& graph = inputs_for_write(state);
    graph.objects.push_back(std::move(input));
    return static_cast<std::int32_t>(graph.objects.size() - 1);
}

std::shared_ptr<Object::SymbolicText> Interpreter::fresh_text(const std::string& name, std::int32_t capacity,
                                                              bool printable,
                                                              const std::function<void(const expr::Expr*)>& constrain) {
    auto text = std::make_shared<Object::SymbolicText>();
    const expr::Expr* length = ctx_.var(expr::Sort::I32, name + ".length()");
    constrain(ctx_.binary(Kind::Le, ctx_.i32(0), length));
    constrain(ctx_.binary(Kind::Le, length, ctx_.i32(capacity)));
    text->length = Value::symbolic(length);
    for (std::int32_t i = 0; i < capacity; ++i) {
        const expr::Expr* c = ctx_.var(expr::Sort::I32, fmt::format("{}.charAt({})", name, i));
        constrain(ctx_.binary(Kind::Le, ctx_.i32(printable ? '\n' : 0), c));
        constrain(ctx_.binary(Kind::Le, c, ctx_.i32(printable ? '~' : 0xFFFF)));
        if (printable) constrain(ctx_.binary(Kind::BoolOr, ctx_.binary(Kind::Eq, c, ctx_.i32('\n')), ctx_.ge(c, ctx_.i32(' '))));
        text->chars.push_back(Value::symbolic(c));
    }
    return text;
}

void Interpreter::pin_string(State& state, std::uint32_t address) {
    const Object& object = state.heap.get(address);
    if (!object.symbolic_text) return;
    const Object::SymbolicText& text = *object.symbolic_text;
    // Pinned, not enumerated: an intrinsic pins several texts in a row, and
    // a fork re-running it would find the earlier ones already pinned and
    // its forced choices out of step.
    const std::int32_t length = concrete_int(state, text.length);
    std::u16string chars;
    for (std::int32_t i = 0; i < length && static_cast<std::size_t>(i) < text.chars.size(); ++i)
        chars.push_back(static_cast<char16_t>(concrete_int(state, text.chars[static_cast<std::size_t>(i)])));
    Object& target = state.heap.mutate(address);
    if (target.kind == Object::Kind::SymbolicString) target.kind = Object::Kind::String;
    target.chars = std::move(chars);
    target.symbolic_text.reset();
}

namespace {

// Whether an intrinsic's argument is something its symbolic version keeps
// symbolic: text, a char array with symbolic chars, a symbolic primitive.
bool is_symbolic_argument(const State& state, Value arg) {
    if (arg.kind() != ValueKind::Ref) return !arg.is_concrete();
    if (arg.as_ref() == 0 || is_lazy_reference(arg)) return false;
    const Object& object = state.heap.get(arg.as_ref());
    if (object.symbolic_text) return true;
    if (object.kind != Object::Kind::Array || object.cls->element_type != 'C') return false;
    return object.symbolic || std::any_of(object.slots.begin(), object.slots.end(),
                                          [](const Value& v) { return !v.is_concrete(); });
}

}  // namespace

Value Interpreter::run_intrinsic(State& state, const MethodInfo& method, const Value* args) {
    // Counted, so that a wait of the interpreter's own under an intrinsic
    // (a monitor, a class initialisation) knows it cannot run again later
    // (Interpreter::block_thread).
    DepthCount nested(run_.intrinsic_depth);
    if (method.symbolic_string_intrinsic != nullptr) {
        for (std::size_t i = 0; i < method.arg_count; ++i)
            if (is_symbolic_argument(state, args[i])) return method.symbolic_string_intrinsic(*this, state, args);
    }
    for (std::size_t i = 0; i < method.arg_count; ++i)
        if (args[i].kind() == ValueKind::Ref && args[i].as_ref() != 0 && !is_lazy_reference(args[i]))
            pin_string(state, args[i].as_ref());
    flatten_arguments(state, args, method.arg_count);
    return method.intrinsic(*this, state, args);
}

// A java.util.ArrayList input, made directly as JDK 17 lays it out (an
// Object[] elementData and a size; what `new ArrayList<>()` and add() leave,
// but for the spare capacity): each length up to
// max_reference_array_length is a choice, and the elements are lazy
// references read when the list's code loads them.
std::int32_t Interpreter::make_input_list(State& state, const RuntimeClass* list_class, const LazyReference& ref) {
    const auto max = static_cast<std::size_t>(options_.inputs.max_reference_array_length);
    limit_inputs(state, fmt::format("{}: lists up to {} elements", ref.origin, max));
    const std::size_t length = choose_alternative(state, max + 1);
    const RuntimeClass* element = ref.element != nullptr ? ref.element : klass("java/lang/Object");
    std::vector<Value> elements;
    for (std::size_t i = 0; i < length; ++i)
        elements.push_back(new_lazy_reference(state, element, fmt::format("{}.get({})", ref.origin, i), ref.depth + 1, false));
    InputObject input;
    input.origin = ref.origin;
    input.cls = list_class;
    input.address = lay_out_list(state, list_class, elements);
    input.slots = std::move(elements);
    input.collection = CollectionKind::List;
    input.element = element;
    InputGraph& graph = inputs_for_write(state);
    graph.objects.push_back(std::move(input));
    return static_cast<std::int32_t>(graph.objects.size() - 1);
}

std::uint32_t Interpreter::lay_out_list(State& state, const RuntimeClass* list_class, const std::vector<Value>& elements) {
    Object data;
    data.kind = Object::Kind::Array;
    data.cls = klass("[Ljava/lang/Object;");
    data.slots = elements;
    const std::uint32_t data_address = state.heap.allocate(std::move(data));
    Object list;
    list.kind = Object::Kind::Instance;
    list.cls = list_class;
    list.slots = list_class->instance_template;
    auto element_data = program_.resolve_field(list_class, "elementData", "[Ljava/lang/Object;");
    auto size = program_.resolve_field(list_class, "size", "I");
    if (!element_data || !size) unsupported("java.util.ArrayList without elementData and size");
    list.slots[element_data->index] = Value::ref(data_address);
    list.slots[size->index] = Value::i32(static_cast<std::int32_t>(elements.size()));
    return state.heap.allocate(std::move(list));
}

// What a set's elements or a map's keys are made as: the type argument, or
// String where the signature leaves it open (any object is an Object, and
// text is what such keys hold most).
const RuntimeClass* Interpreter::collection_key_class(const RuntimeClass* element) {
    return element != nullptr && element->name != "java/lang/Object" ? element : klass("java/lang/String");
}

// A set, map or queue (ArrayDeque) input, built by running its JDK constructor and add or put
// with up to max_reference_array_length lazy elements (keys and values):
// what a test does, so the collection's invariants hold whatever its code.
// The elements (keys) are made now, never null, so the choices among their
// classes fork here; values stay lazy until read. Their comparisons and
// hashing inside add and put run as Java called from the engine: each takes
// the side the model says, without forking (keys distinct or not as the
// model has them).
std::int32_t Interpreter::make_input_collection(State& state, const RuntimeClass* cls, const LazyReference& ref) {
    const bool map = is_map_type(cls->name);
    const bool queue = is_queue_type(cls->name);
    const auto max = static_cast<std::size_t>(options_.inputs.max_reference_array_length);
    limit_inputs(state, fmt::format("{}: {} up to {} elements", ref.origin, map ? "maps" : queue ? "queues" : "sets", max));
    const std::size_t size = choose_alternative(state, max + 1);
    const RuntimeClass* key = collection_key_class(ref.element);
    const RuntimeClass* value = ref.value != nullptr ? ref.value : klass("java/lang/Object");
    std::vector<Value> slots;
    for (std::size_t i = 0; i < size; ++i) {
        slots.push_back(new_lazy_reference(state, key, fmt::format("{}.{}({})", ref.origin, map ? "key" : "element", i),
                                           ref.depth + 1, true));
        if (map)
            slots.push_back(new_lazy_reference(state, value, fmt::format("{}.value({})", ref.origin, i), ref.depth + 1,
                                               false));
    }
    std::vector<Value> resolved;
    for (std::size_t i = 0; i < slots.size(); ++i)
        resolved.push_back(map && i % 2 == 1 ? slots[i] : resolve_lazy(state, slots[i]));
    if (!queue) assume_distinct_texts(state, slots, map ? 2 : 1);
    initialize(state, klass("java/lang/System"));  // parameters are made before the JVM's boot runs
    initialize(state, cls);
    const std::uint32_t address = new_instance(state, cls);
    // Record elements are constructed before add hashes or compares them.
    run_input_constructions(state);
    build_collection(state, address, map, resolved);
    InputObject input;
    input.origin = ref.origin;
    input.cls = cls;
    input.slots = std::move(slots);
    input.collection = map ? CollectionKind::Map : queue ? CollectionKind::Queue : CollectionKind::Set;
    input.element = key;
    input.value = map ? value : nullptr;
    input.address = address;
    InputGraph& graph = inputs_for_write(state);
    graph.objects.push_back(std::move(input));
    return static_cast<std::int32_t>(graph.objects.size() - 1);
}

// Runs the collection's no-argument constructor on `address`, then add (a
// set) or put (a map, `elements` holding key, value, key, ...) in order. The
// element classes' own code (compareTo, hashCode, equals) runs too; if it
// throws, no test could build this collection either, and the path ends.
void Interpreter::build_collection(State& state, std::uint32_t address, bool map, const std::vector<Value>& elements) {
    const RuntimeClass* cls = state.heap.get(address).cls;
    try {
        call_virtual(state, "<init>", "()V", {Value::ref(address)});
        for (std::size_t i = 0; i < elements.size(); i += map ? 2 : 1) {
            if (map)
                call_virtual(state, "put", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
                             {Value::ref(address), elements[i], elements[i + 1]});
            else
                call_virtual(state, "add", "(Ljava/lang/Object;)Z", {Value::ref(address), elements[i]});
        }
    } catch (const JavaThrow&) {
        unsupported(fmt::format("building an input {} threw", cls->java_name()));
    }
}

// Alternatives that carry no constraint (which object a reference is, an
// array's length): the state takes the first, and a fork per other one
// re-runs the current instruction with that choice forced. Not subject to
// the branch bound: the input bounds limit these.
std::size_t Interpreter::choose_alternative(State& state, std::size_t count) {
    if (auto forced = forced_choice(state)) return *forced;
    charge(state, kWorkPerDecision);
    if (symbolic_ && run_.host_depth == 0 && run_.pending != nullptr) {
        // Pushed last first, so depth-first search takes them in order:
        // null, then a fresh object, then aliases; short lengths first.
        for (std::size_t i = count; i-- > 1;) fork_off(state, i);
    } else if (count > 1) {
        limit_inputs(state, "an input was first read inside Java called from the engine");
    }
    run_.step_choices.push_back(0);
    return 0;
}

Value Interpreter::load_symbolic_element(const Object& array, Value index) {
    const expr::Expr* element = ctx_.select(array.symbolic->elements, index.to_expr(ctx_));
    return narrow_to(ctx_, array.cls->element_type, Value::symbolic(element));
}

void Interpreter::flatten(State& state, std::uint32_t address) {
    const Object& array = state.heap.get(address);
    if (!array.symbolic) return;
    flatten_to(state, address, enumerate_int(state, array.symbolic->length));
}

void Interpreter::flatten_to(State& state, std::uint32_t address, std::int32_t length) {
    const Object& array = state.heap.get(address);
    state.heap.check(array_footprint(array.cls->element_type, static_cast<std::uint64_t>(length)));
    std::vector<Value> slots;
    slots.reserve(static_cast<std::size_t>(length));
    for (std::int32_t i = 0; i < length; ++i) slots.push_back(load_symbolic_element(array, Value::i32(i)));
    Object& target = state.heap.mutate(address);
    target.slots = std::move(slots);
    target.symbolic.reset();
}

// What an intrinsic may read of its arguments holds no placeholder: input
// arrays of primitives get slots, and the elements of an input array of
// references (a varargs Object[], say) are chosen now.
void Interpreter::flatten_arguments(State& state, const Value* args, std::size_t count) {
    // Every choice (lengths, then elements) is made before any array
    // changes, so a fork re-running the call meets the same lazy elements
    // and symbolic arrays in the same order and replays its choices.
    std::vector<std::int32_t> lengths(count, 0);
    for (std::size_t i = 0; i < count; ++i) {
        if (args[i].kind() != ValueKind::Ref || args[i].as_ref() == 0) continue;
        const Object& array = state.heap.get(args[i].as_ref());
        if (array.symbolic) lengths[i] = enumerate_int(state, array.symbolic->length);
    }
    std::vector<std::vector<Value>> resolved(count);
    for (std::size_t i = 0; i < count; ++i) {
        if (args[i].kind() != ValueKind::Ref || args[i].as_ref() == 0) continue;
        const std::uint32_t address = args[i].as_ref();
        const Object& array = state.heap.get(address);
        if (array.kind != Object::Kind::Array || array.cls->element_kind != ValueKind::Ref || array.symbolic) continue;
        const std::vector<Value> slots = array.slots;  // resolve_lazy may allocate and move the heap
        for (const Value& element : slots) resolved[i].push_back(resolve_lazy(state, element));
    }
    for (std::size_t i = 0; i < count; ++i) {
        if (args[i].kind() != ValueKind::Ref || args[i].as_ref() == 0) continue;
        const std::uint32_t address = args[i].as_ref();
        if (state.heap.get(address).symbolic) flatten_to(state, address, lengths[i]);
        if (!resolved[i].empty() && resolved[i] != state.heap.get(address).slots)
            state.heap.mutate(address).slots = std::move(resolved[i]);
    }
}

}  // namespace symcrete::engine::detail
