// The Engine's entry points: symbolic exploration of a static method,
// concrete replay of one, and running a program's main method.
#include "engine/engine.h"

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <limits>

#include "classfile/descriptor.h"
#include "classfile/signature.h"
#include "interpreter.h"

namespace symcrete::engine {

std::optional<std::chrono::nanoseconds> time_to_deadline(const EngineOptions& options) {
    std::optional<std::chrono::nanoseconds> left;
    if (options.wall_clock_deadline) left = *options.wall_clock_deadline - std::chrono::steady_clock::now();
    if (options.cpu_deadline) {
        const std::chrono::nanoseconds cpu_left = *options.cpu_deadline - ProcessCpuClock::now();
        left = left ? std::min(*left, cpu_left) : cpu_left;
    }
    return left;
}

namespace {
constexpr std::uint64_t kNoWorkLimit = std::numeric_limits<std::uint64_t>::max();
}

const char* to_string(PrecisionLossKind kind) {
    switch (kind) {
        case PrecisionLossKind::BranchBound: return "branch bound";
        case PrecisionLossKind::HostBranch: return "branch in Java called by the engine";
        case PrecisionLossKind::SolverGaveUp: return "solver gave up";
        case PrecisionLossKind::MergedSolverGaveUp: return "solver gave up over merged branches";
        case PrecisionLossKind::NoDomainValues: return "no values for an input's domain";
        case PrecisionLossKind::ValuePinned: return "value pinned";
        case PrecisionLossKind::InexactMath: return "inexact Math";
        case PrecisionLossKind::InputBound: return "input bound";
        case PrecisionLossKind::NondetStringBound: return "nondetString() length bound";
        case PrecisionLossKind::StackDepth: return "stack depth";
        case PrecisionLossKind::IdentityHash: return "identity hash code";
        case PrecisionLossKind::Clock: return "clock";
        case PrecisionLossKind::BuilderCapacity: return "StringBuilder capacity";
        case PrecisionLossKind::FloatCompareAsNumbers: return "floats compared as numbers";
        case PrecisionLossKind::ThreadInterleaving: return "one thread interleaving";
        case PrecisionLossKind::Guided: return "branch policy";
    }
    return "?";
}

bool is_bound(PrecisionLossKind kind) {
    return kind == PrecisionLossKind::BranchBound || kind == PrecisionLossKind::NondetStringBound ||
           kind == PrecisionLossKind::MergedSolverGaveUp;  // without merging, the paths may decide
}

const char* to_string(PathEnd end) {
    switch (end) {
        case PathEnd::Returned: return "returned";
        case PathEnd::Threw: return "threw";
        case PathEnd::Unsupported: return "unsupported";
        case PathEnd::DepthExceeded: return "call depth exceeded";
        case PathEnd::StepsExceeded: return "step budget exceeded";
        case PathEnd::Exited: return "exited";
        case PathEnd::Deadlock: return "deadlock";
    }
    return "?";
}

Engine::Engine(Program& program, expr::ExprContext& context, solver::Solver& solver, EngineOptions options)
    : program_(program), context_(context), solver_(solver), options_(options) {
    solver_.set_limits(options_.solver_limits);
}

std::optional<std::string> Engine::unsupported_reason(const classfile::Method& method) {
    if (!method.code) return method.is_native() ? "native method" : "abstract method";
    if (method.name == "<init>" || method.name == "<clinit>") return "a constructor or class initialiser";
    auto type = classfile::parse_method_descriptor(method.descriptor);
    if (!type) return type.error().message;
    return std::nullopt;
}

namespace {

// main's String[] holding `args`, as the java launcher passes them.
Value main_arguments(detail::Interpreter& interpreter, State& state, const std::vector<std::string>& args) {
    std::uint32_t array = interpreter.new_array(state, interpreter.klass("[Ljava/lang/String;"),
                                                static_cast<std::int32_t>(args.size()));
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::uint32_t s = interpreter.new_string(state, utf16(args[i]));
        state.heap.mutate(array).slots[i] = Value::ref(s);
    }
    return Value::ref(array);
}

}  // namespace

