// The executor: runs IR instructions over a State, forks at feasible symbolic
// branches, dispatches exceptions, calls methods (user code and the JDK's own
// bytecode), initialises classes, and reports how each path ended.
#include <algorithm>
#include <fmt/format.h>

#include "ir/analysis.h"

#include "classfile/descriptor.h"
#include "engine/engine.h"
#include "engine/intrinsics.h"

namespace symcrete::engine {

namespace {

using expr::Kind;
using ir::Op;

ValueKind value_kind(ir::Type type) {
    switch (type) {
        case ir::Type::Long: return ValueKind::Long;
        case ir::Type::Float: return ValueKind::Float;
        case ir::Type::Double: return ValueKind::Double;
        case ir::Type::Ref: return ValueKind::Ref;
        default: return ValueKind::Int;
    }
}

Value default_value(char descriptor_char) {
    switch (descriptor_char) {
        case 'J': return Value::i64(0);
        case 'F': return Value::f32(0);
        case 'D': return Value::f64(0);
        case 'L': case '[': return Value::null();
        default: return Value::i32(0);
    }
}

Kind arithmetic_kind(Op op) {
    switch (op) {
        case Op::Add: return Kind::Add;
        case Op::Sub: return Kind::Sub;
        case Op::Mul: return Kind::Mul;
        case Op::Div: return Kind::Div;
        case Op::Rem: return Kind::Rem;
        case Op::Shl: return Kind::Shl;
        case Op::Shr: return Kind::Shr;
        case Op::Ushr: return Kind::Ushr;
        case Op::And: return Kind::And;
        case Op::Or: return Kind::Or;
        case Op::Xor: return Kind::Xor;
        case Op::Cmp: return Kind::Cmp;
        case Op::CmpL: return Kind::CmpL;
        default: return Kind::CmpG;
    }
}

std::string method_key(const ir::Function& fn) { return fn.name + fn.descriptor; }

}  // namespace

const char* to_string(PathEnd end) {
    switch (end) {
        case PathEnd::Returned: return "returned";
        case PathEnd::Threw: return "threw";
        case PathEnd::Unsupported: return "unsupported";
        case PathEnd::DepthExceeded: return "call depth exceeded";
        case PathEnd::StepsExceeded: return "step budget exceeded";
    }
    return "?";
}

// Thrown inside the executor to end the current path early; caught in run_path.
struct PathEnded {
    PathEnd end;
    std::string detail;
};

class Engine::Run final : public IntrinsicHost {
public:
    Run(Engine& engine, const classfile::ClassFile& cls, bool symbolic)
        : engine_(engine), ctx_(engine.context_), entry_class_(cls), class_name_(cls.name), symbolic_(symbolic) {}

    // Runs the state until its path ends; forks go to `pending`. With `entry`,
    // the state is fresh and the call of entry(arguments) starts it.
    PathResult run_path(State& state, std::vector<State>& pending, const std::vector<Value>& arguments,
                        const classfile::Method* entry = nullptr) {
        PathResult result;
        result.arguments = arguments;
        returned_exception_ = 0;
        returned_value_.reset();
        try {
            if (entry != nullptr) {
                push_frame(state, entry_class_, *entry, arguments, ir::kNoReg);
                ensure_initialized(state, entry_class_.name);  // <clinit> runs before the first instruction
            }
            while (!state.frames.empty()) step(state, pending);
            finish(state, result);
        } catch (const PathEnded& ended) {
            result.end = ended.end;
            result.detail = ended.detail;
        }
        result.path_condition = state.constraints();
        result.model = state.model;
        result.covered = state.covered;
        return result;
    }

    // ---- IntrinsicHost ---------------------------------------------------------
    [[noreturn]] void unsupported(const std::string& what) override { throw PathEnded{PathEnd::Unsupported, what}; }
    expr::ExprContext& context() override { return ctx_; }
    std::uint32_t new_string(State& state, const std::string& text) override { return intern(state, text); }
    void throw_new(State& state, const std::string& class_name, const std::string& message) override {
        throw_exception(state, class_name, message);
    }

private:
    // ---- paths -------------------------------------------------------------------
    std::uint32_t returned_exception_ = 0;
    std::optional<Value> returned_value_;

    void finish(State& state, PathResult& result) {
        if (returned_exception_ != 0) {
            result.end = PathEnd::Threw;
            const Object& exception = state.heap.get(returned_exception_);
            result.exception_class = exception.class_name;
            auto it = exception.fields.find("java/lang/Throwable.detailMessage");
            if (it != exception.fields.end() && it->second.is_concrete() && it->second.as_ref() != 0) {
                const Object& message = state.heap.get(it->second.as_ref());
                if (message.kind == Object::Kind::String) result.exception_message = message.text;
            }
        } else {
            result.end = PathEnd::Returned;
            result.return_value = returned_value_;
        }
    }

    // ---- decisions -------------------------------------------------------------
    // Chooses among mutually exclusive conditions. The current state follows
    // the option its model satisfies; every other feasible option is forked
    // off (while the branch bound allows). A fork re-executes the current
    // instruction with its choices so far forced, so decisions stay in step.
    // At the bound, a branch that can leave a loop leaves it when feasible
    // (`exit_option`), so a loop with a symbolic bound ends instead of
    // following a model whose bound may be huge.
    std::size_t choose(State& state, std::vector<State>& pending, const std::vector<const expr::Expr*>& options,
                       std::optional<std::size_t> exit_option = std::nullopt) {
        if (!state.forced_choices.empty()) {
            std::size_t forced = state.forced_choices.front();
            state.forced_choices.erase(state.forced_choices.begin());
            step_choices_.push_back(forced);
            return forced;
        }
        std::size_t taken = options.size();
        for (std::size_t i = 0; i < options.size() && taken == options.size(); ++i)
            if (expr::evaluate(options[i], state.model).as_bool()) taken = i;

        const Frame& frame = state.frames.back();
        unsigned& forks = state.branch_forks[BranchKey{frame.function, frame.block}];
        bool may_fork = symbolic_ && forks < engine_.options_.branch_bound;
        if (may_fork) ++forks;
        if (!may_fork && exit_option && *exit_option != taken && taken < options.size()) {
            std::vector<const expr::Expr*> query = state.constraints();
            query.push_back(options[*exit_option]);
            expr::Assignment model;
            if (engine_.solver_.check(query, &model) == solver::SatResult::Sat) {
                taken = *exit_option;
                state.model = std::move(model);
            }
        }
        for (std::size_t i = 0; i < options.size(); ++i) {
            if (i == taken) continue;
            if (!may_fork && taken < options.size()) {
                ++engine_.stats_.bounded;
                break;
            }
            std::vector<const expr::Expr*> query = state.constraints();
            query.push_back(options[i]);
            expr::Assignment model;
            solver::SatResult sat = engine_.solver_.check(query, &model);
            if (sat != solver::SatResult::Sat) {
                ++(sat == solver::SatResult::Unsat ? engine_.stats_.infeasible : engine_.stats_.solver_unknown);
                continue;
            }
            if (taken == options.size()) {  // no model choice yet: follow this one
                taken = i;
                state.model = std::move(model);
                continue;
            }
            State fork = state;
            fork.add_constraint(options[i]);
            fork.model = std::move(model);
            fork.forced_choices = step_choices_;
            fork.forced_choices.push_back(i);
            pending.push_back(std::move(fork));
            ++engine_.stats_.forks;
        }
        if (taken == options.size()) throw PathEnded{PathEnd::Unsupported, "no branch is feasible (solver gave up)"};
        state.add_constraint(options[taken]);
        step_choices_.push_back(taken);
        return taken;
    }
    std::vector<std::size_t> step_choices_;  // choices made by the current instruction

    // A two-way decision on a Bool value: the outcome the current state follows.
    bool decide(State& state, std::vector<State>& pending, Value condition,
                std::optional<std::size_t> exit_option = std::nullopt) {
        if (condition.is_concrete()) return condition.as_bool();
        const expr::Expr* c = condition.expr();
        return choose(state, pending, {c, ctx_.unary(Kind::Not, c)}, exit_option) == 0;
    }

    // Which successor of a loop header's two-way branch leaves the loop. Only
    // the header's test counts: an early exit inside the body (a search that
    // returns when it finds) is not the loop's bound.
    static std::optional<std::size_t> loop_exit(const ir::Function& fn, const ir::Block& block) {
        const ir::Analyses& analyses = fn.analyses();
        int loop = analyses.innermost_loop(block.id);
        if (loop < 0) return std::nullopt;
        const ir::Loop& info = analyses.loops()[static_cast<std::size_t>(loop)];
        if (info.header != block.id) return std::nullopt;
        const auto& body = info.blocks;
        for (std::size_t i = 0; i < block.successors.size(); ++i)
            if (!std::binary_search(body.begin(), body.end(), block.successors[i])) return i;
        return std::nullopt;
    }

    // ---- exceptions ------------------------------------------------------------
    void throw_exception(State& state, const std::string& class_name, const std::string& message) {
        threw_ = true;
        Object exception;
        exception.kind = Object::Kind::Instance;
        exception.class_name = class_name;
        if (!message.empty())
            exception.fields["java/lang/Throwable.detailMessage"] = Value::ref(intern(state, message));
        dispatch(state, state.heap.allocate(std::move(exception)));
    }