namespace detail {

std::string parameter_name(const classfile::Method& method, unsigned slot, std::size_t index) {
    if (method.code) {
        for (const auto& var : method.code->local_variables)
            if (var.index == slot && var.start_pc == 0) return var.name;
    }
    return fmt::format("p{}", index);
}

}  // namespace detail

Result<const MethodInfo*> Engine::method_info(const classfile::ClassFile& cls, const classfile::Method& method) {
    auto runtime = program_.klass(cls.name);
    if (!runtime) return runtime.error();
    const MethodInfo* info = (*runtime)->find_method(method.name, method.descriptor);
    if (info == nullptr) return Error{fmt::format("no method {}{} in {}", method.name, method.descriptor, cls.name)};
    return info;
}

Engine::~Engine() = default;

Result<std::vector<PathResult>> Engine::explore(const classfile::ClassFile& cls, const classfile::Method& method,
                                                const classfile::Method* construction,
                                                const std::vector<const classfile::Method*>& calls) {
    if (Status status = begin(cls, method, construction, calls); !status) return status.error();
    return resume(options_.work_budget);
}

// Symbolic inputs for the parameters of `method` (after the receiver, if
// any), named `prefix` + the parameter's name.
void Engine::add_parameter_inputs(State& initial, const classfile::Method& method, const std::string& prefix,
                                  std::vector<Value>& inputs) {
    auto type = classfile::parse_method_descriptor(method.descriptor);
    // Generic parameter types say what a collection holds.
    std::optional<classfile::MethodSignature> generic;
    if (method.signature) {
        auto parsed = classfile::parse_method_signature(*method.signature);
        if (parsed && parsed->parameters.size() == type->parameters.size()) generic = std::move(*parsed);
    }
    unsigned slot = method.is_static() ? 0 : 1;
    for (std::size_t i = 0; i < type->parameters.size(); ++i) {
        const auto& param = type->parameters[i];
        const std::string name = prefix + detail::parameter_name(method, slot, i);
        if (param.is_reference()) {
            // klass() takes an internal name for classes, a descriptor for arrays.
            auto declared = program_.klass(param.is_array() ? param.descriptor() : param.class_name);
            inputs.push_back(interpreter_->new_lazy_reference(initial, declared ? *declared : nullptr, name, 0, false,
                                                              generic ? &generic->parameters[i] : nullptr));
        } else {
            inputs.push_back(interpreter_->symbolic_input(initial, param.descriptor()[0], name));
        }
        slot += param.is_wide() ? 2 : 1;
    }
}

void Engine::start(State initial, const MethodInfo* entry) {
    pending_.clear();
    initial.target = options_.target.get();
    pending_.push_back(std::move(initial));
    searcher_ = make_searcher(options_.search);
    searcher_->added(pending_, 0);
    paused_last_ = false;
    start_ = entry;
    paths_ = 0;
    stopped_ = false;
}

Status Engine::begin_main(const classfile::ClassFile& cls, const std::vector<std::string>& args) {
    const classfile::Method* main = cls.find_method("main", "([Ljava/lang/String;)V");
    if (main == nullptr || !main->is_static())
        return Error{fmt::format("class {} has no public static void main(String[])",
                                 classfile::internal_to_java_name(cls.name))};
    auto entry = method_info(cls, *main);
    if (!entry) return entry.error();
    if (auto code = program_.code(**entry); !code) return code.error();
    construction_.reset();
    interpreter_ =
        std::make_unique<detail::Interpreter>(program_, context_, solver_, options_, stats_, (*entry)->owner, true);
    interpreter_->set_whole_program();
    State initial;
    try {
        arguments_ = {main_arguments(*interpreter_, initial, args)};
    } catch (const detail::PathEnded& ended) {
        return Error{fmt::format("making main's arguments: {}", ended.detail)};
    }
    start(std::move(initial), *entry);
    return Ok{};
}

Status Engine::begin(const classfile::ClassFile& cls, const classfile::Method& method,
                     const classfile::Method* construction, const std::vector<const classfile::Method*>& calls,
                     const std::vector<const CallArguments*>& call_arguments, std::optional<std::size_t> refused_call) {
    if (!call_arguments.empty() && call_arguments.size() != calls.size())
        return Error{fmt::format("{} argument lists for {} setup calls", call_arguments.size(), calls.size())};
    if (refused_call && (*refused_call >= calls.size() ||
                         (!call_arguments.empty() && call_arguments[*refused_call] != nullptr)))
        return Error{fmt::format("setup call {} cannot be refused (out of range, or its arguments are fixed)", *refused_call)};
    if (auto reason = unsupported_reason(method)) return Error{*reason};
    auto entry = method_info(cls, method);
    if (!entry) return entry.error();
    if (auto code = program_.code(**entry); !code) return code.error();
    construction_.reset();
    const MethodInfo* constructor = nullptr;
    if (construction != nullptr) {
        if (method.is_static()) return Error{"a static method has no receiver to construct"};
        auto type = classfile::parse_method_descriptor(construction->descriptor);
        if (!type) return type.error();
        const bool is_init = construction->name == "<init>" && !construction->is_static();
        const bool is_factory = construction->is_static() && type->return_type.dimensions == 0 &&
                                type->return_type.class_name == cls.name;
        if (!is_init && !is_factory)
            return Error{fmt::format("{}{} neither constructs {} nor returns one", construction->name,
                                     construction->descriptor, cls.name)};
        if (!construction->code) return Error{fmt::format("{}{} has no code", construction->name, construction->descriptor)};
        auto info = method_info(cls, *construction);
        if (!info) return info.error();
        if (auto code = program_.code(**info); !code) return code.error();
        constructor = *info;
    }
    std::vector<const MethodInfo*> setup_calls;
    if (!calls.empty() && construction == nullptr) return Error{"setup calls need a construction"};
    for (const classfile::Method* call : calls) {
        if (call->is_static() || call->name == "<init>" || !call->code)
            return Error{fmt::format("{}{} is not an instance method with code", call->name, call->descriptor)};
        auto info = method_info(cls, *call);
        if (!info) return info.error();
        if (auto code = program_.code(**info); !code) return code.error();
        setup_calls.push_back(*info);
    }

    interpreter_ =
        std::make_unique<detail::Interpreter>(program_, context_, solver_, options_, stats_, (*entry)->owner, true);
    State initial;
    arguments_.clear();
    if (constructor != nullptr) {
        // The construction's inputs first: it runs first. Named after the
        // factory ("open.amount"), or "new.amount" for a constructor (a
        // keyword, so no parameter of the method has that name).
        std::string prefix = constructor->name() == "<init>" ? "new" : constructor->name();
        auto type = classfile::parse_method_descriptor(method.descriptor);
        unsigned slot = 1;
        for (std::size_t i = 0; i < type->parameters.size(); ++i) {
            if (detail::parameter_name(method, slot, i) == prefix) prefix = "new";
            slot += type->parameters[i].is_wide() ? 2 : 1;
        }
        Construction made;
        made.method = constructor;
        const std::size_t references_before = initial.inputs ? initial.inputs->references.size() : 0;
        add_parameter_inputs(initial, *construction, prefix + ".", made.arguments);
        // Then the setup calls' inputs, named after the call ("add.item";
        // "add2.item" for a second call of add).
        for (std::size_t i = 0; i < calls.size(); ++i) {
            std::size_t same = 0;
            for (std::size_t j = 0; j <= i; ++j) same += calls[j]->name == calls[i]->name ? 1 : 0;
            SetupCall call{setup_calls[i], {}, refused_call == i};
            add_parameter_inputs(initial, *calls[i],
                                 calls[i]->name + (same > 1 ? std::to_string(same) : std::string()) + ".",
                                 call.arguments);
            if (!call_arguments.empty() && call_arguments[i] != nullptr) {
                const CallArguments& fixed = *call_arguments[i];
                if (fixed.size() != call.arguments.size())
                    return Error{fmt::format("{} arguments for {}{}", fixed.size(), calls[i]->name, calls[i]->descriptor)};
                // References resolve to the objects described
                // (Interpreter::preset_reference): texts and objects are what
                // makes a setup call costly (an e-mail checked by a regular
                // expression). Primitives stay symbolic: a numeric check
                // forks cheaply, and a state at a number's edge (a balance
                // near Long.MAX_VALUE) needs them free.
                for (std::size_t k = 0; k < fixed.size(); ++k) {
                    const bool primitive = !is_lazy_reference(call.arguments[k]);
                    if (primitive != (fixed[k].kind == InputExample::Argument::Kind::Value))
                        return Error{fmt::format("argument {} of {} is not a {}", k, calls[i]->name,
                                                 primitive ? "primitive" : "reference")};
                    if (!primitive) interpreter_->preset_reference(lazy_reference_id(call.arguments[k]), fixed[k]);
                }
            }
            made.calls.push_back(std::move(call));
        }
        for (std::size_t i = references_before; initial.inputs && i < initial.inputs->references.size(); ++i) {
            initial.inputs->references[i].null_last = true;  // the initial state is not shared yet
            initial.inputs->references[i].never_null = calls.size() >= 2;
        }
        construction_ = std::move(made);
        arguments_.push_back(Value::null());  // the receiver: what the construction makes
    } else if (!method.is_static()) {
        // The receiver is an input like any other, never null.
        arguments_.push_back(interpreter_->new_receiver(initial, **entry));
    }
    add_parameter_inputs(initial, method, "", arguments_);
    start(std::move(initial), *entry);
    return Ok{};
}