    // Unwinds to the innermost matching handler, or ends the path.
    void dispatch(State& state, std::uint32_t exception) {
        const std::string exception_class = state.heap.get(exception).class_name;
        while (!state.frames.empty()) {
            Frame& frame = state.frames.back();
            const ir::Block& block = frame.function->blocks[frame.block];
            for (const ir::Handler& handler : block.handlers) {
                bool matches = !handler.catch_type;
                if (!matches) {
                    auto subtype = engine_.program_.is_subtype(exception_class, *handler.catch_type);
                    if (!subtype) unsupported(subtype.error().message);
                    matches = *subtype;
                }
                if (matches) {
                    frame.block = handler.block;
                    frame.index = 0;
                    state.pending_exception = exception;
                    return;
                }
            }
            state.frames.pop_back();
        }
        returned_exception_ = exception;
    }

    // ---- heap helpers ------------------------------------------------------------
    std::uint32_t intern(State& state, const std::string& text) {
        auto it = state.interned.find(text);
        if (it != state.interned.end()) return it->second;
        Object string;
        string.kind = Object::Kind::String;
        string.class_name = "java/lang/String";
        string.text = text;
        std::uint32_t address = state.heap.allocate(std::move(string));
        state.interned.emplace(text, address);
        return address;
    }

    std::uint32_t class_object(State& state, const std::string& name) override {
        auto it = state.class_objects.find(name);
        if (it != state.class_objects.end()) return it->second;
        Object cls;
        cls.class_name = "java/lang/Class";
        cls.text = name;
        std::uint32_t address = state.heap.allocate(std::move(cls));
        state.class_objects.emplace(name, address);
        return address;
    }

    // Returns false (and has thrown NullPointerException) for null.
    bool non_null(State& state, Value ref) {
        if (ref.as_ref() != 0) return true;
        throw_exception(state, "java/lang/NullPointerException", "");
        return false;
    }

    // ---- class initialisation ---------------------------------------------------
    // Starts initialising `name` and its superclasses if not begun. Returns
    // true if initialiser frames were pushed: the current instruction then
    // runs again once they return.
    bool ensure_initialized(State& state, const std::string& name) {
        if (state.initialized.count(name)) return false;
        std::vector<const classfile::ClassFile*> chain;
        for (std::string current = name; !state.initialized.count(current);) {
            auto cls = engine_.program_.load(current);
            if (!cls) unsupported(cls.error().message);
            state.initialized.insert(current);
            chain.push_back(*cls);
            for (const auto& field : (*cls)->fields) {
                if (!field.is_static()) continue;
                Value value = default_value(field.descriptor[0]);
                if (field.constant_value != 0) value = constant_value(state, **cls, field.constant_value);
                state.statics[current][field.name] = value;
            }
            if (!(*cls)->super_name) break;
            current = *(*cls)->super_name;
        }
        bool pushed = false;
        for (const classfile::ClassFile* cls : chain) {  // subclass first, so the superclass runs first
            const classfile::Method* clinit = cls->find_method("<clinit>", "()V");
            if (clinit == nullptr || !clinit->code) continue;
            push_frame(state, *cls, *clinit, {}, ir::kNoReg, true);
            pushed = true;
        }
        return pushed;
    }

    Value constant_value(State& state, const classfile::ClassFile& cls, std::uint16_t index) {
        const classfile::CpEntry& entry = cls.constant_pool.at(index);
        switch (entry.tag) {
            case classfile::CpTag::Integer: return Value::i32(static_cast<std::int32_t>(entry.integer));
            case classfile::CpTag::Long: return Value::i64(entry.integer);
            case classfile::CpTag::Float: return Value::f32(entry.float_value);
            case classfile::CpTag::Double: return Value::f64(entry.double_value);
            case classfile::CpTag::String:
                return Value::ref(intern(state, std::string(cls.constant_pool.string(index))));
            default: unsupported("constant value of kind " + std::string(classfile::to_string(entry.tag)));
        }
    }

    // ---- calls ---------------------------------------------------------------------
    void push_frame(State& state, const classfile::ClassFile& owner, const classfile::Method& method,
                    const std::vector<Value>& args, ir::Reg result_register, bool is_initializer = false) {
        if (state.frames.size() >= engine_.options_.max_call_depth)
            throw PathEnded{PathEnd::DepthExceeded,
                            fmt::format("call depth {} reached calling {}.{}", state.frames.size(), owner.name,
                                        method.name)};
        auto function = engine_.program_.function(owner, method);
        if (!function) unsupported("lifting failed: " + function.error().message);
        Frame frame;
        frame.function = *function;
        frame.registers.assign((*function)->num_regs, Value());
        for (std::size_t i = 0; i < args.size() && i < (*function)->params.size(); ++i)
            frame.registers[(*function)->params[i]] = args[i];
        frame.result_register = result_register;
        frame.is_class_initializer = is_initializer;
        state.frames.push_back(std::move(frame));
    }