void Engine::stop_at_memory_ceiling() {
    stopped_ = true;
    stats_.memory_ceiling = true;
    pending_.clear();
    pending_.shrink_to_fit();
    paused_last_ = false;
}

std::vector<PathResult> Engine::resume(std::uint64_t work) {
    std::vector<PathResult> results;
    if (interpreter_ == nullptr) return results;
    const auto started = std::chrono::steady_clock::now();
    const std::uint64_t limit = stats_.work + work;
    interpreter_->set_resume_share(work);
    while (!finished()) {
        if (options_.stop_requested != nullptr && options_.stop_requested->load()) {
            stopped_ = true;
            stats_.interrupted = true;
            break;
        }
        if (interpreter_->over_memory_ceiling()) {
            stop_at_memory_ceiling();
            break;
        }
        if (options_.target && options_.target->reached()) {
            stopped_ = true;
            stats_.target_reached = true;
            break;
        }
        if (paths_ >= options_.max_paths || past_deadline(options_)) {
            stopped_ = true;
            stats_.budget_exhausted = true;
            stats_.wall_clock_fired |= paths_ < options_.max_paths;
            break;
        }
        if (stats_.work >= limit) {
            stats_.budget_exhausted = true;
            break;
        }
        // A paused path first, so slices explore what one run does; else
        // the searcher's pick.
        const std::size_t next = paused_last_ ? pending_.size() - 1 : searcher_->select(pending_);
        paused_last_ = false;
        State state = std::move(pending_[next]);
        pending_.erase(pending_.begin() + static_cast<std::ptrdiff_t>(next));
        if (interpreter_->drop_unread_alternative(state)) {
            ++stats_.unread_alternatives;
            continue;
        }
        const std::size_t before = pending_.size();
        // A state without frames has not started yet (the first, or a fork
        // made while choosing the reference inputs): run_path starts it.
        PathResult path = interpreter_->run_path(state, pending_, arguments_, start_, limit,
                                                 construction_ ? &*construction_ : nullptr);
        if (pending_.size() > before) searcher_->added(pending_, before);
        if (interpreter_->paused()) {
            pending_.push_back(std::move(state));  // continued by the next resume
            paused_last_ = true;
            continue;
        }
        searcher_->finished(path.covered, path.setup_failed || path.input_refused);
        ++paths_;
        ++stats_.paths;
        if (path.end == PathEnd::Unsupported && !path.input_refused) ++stats_.unsupported;
        if (path.end == PathEnd::DepthExceeded) ++stats_.depth_exceeded;
        if (path.end == PathEnd::StepsExceeded) ++stats_.steps_exceeded;
        const bool reached = path.reached_target;
        results.push_back(std::move(path));
        if (reached) {  // `symcrete reach` asks for one path to a target
            if (!options_.target_reach_provisional) options_.target->note_reached();
            stopped_ = true;
            stats_.target_reached = true;
            break;
        }
    }
    stats_.time += std::chrono::steady_clock::now() - started;
    return results;
}

PathResult Engine::run(const classfile::ClassFile& cls, const classfile::Method& method,
                       const std::vector<Value>& arguments) {
    ReplayInputs inputs;
    inputs.arguments = arguments;
    return run(cls, method, inputs);
}

PathResult Engine::run(const classfile::ClassFile& cls, const classfile::Method& method, const ReplayInputs& inputs) {
    // A replay that cannot start ends as a path that says why.
    auto failed = [](PathEnd end, std::string detail) {
        PathResult result;
        result.end = end;
        result.detail = std::move(detail);
        return result;
    };
    auto entry = method_info(cls, method);
    if (!entry) return failed(PathEnd::Unsupported, entry.error().message);
    detail::Interpreter interpreter(program_, context_, solver_, options_, stats_, (*entry)->owner, false);
    State state;
    state.target = options_.target.get();
    PendingStates pending;
    // Every object first, then the references between them (the graph may have cycles).
    std::vector<std::uint32_t> addresses;
    std::vector<std::uint32_t> lists;  // list objects whose element arrays get the references too
    std::vector<std::size_t> collections;  // sets, maps, queues: filled once what they hold is complete
    std::vector<std::size_t> records;      // constructed in place once what they hold is complete
    std::set<std::u16string> texts;        // of the Strings made so far
    for (const ReplayObject& input : inputs.objects) {
        if (input.constructor != nullptr || input.collection == CollectionKind::Set ||
            input.collection == CollectionKind::Map || input.collection == CollectionKind::Queue) {
            Object object;
            object.kind = Object::Kind::Instance;
            object.cls = input.cls;
            object.slots = input.cls->instance_template;
            (input.constructor != nullptr ? records : collections).push_back(addresses.size());
            addresses.push_back(state.heap.allocate(std::move(object)));
            continue;
        }
        if (input.jdk_value) {
            try {
                addresses.push_back(interpreter.new_jdk_value(state, input.cls, input.slots));
            } catch (const detail::PathEnded& ended) {
                return failed(ended.end, ended.detail);
            }
            continue;
        }
        if (input.collection == CollectionKind::List) {
            // As make_input_list lays it out: an Object[] of the elements and a size.
            Object data;
            data.kind = Object::Kind::Array;
            data.cls = interpreter.klass("[Ljava/lang/Object;");
            data.slots = input.slots;
            const std::uint32_t data_address = state.heap.allocate(std::move(data));
            lists.push_back(data_address);
            Object list;
            list.kind = Object::Kind::Instance;
            list.cls = input.cls;
            list.slots = input.cls->instance_template;
            auto element_data = program_.resolve_field(input.cls, "elementData", "[Ljava/lang/Object;");
            auto size = program_.resolve_field(input.cls, "size", "I");
            if (element_data && size) {
                list.slots[element_data->index] = Value::ref(data_address);
                list.slots[size->index] = Value::i32(static_cast<std::int32_t>(input.slots.size()));
            }
            addresses.push_back(state.heap.allocate(std::move(list)));
            continue;
        }
        if (input.function != nullptr) {  // its answers are resolved with the other slots
            addresses.push_back(interpreter.new_answer_table(state, input.cls, *input.function, input.slots));
            continue;
        }
        if (input.cls->shape == ObjectShape::String) {
            // As a test declares them: the first String of a text is its
            // literal (interned), another of the same text `new String(...)`.
            const bool first = texts.insert(input.text).second;
            addresses.push_back(first ? interpreter.intern(state, input.text) : interpreter.new_string(state, input.text));
            continue;
        }
        if (!input.constant.empty()) {
            const RuntimeClass* owner = input.constant_owner;
            std::uint32_t address = 0;
            try {
                interpreter.initialize(state, owner);
                for (const auto& [key, slot] : owner->declared_fields) {
                    if (slot.is_static && key.substr(0, key.find(':')) == input.constant)
                        address = state.static_value(owner->id, slot.index).as_ref();
                }
            } catch (const detail::PathEnded& ended) {
                return failed(ended.end, ended.detail);
            } catch (const JavaThrow&) {
                return failed(PathEnd::Unsupported, "initialising " + owner->java_name() + " threw");
            }
            addresses.push_back(address);
            continue;
        }
        Object object;
        object.kind = input.cls->is_array() ? Object::Kind::Array : Object::Kind::Instance;
        object.cls = input.cls;
        object.slots = input.slots;
        addresses.push_back(state.heap.allocate(std::move(object)));
    }
    auto resolve = [&](Value v) {
        return is_lazy_reference(v) ? Value::ref(addresses.at(lazy_reference_id(v))) : v;
    };
    for (std::size_t k = 0; k < addresses.size(); ++k) {
        if (inputs.objects[k].constructor != nullptr) continue;  // its constructor sets its fields
        for (Value& slot : state.heap.mutate(addresses[k]).slots) slot = resolve(slot);
    }
    for (std::uint32_t address : lists) {
        for (Value& slot : state.heap.mutate(address).slots) slot = resolve(slot);
    }
    // Records as a test makes them (junit_writer.cpp), sets and maps filled:
    // each once what it holds is complete, as a test declares them. A
    // record's constructor sees its set component filled (`days.isEmpty()`),
    // and a set hashes records already constructed.
    std::vector<bool> is_collection(inputs.objects.size(), false);
    for (std::size_t k : collections) is_collection[k] = true;
    std::vector<bool> built(inputs.objects.size(), false);
    std::function<void(std::size_t)> complete = [&](std::size_t k) {
        if (built[k]) return;
        built[k] = true;
        std::vector<Value> held;
        for (const Value& slot : inputs.objects[k].slots) {
            if (is_lazy_reference(slot)) complete(lazy_reference_id(slot));
            held.push_back(resolve(slot));
        }
        if (is_collection[k]) {
            interpreter.initialize(state, inputs.objects[k].cls);
            interpreter.build_collection(state, addresses[k], inputs.objects[k].collection == CollectionKind::Map,
                                         held);
            return;
        }
        if (inputs.objects[k].constructor == nullptr) return;  // its fields were set above
        interpreter.initialize(state, inputs.objects[k].cls);
        // The constructor, then the calls (ReplayObject::calls), each with its share of the arguments.
        std::size_t next = 0;
        const auto invoke = [&](const MethodInfo& method) {
            std::vector<Value> own{Value::ref(addresses[k])};
            for (std::size_t i = 1; i < method.arg_count && next < held.size(); ++i) own.push_back(held[next++]);
            interpreter.call(state, method, own);
        };
        invoke(*inputs.objects[k].constructor);
        for (const MethodInfo* call : inputs.objects[k].calls) invoke(*call);
    };
    try {
        interpreter.initialize(state, interpreter.klass("java/lang/System"));  // a no-op once done
        for (std::size_t k : records) complete(k);
        for (std::size_t k : collections) complete(k);
    } catch (const detail::PathEnded& ended) {
        return failed(ended.end, ended.detail);
    } catch (const JavaThrow&) {
        return failed(PathEnd::Unsupported, "an input record's constructor threw");
    }
    std::vector<Value> arguments;
    for (const Value& argument : inputs.arguments) arguments.push_back(resolve(argument));
    std::optional<Construction> construction = inputs.construction;
    if (construction) {
        for (Value& argument : construction->arguments) argument = resolve(argument);
        for (SetupCall& call : construction->calls)
            for (Value& argument : call.arguments) argument = resolve(argument);
    }
    // The receiver's getters before the call, so the result keeps only those
    // the call changed: what a test about the call should assert. (A
    // receiver the path constructs does not exist before: all are kept.)
    std::vector<Observation> before;
    const bool has_receiver =
        !construction && !method.is_static() && !arguments.empty() && arguments[0].as_ref() != 0;
    if (has_receiver) {
        try {
            interpreter.initialize(state, interpreter.klass("java/lang/System"));
            before = interpreter.observe(state, arguments[0].as_ref(), method.name, method.descriptor,
                                         std::span<const Value>(arguments).subspan(1));
        } catch (const detail::PathEnded&) {
        } catch (const JavaThrow&) {
        }
    }
    // The method runs as a test calls it, by virtual dispatch: the
    // receiver's own (an enum constant's body implementing or overriding
    // it).
    const MethodInfo* target = *entry;
    if (has_receiver && !(method.access_flags & classfile::access::Private))
        target = program_.select(state.heap.get(arguments[0].as_ref()).cls, *target);
    if (target == nullptr || !target->method->code) return failed(PathEnd::Unsupported, "abstract method");
    PathResult result = interpreter.run_path(state, pending, arguments, target, kNoWorkLimit,
                                             construction ? &*construction : nullptr);
    result.input_addresses = std::move(addresses);
    if (has_receiver) {
        std::vector<Observation> changed;
        for (const Observation& after : result.receiver_getters) {
            auto same = std::find_if(before.begin(), before.end(), [&](const Observation& b) {
                return b.method == after.method && b.argument == after.argument && b.then == after.then &&
                       b.value == after.value && b.text == after.text;
            });
            if (same == before.end()) changed.push_back(after);
        }
        result.receiver_getters = std::move(changed);
    }
    return result;
}