    // Completes the call in the caller: result, then the next instruction.
    void return_from(State& state, std::optional<Value> value) {
        Frame finished = std::move(state.frames.back());
        state.frames.pop_back();
        if (state.frames.empty()) {
            returned_value_ = value;
            return;
        }
        if (finished.is_class_initializer) return;  // the triggering instruction runs again
        Frame& caller = state.frames.back();
        if (finished.result_register != ir::kNoReg && value) caller.registers[finished.result_register] = *value;
        ++caller.index;
    }

    void invoke(State& state, const Frame& frame, const ir::Instr& instr) {
        const ir::Call& call = frame.function->calls[instr.aux];
        const ir::Member& member = frame.function->members[call.member];
        std::vector<Value> args;
        args.reserve(call.args.size());
        for (ir::Reg reg : call.args) args.push_back(frame.registers[reg]);

        Result<ResolvedMethod> resolved = Error{};
        if (instr.invoke == ir::InvokeKind::Virtual || instr.invoke == ir::InvokeKind::Interface) {
            if (!non_null(state, args[0])) return;
            const Object& receiver = state.heap.get(args[0].as_ref());
            if (receiver.kind == Object::Kind::String)
                unsupported("java/lang/String." + member.name + member.descriptor);
            resolved = engine_.program_.select_virtual(receiver.class_name, member.name, member.descriptor);
        } else {
            if (instr.invoke == ir::InvokeKind::Special && !non_null(state, args[0])) return;
            resolved = engine_.program_.resolve_method(member.owner, member.name, member.descriptor);
        }
        if (!resolved) unsupported(resolved.error().message);
        const ResolvedMethod& target = *resolved;
        if (instr.invoke == ir::InvokeKind::Static && ensure_initialized(state, target.owner->name)) return;

        std::string key = target.owner->name + "." + target.method->name + target.method->descriptor;
        if (const Intrinsic* intrinsic = find_intrinsic(key)) {
            std::optional<Value> result = (*intrinsic)(*this, state, args);
            if (threw_) return;  // control already moved to a handler
            Frame& caller = state.frames.back();
            if (instr.dst != ir::kNoReg && result) caller.registers[instr.dst] = *result;
            ++caller.index;
            return;
        }
        if (target.method->is_native()) unsupported(key + " (native)");
        if (target.method->is_abstract()) {
            throw_exception(state, "java/lang/AbstractMethodError", key);
            return;
        }
        push_frame(state, *target.owner, *target.method, args, instr.dst);
    }
    bool threw_ = false;  // the current instruction threw

    // ---- fields ----------------------------------------------------------------------
    std::string declaring_class(const ir::Member& member) {
        auto owner = engine_.program_.resolve_field(member.owner, member.name, member.descriptor);
        if (!owner) unsupported(owner.error().message);
        return (*owner)->name;
    }

    // ---- arrays ------------------------------------------------------------------------
    // The concrete value of a symbolic integer, pinned in the path condition.
    std::int32_t concretize(State& state, Value v) {
        if (v.is_concrete()) return v.as_i32();
        Value chosen = expr::evaluate(v.expr(), state.model);
        state.add_constraint(ctx_.binary(Kind::Eq, v.expr(), ctx_.i32(chosen.as_i32())));
        return chosen.as_i32();
    }

    std::uint32_t new_array(State& state, const std::string& descriptor, const std::vector<std::int32_t>& dims,
                            std::size_t level) {
        Object array;
        array.kind = Object::Kind::Array;
        array.class_name = descriptor.substr(level);
        array.element_type = array.class_name[1];
        array.element_kind = array.element_type == 'J'   ? ValueKind::Long
                             : array.element_type == 'F' ? ValueKind::Float
                             : array.element_type == 'D' ? ValueKind::Double
                             : (array.element_type == 'L' || array.element_type == '[') ? ValueKind::Ref
                                                                                         : ValueKind::Int;
        std::int32_t length = dims[0];
        array.elements.assign(static_cast<std::size_t>(length), default_value(array.element_type));
        if (dims.size() > 1) {
            std::vector<std::int32_t> rest(dims.begin() + 1, dims.end());
            for (auto& element : array.elements) element = Value::ref(new_array(state, descriptor, rest, level + 1));
        }
        return state.heap.allocate(std::move(array));
    }

    // Checks a length; false (NegativeArraySizeException thrown) when negative.
    bool valid_length(State& state, std::vector<State>& pending, Value length) {
        Value negative = expr::binary(ctx_, Kind::Lt, length, Value::i32(0));
        if (decide(state, pending, negative)) {
            throw_exception(state, "java/lang/NegativeArraySizeException",
                            length.is_concrete() ? std::to_string(length.as_i32()) : "");
            return false;
        }
        return true;
    }

    // Checks an index; false (ArrayIndexOutOfBoundsException thrown) when out of bounds.
    bool in_bounds(State& state, std::vector<State>& pending, Value index, std::int32_t length) {
        Value below = expr::binary(ctx_, Kind::Lt, index, Value::i32(0));
        Value above = expr::binary(ctx_, Kind::Le, Value::i32(length), index);
        Value outside = expr::binary(ctx_, Kind::BoolOr, below, above);
        if (decide(state, pending, outside)) {
            std::string message = index.is_concrete()
                                      ? fmt::format("Index {} out of bounds for length {}", index.as_i32(), length)
                                      : "";
            throw_exception(state, "java/lang/ArrayIndexOutOfBoundsException", message);
            return false;
        }
        return true;
    }

    Value load_element(State& state, const Object& array, Value index) {
        if (index.is_concrete()) return array.elements[static_cast<std::size_t>(index.as_i32())];
        // A symbolic index in bounds: an if-then-else over the elements.
        // References cannot be symbolic yet, so their arrays pin the index.
        constexpr std::size_t kMaxIte = 64;
        if (array.elements.size() > kMaxIte || array.element_kind == ValueKind::Ref)
            return array.elements[static_cast<std::size_t>(concretize(state, index))];
        Value result = array.elements.back();
        for (std::size_t i = array.elements.size() - 1; i-- > 0;) {
            Value hit = expr::binary(ctx_, Kind::Eq, index, Value::i32(static_cast<std::int32_t>(i)));
            result = expr::ite(ctx_, hit, array.elements[i], result);
        }
        return result;
    }

    void store_element(State& state, std::uint32_t address, Value index, Value value) {
        Object& array = state.heap.mutate(address);
        if (array.element_kind == ValueKind::Int) value = narrow_for_array(array.element_type, value);
        if (index.is_concrete()) {
            array.elements[static_cast<std::size_t>(index.as_i32())] = value;
            return;
        }
        if (array.element_kind == ValueKind::Ref) {
            std::int32_t i = concretize(state, index);
            state.heap.mutate(address).elements[static_cast<std::size_t>(i)] = value;
            return;
        }
        for (std::size_t i = 0; i < array.elements.size(); ++i) {
            Value hit = expr::binary(ctx_, Kind::Eq, index, Value::i32(static_cast<std::int32_t>(i)));
            array.elements[i] = expr::ite(ctx_, hit, value, array.elements[i]);
        }
    }

    // bastore/castore/sastore truncate (JVMS); boolean arrays keep the low bit.
    Value narrow_for_array(char element_type, Value value) {
        switch (element_type) {
            case 'B': return expr::unary(ctx_, Kind::ToByte, value);
            case 'C': return expr::unary(ctx_, Kind::ToChar, value);
            case 'S': return expr::unary(ctx_, Kind::ToShort, value);
            case 'Z': return expr::binary(ctx_, Kind::And, value, Value::i32(1));
            default: return value;
        }
    }