Result<std::map<std::string, Value>> Engine::initial_statics(const classfile::ClassFile& cls) {
    auto runtime = program_.klass(cls.name);
    if (!runtime) return runtime.error();
    detail::Interpreter interpreter(program_, context_, solver_, options_, stats_, nullptr, false);
    State state;
    try {
        interpreter.initialize(state, interpreter.klass("java/lang/System"));
        interpreter.initialize(state, *runtime);
    } catch (const detail::PathEnded& ended) {
        return Error{fmt::format("initialising {}: {}: {}", cls.name, to_string(ended.end), ended.detail)};
    } catch (const JavaThrow&) {
        return Error{fmt::format("initialising {} threw an exception", cls.name)};
    }
    if (state.init_status((*runtime)->id) != InitStatus::Done)
        return Error{fmt::format("initialising {} did not complete", cls.name)};
    std::map<std::string, Value> values;
    for (const auto& [key, slot] : (*runtime)->declared_fields) {
        if (!slot.is_static) continue;
        Value value = state.static_value((*runtime)->id, slot.index);
        // An AtomicInteger or AtomicLong (an id counter) stands for the
        // number it holds: that is what a test sets back.
        if (value.kind() == ValueKind::Ref && value.as_ref() != 0) {
            const Object& object = state.heap.get(value.as_ref());
            const std::string_view name = object.cls != nullptr ? std::string_view(object.cls->name) : "";
            if (name == "java/util/concurrent/atomic/AtomicInteger" || name == "java/util/concurrent/atomic/AtomicLong") {
                const bool wide = name.ends_with("Long");
                if (auto held = program_.resolve_field(object.cls, "value", wide ? "J" : "I"))
                    value = object.slots[held->index];
            }
        }
        values.emplace(key, value);
    }
    return values;
}

Engine::MainResult Engine::run_main(const classfile::ClassFile& cls, const std::vector<std::string>& args) {
    MainResult result;
    const classfile::Method* main = cls.find_method("main", "([Ljava/lang/String;)V");
    if (main == nullptr || !main->is_static()) {
        result.end = PathEnd::Unsupported;
        result.detail = fmt::format("class {} has no public static void main(String[])",
                                    classfile::internal_to_java_name(cls.name));
        result.exit_status = 1;
        return result;
    }
    auto entry = method_info(cls, *main);
    if (!entry) {
        result.end = PathEnd::Unsupported;
        result.detail = entry.error().message;
        result.exit_status = 1;
        return result;
    }
    detail::Interpreter interpreter(program_, context_, solver_, options_, stats_, nullptr, false);
    interpreter.set_whole_program();
    State state;
    state.system = options_.system;  // the process's streams, if the caller gives them
    PendingStates pending;
    PathResult path;
    try {
        const Value array = main_arguments(interpreter, state, args);
        path = interpreter.run_path(state, pending, {array}, *entry, kNoWorkLimit);
    } catch (const detail::PathEnded& ended) {
        path.end = ended.end;
        path.detail = ended.detail;
    }
    result.end = path.end;
    result.detail = path.detail;
    result.exception_class = path.exception_class;
    result.precision_lost = path.precision_lost;
    switch (path.end) {
        case PathEnd::Returned: result.exit_status = 0; break;
        case PathEnd::Exited: result.exit_status = path.exit_status; break;
        case PathEnd::Threw:
            interpreter.report_uncaught(state);
            result.exit_status = 1;
            break;
        default: result.exit_status = 1; break;
    }
    result.out = state.out;
    result.err = state.err;
    return result;
}

}  // namespace symcrete::engine