    // ---- the instruction loop ---------------------------------------------------------
    void step(State& state, std::vector<State>& pending) {
        step_choices_.clear();
        threw_ = false;
        if (++state.steps > engine_.options_.max_steps_per_path)
            throw PathEnded{PathEnd::StepsExceeded, fmt::format("{} instructions executed", state.steps - 1)};
        Frame& frame = state.frames.back();
        const ir::Function& fn = *frame.function;
        const ir::Block& block = fn.blocks[frame.block];
        const ir::Instr& instr = block.instrs[frame.index];
        auto reg = [&](ir::Reg r) -> Value& { return frame.registers[r]; };
        auto next = [&] { ++frame.index; };
        auto jump = [&](ir::BlockId target) {
            if (fn.class_name == class_name_) state.covered.insert(Edge{method_key(fn), frame.block, target});
            frame.block = target;
            frame.index = 0;
        };

        switch (instr.op) {
            case Op::Const: {
                const ir::Constant& c = fn.constants[instr.aux];
                Value v;
                switch (c.kind) {
                    case ir::Constant::Kind::Null: v = Value::null(); break;
                    case ir::Constant::Kind::Int: v = Value::i32(static_cast<std::int32_t>(c.integer)); break;
                    case ir::Constant::Kind::Long: v = Value::i64(c.integer); break;
                    case ir::Constant::Kind::Float: v = Value::f32(c.float_value); break;
                    case ir::Constant::Kind::Double: v = Value::f64(c.double_value); break;
                    case ir::Constant::Kind::String: v = Value::ref(intern(state, c.text)); break;
                    case ir::Constant::Kind::Class: v = Value::ref(class_object(state, c.text)); break;
                    default: unsupported("ldc of a MethodType, MethodHandle or dynamic constant");
                }
                reg(instr.dst) = v;
                return next();
            }
            case Op::Move: reg(instr.dst) = reg(instr.a); return next();
            case Op::CaughtException:
                reg(instr.dst) = Value::ref(state.pending_exception);
                state.pending_exception = 0;
                return next();
            case Op::Neg: reg(instr.dst) = expr::unary(ctx_, Kind::Neg, reg(instr.a)); return next();
            case Op::Div:
            case Op::Rem:
                if (instr.type == ir::Type::Int || instr.type == ir::Type::Long) {
                    Value zero = instr.type == ir::Type::Int ? Value::i32(0) : Value::i64(0);
                    if (decide(state, pending, expr::binary(ctx_, Kind::Eq, reg(instr.b), zero)))
                        return throw_exception(state, "java/lang/ArithmeticException", "/ by zero");
                }
                [[fallthrough]];
            case Op::Add: case Op::Sub: case Op::Mul: case Op::Shl: case Op::Shr: case Op::Ushr:
            case Op::And: case Op::Or: case Op::Xor: case Op::Cmp: case Op::CmpL: case Op::CmpG:
                reg(instr.dst) = expr::binary(ctx_, arithmetic_kind(instr.op), reg(instr.a), reg(instr.b));
                return next();
            case Op::Convert: {
                Value a = reg(instr.a);
                switch (instr.type) {
                    case ir::Type::Byte: reg(instr.dst) = expr::unary(ctx_, Kind::ToByte, a); break;
                    case ir::Type::Char: reg(instr.dst) = expr::unary(ctx_, Kind::ToChar, a); break;
                    case ir::Type::Short: reg(instr.dst) = expr::unary(ctx_, Kind::ToShort, a); break;
                    default: reg(instr.dst) = expr::convert(ctx_, value_kind(instr.type), a); break;
                }
                return next();
            }
            case Op::If: {
                Value a = reg(instr.a);
                Value condition;
                if (instr.type == ir::Type::Ref) {
                    std::uint32_t b = instr.b == ir::kNoReg ? 0 : reg(instr.b).as_ref();
                    bool equal = a.as_ref() == b;
                    condition = Value::boolean(instr.cond == ir::Cond::Eq ? equal : !equal);
                } else {
                    Value b = instr.b == ir::kNoReg ? Value::i32(0) : reg(instr.b);
                    switch (instr.cond) {
                        case ir::Cond::Eq: condition = expr::binary(ctx_, Kind::Eq, a, b); break;
                        case ir::Cond::Ne: condition = expr::unary(ctx_, Kind::Not, expr::binary(ctx_, Kind::Eq, a, b)); break;
                        case ir::Cond::Lt: condition = expr::binary(ctx_, Kind::Lt, a, b); break;
                        case ir::Cond::Ge: condition = expr::binary(ctx_, Kind::Le, b, a); break;
                        case ir::Cond::Gt: condition = expr::binary(ctx_, Kind::Lt, b, a); break;
                        case ir::Cond::Le: condition = expr::binary(ctx_, Kind::Le, a, b); break;
                    }
                }
                bool taken = condition.is_concrete() ? condition.as_bool()
                                                     : decide(state, pending, condition, loop_exit(fn, block));
                return jump(block.successors[taken ? 0 : 1]);
            }
            case Op::Goto: frame.block = block.successors[0]; frame.index = 0; return;
            case Op::Switch: {
                const ir::SwitchTable& table = fn.switches[instr.aux];
                Value key = reg(instr.a);
                if (key.is_concrete()) {
                    ir::BlockId target = table.default_target;
                    for (const auto& [value, block_id] : table.cases)
                        if (value == key.as_i32()) target = block_id;
                    return jump(target);
                }
                // One option per distinct target, the default last.
                std::vector<ir::BlockId> targets;
                std::vector<const expr::Expr*> options;
                std::vector<const expr::Expr*> not_any;
                for (const auto& [value, block_id] : table.cases) {
                    const expr::Expr* hit = ctx_.binary(Kind::Eq, key.expr(), ctx_.i32(value));
                    not_any.push_back(ctx_.unary(Kind::Not, hit));
                    auto it = std::find(targets.begin(), targets.end(), block_id);
                    if (it == targets.end()) {
                        targets.push_back(block_id);
                        options.push_back(hit);
                    } else {
                        auto& option = options[static_cast<std::size_t>(it - targets.begin())];
                        option = ctx_.binary(Kind::BoolOr, option, hit);
                    }
                }
                const expr::Expr* fallback = ctx_.boolean(true);
                for (const expr::Expr* e : not_any) fallback = ctx_.binary(Kind::BoolAnd, fallback, e);
                targets.push_back(table.default_target);
                options.push_back(fallback);
                std::size_t taken = choose(state, pending, options);
                return jump(targets[taken]);
            }
            case Op::Return:
                return_from(state, instr.a == ir::kNoReg ? std::nullopt : std::optional<Value>(reg(instr.a)));
                return;
            case Op::Throw: {
                Value exception = reg(instr.a);
                if (!non_null(state, exception)) return;
                dispatch(state, exception.as_ref());
                return;
            }
            case Op::GetStatic:
            case Op::PutStatic: {
                const ir::Member& member = fn.members[instr.aux];
                std::string owner = declaring_class(member);
                if (ensure_initialized(state, owner)) return;
                if (instr.op == Op::GetStatic) {
                    auto& fields = state.statics[owner];
                    auto it = fields.find(member.name);
                    reg(instr.dst) = it != fields.end() ? it->second : default_value(member.descriptor[0]);
                } else {
                    state.statics[owner][member.name] = reg(instr.a);
                }
                return next();
            }
            case Op::GetField:
            case Op::PutField: {
                const ir::Member& member = fn.members[instr.aux];
                Value object = reg(instr.a);
                if (!non_null(state, object)) return;
                std::string key = declaring_class(member) + "." + member.name;
                if (state.heap.get(object.as_ref()).kind == Object::Kind::String)
                    unsupported("a field of java/lang/String");
                if (instr.op == Op::GetField) {
                    const Object& o = state.heap.get(object.as_ref());
                    auto it = o.fields.find(key);
                    reg(instr.dst) = it != o.fields.end() ? it->second : default_value(member.descriptor[0]);
                } else {
                    Value value = reg(instr.b);
                    state.heap.mutate(object.as_ref()).fields[key] = value;
                }
                return next();
            }
            case Op::Invoke: return invoke(state, frame, instr);
            case Op::InvokeDynamic: {
                const ir::Call& call = fn.calls[instr.aux];
                unsupported(fmt::format("invokedynamic {} (bootstrap method {})", call.name, call.bootstrap));
            }
            case Op::New: {
                const std::string& name = fn.type_names[instr.aux];
                if (ensure_initialized(state, name)) return;
                Object object;
                object.class_name = name;
                reg(instr.dst) = Value::ref(state.heap.allocate(std::move(object)));
                return next();
            }
            case Op::NewArray: {
                Value length = reg(instr.a);
                if (!valid_length(state, pending, length)) return;
                std::int32_t n = concretize(state, length);
                reg(instr.dst) = Value::ref(new_array(state, fn.type_names[instr.aux], {n}, 0));
                return next();
            }
            case Op::MultiNewArray: {
                const ir::Call& call = fn.calls[instr.aux];
                std::vector<std::int32_t> dims;
                for (ir::Reg r : call.args) {
                    if (!valid_length(state, pending, reg(r))) return;
                    dims.push_back(concretize(state, reg(r)));
                }
                reg(instr.dst) = Value::ref(new_array(state, call.descriptor, dims, 0));
                return next();
            }
            case Op::ArrayLength: {
                Value array = reg(instr.a);
                if (!non_null(state, array)) return;
                reg(instr.dst) = Value::i32(static_cast<std::int32_t>(state.heap.get(array.as_ref()).elements.size()));
                return next();
            }
            case Op::ArrayLoad: {
                Value array = reg(instr.a);
                if (!non_null(state, array)) return;
                Value index = reg(instr.b);
                const Object& o = state.heap.get(array.as_ref());
                if (!in_bounds(state, pending, index, static_cast<std::int32_t>(o.elements.size()))) return;
                reg(instr.dst) = load_element(state, state.heap.get(array.as_ref()), index);
                return next();
            }
            case Op::ArrayStore: {
                Value array = reg(instr.a);
                if (!non_null(state, array)) return;
                Value index = reg(instr.b);
                std::int32_t length = static_cast<std::int32_t>(state.heap.get(array.as_ref()).elements.size());
                if (!in_bounds(state, pending, index, length)) return;
                const Object& o = state.heap.get(array.as_ref());
                Value value = reg(instr.c);
                if (o.element_kind == ValueKind::Ref && value.as_ref() != 0) {
                    std::string component = o.class_name.substr(1);
                    if (component.front() == 'L') component = component.substr(1, component.size() - 2);
                    auto ok = engine_.program_.is_subtype(state.heap.get(value.as_ref()).class_name, component);
                    if (!ok) unsupported(ok.error().message);
                    if (!*ok)
                        return throw_exception(state, "java/lang/ArrayStoreException",
                                               classfile::internal_to_java_name(state.heap.get(value.as_ref()).class_name));
                }
                store_element(state, array.as_ref(), index, value);
                return next();
            }
            case Op::CheckCast:
            case Op::InstanceOf: {
                Value object = reg(instr.a);
                std::string target = fn.type_names[instr.aux];
                bool is_instance = false;
                if (object.as_ref() != 0) {
                    const std::string& actual = state.heap.get(object.as_ref()).class_name;
                    if (target.starts_with("[") || actual.starts_with("[")) {
                        is_instance = target == actual || target == "java/lang/Object";
                    } else {
                        auto ok = engine_.program_.is_subtype(actual, target);
                        if (!ok) unsupported(ok.error().message);
                        is_instance = *ok;
                    }
                }
                if (instr.op == Op::InstanceOf) {
                    reg(instr.dst) = Value::i32(is_instance ? 1 : 0);
                } else {
                    if (object.as_ref() != 0 && !is_instance)
                        return throw_exception(state, "java/lang/ClassCastException", "");
                    reg(instr.dst) = object;
                }
                return next();
            }
            case Op::MonitorEnter:
            case Op::MonitorExit:
                if (!non_null(state, reg(instr.a))) return;
                return next();
        }
    }

    Engine& engine_;
    expr::ExprContext& ctx_;
    const classfile::ClassFile& entry_class_;
    std::string class_name_;
    bool symbolic_;

    friend class Engine;
};

Engine::Engine(Program& program, expr::ExprContext& context, solver::Solver& solver, EngineOptions options)
    : program_(program), context_(context), solver_(solver), options_(options) {
    solver_.set_limits(options_.solver_limits);
}

std::optional<std::string> Engine::unsupported_reason(const classfile::Method& method) {
    if (!method.is_static()) return "instance methods are not supported yet";
    if (!method.code) return method.is_native() ? "native method" : "abstract method";
    auto type = classfile::parse_method_descriptor(method.descriptor);
    if (!type) return type.error().message;
    for (const auto& param : type->parameters)
        if (param.is_reference()) return fmt::format("parameter of type {} is not primitive", param.java_name());
    return std::nullopt;
}

namespace {

// A symbolic input for a parameter. Narrow types are I32 variables constrained
// to their range, so the solver only proposes values Java can pass.
Value symbolic_parameter(expr::ExprContext& ctx, const classfile::FieldType& type, const std::string& name,
                         State& state) {
    using classfile::BaseType;
    using expr::Kind;
    switch (type.element) {
        case BaseType::Long: return Value::symbolic(ctx.var(expr::Sort::I64, name));
        case BaseType::Float: return Value::symbolic(ctx.var(expr::Sort::F32, name));
        case BaseType::Double: return Value::symbolic(ctx.var(expr::Sort::F64, name));
        default: break;
    }
    const expr::Expr* v = ctx.var(expr::Sort::I32, name);
    switch (type.element) {
        case BaseType::Boolean:
            state.add_constraint(ctx.binary(Kind::Eq, v, ctx.binary(Kind::And, v, ctx.i32(1))));
            break;
        case BaseType::Byte: state.add_constraint(ctx.binary(Kind::Eq, v, ctx.unary(Kind::ToByte, v))); break;
        case BaseType::Char: state.add_constraint(ctx.binary(Kind::Eq, v, ctx.unary(Kind::ToChar, v))); break;
        case BaseType::Short: state.add_constraint(ctx.binary(Kind::Eq, v, ctx.unary(Kind::ToShort, v))); break;
        default: break;
    }
    return Value::symbolic(v);
}

// Parameter names from the LocalVariableTable when the class has one.
std::string parameter_name(const classfile::Method& method, unsigned slot, std::size_t index) {
    if (method.code) {
        for (const auto& var : method.code->local_variables)
            if (var.index == slot && var.start_pc == 0) return var.name;
    }
    return fmt::format("p{}", index);
}

}  // namespace

Result<std::vector<PathResult>> Engine::explore(const classfile::ClassFile& cls, const classfile::Method& method) {
    if (auto reason = unsupported_reason(method)) return Error{*reason};
    auto function = program_.function(cls, method);
    if (!function) return function.error();
    auto type = classfile::parse_method_descriptor(method.descriptor);

    auto started = std::chrono::steady_clock::now();
    auto deadline = started + options_.time_budget;
    Run run(*this, cls, true);
    State initial;
    std::vector<Value> arguments;
    unsigned slot = 0;
    for (std::size_t i = 0; i < type->parameters.size(); ++i) {
        const auto& param = type->parameters[i];
        arguments.push_back(symbolic_parameter(context_, param, parameter_name(method, slot, i), initial));
        slot += param.is_wide() ? 2 : 1;
    }
    std::vector<PathResult> results;
    std::vector<State> pending;
    pending.push_back(std::move(initial));
    const classfile::Method* entry = &method;  // only the first state starts the call
    while (!pending.empty()) {
        if (std::chrono::steady_clock::now() >= deadline || results.size() >= options_.max_paths) {
            stats_.budget_exhausted = true;
            break;
        }
        State state = std::move(pending.back());
        pending.pop_back();
        results.push_back(run.run_path(state, pending, arguments, entry));
        entry = nullptr;
        ++stats_.paths;
        if (results.back().end == PathEnd::Unsupported) ++stats_.unsupported;
    }
    stats_.time += std::chrono::steady_clock::now() - started;
    return results;
}

PathResult Engine::run(const classfile::ClassFile& cls, const classfile::Method& method,
                       const std::vector<Value>& arguments) {
    Run run(*this, cls, false);
    State state;
    std::vector<State> pending;
    return run.run_path(state, pending, arguments, &method);
}

}  // namespace symcrete::engine
