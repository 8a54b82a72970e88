// Statements, calls and class creation (runtime.h).
#include <fmt/format.h>

#include <filesystem>

#include "python/lower.h"
#include "runtime.h"
#include "unicode.h"

namespace symcrete::python {

void stop_unsupported(const std::string& what) { throw StopRun{what}; }

Runtime::Runtime(const Module& module, std::ostream& out, const RunLimits& limits, std::string module_name)
    : module_(module), out_(&out), limits_(limits), globals_(std::make_shared<Scope>()) {
    globals_->names["__name__"] = Value(decode_utf8(module_name));
}

void Runtime::run_module() {
    Frame frame;
    frame.scope = globals_;
    try {
        exec_block(module_.body, frame);
    } catch (PythonException& e) {
        if (auto* instance = e.exception.object_as<InstanceObject>()) instance->traceback.emplace_back(frame.line, "<module>");
        throw;
    }
}

std::string Runtime::module_name() const {
    const auto found = globals_->names.find("__name__");
    return found != globals_->names.end() && found->second.is_str() ? encode_utf8(found->second.as_str()) : "__main__";
}

std::shared_ptr<Scope> Runtime::run_in_new_scope(const Module& module) {
    Frame frame;
    frame.scope = std::make_shared<Scope>();
    exec_block(module.body, frame);
    return frame.scope;
}

void Runtime::write(const std::u32string& text) { *out_ << encode_utf8(text); }

Runtime::Flow Runtime::exec_block(const std::vector<Stmt>& block, Frame& frame) {
    for (const Stmt& statement : block) {
        const Flow flow = exec(statement, frame);
        if (flow != Flow::Normal) return flow;
    }
    return Flow::Normal;
}

namespace {

// The exception classes a handler names: one class or a tuple of them.
bool handler_matches(const Value& exception, const Value& spec) {
    const ClassRef cls = class_of(exception);
    if (const auto* tuple = spec.object_as<TupleObject>()) {
        for (const Value& item : tuple->items)
            if (handler_matches(exception, item)) return true;
        return false;
    }
    const auto* wanted = spec.object_as<ClassObject>();
    if (!wanted || !wanted->is_exception())
        raise_error(BuiltinType::TypeError, "catching classes that do not inherit from BaseException is not allowed");
    return cls->is_subclass_of(*wanted);
}

}  // namespace

Runtime::Flow Runtime::exec(const Stmt& s, Frame& frame) {
    if (tracer) {
        tracer->lines.insert(s.line);
        if (frame.line != 0) tracer->arcs.emplace(frame.line, s.line);
    }
    frame.line = s.line;
    line_ = s.line;
    if (limits_.max_steps != 0 && ++steps_ > limits_.max_steps)
        throw StopRun{fmt::format("the run passed its limit of {} statements", limits_.max_steps)};
    switch (s.kind) {
        case Stmt::Kind::Expression:
            eval(*s.value, frame);
            return Flow::Normal;
        case Stmt::Kind::Assign: {
            Value value = eval(*s.value, frame);
            for (const Expr& target : s.targets) assign(target, value, frame);
            return Flow::Normal;
        }
        case Stmt::Kind::AugAssign: {
            const Expr& target = s.targets.front();
            Value object, index, current;
            if (target.kind == Expr::Kind::Name) {
                current = lookup_name(target.name, frame);
            } else if (target.kind == Expr::Kind::Attribute) {
                object = eval(target.children[0], frame);
                current = get_attribute(object, target.name);
            } else {
                object = eval(target.children[0], frame);
                index = eval(target.children[1], frame);
                current = subscript(object, index);
            }
            const Value operand = eval(*s.value, frame);
            Value result;
            if (auto* list = current.object_as<ListObject>(); list && s.op == BinaryOp::Add) {
                // list += iterable extends the list in place (its aliases see it).
                for (Value& item : to_vector(operand)) list->items.push_back(std::move(item));
                result = current;
            } else if (list && s.op == BinaryOp::Mult) {
                const std::vector<Value> once = list->items;
                const mpz_class times = integer_argument(operand);
                list->items.clear();
                for (mpz_class i = 0; i < times; ++i) list->items.insert(list->items.end(), once.begin(), once.end());
                result = current;
            } else {
                result = binary(s.op, current, operand, true);
            }
            if (target.kind == Expr::Kind::Name) {
                assign(target, std::move(result), frame);
            } else if (target.kind == Expr::Kind::Attribute) {
                set_attribute(object, target.name, std::move(result));
            } else {
                store_subscript(object, index, std::move(result));
            }
            return Flow::Normal;
        }
        case Stmt::Kind::If:
            return exec_block(truthy(eval(*s.value, frame)) ? s.body : s.orelse, frame);
        case Stmt::Kind::While:
            while (truthy(eval(*s.value, frame))) {
                const Flow flow = exec_block(s.body, frame);
                if (flow == Flow::Break) break;
                if (flow == Flow::Return) return flow;
                frame.line = s.line;
            }
            return Flow::Normal;
        case Stmt::Kind::For: {
            Cursor cursor = iterate(eval(*s.value, frame));
            Value item;
            while (next(cursor, item)) {
                assign(s.targets.front(), std::move(item), frame);
                const Flow flow = exec_block(s.body, frame);
                if (flow == Flow::Break) break;
                if (flow == Flow::Return) return flow;
            }
            return Flow::Normal;
        }
        case Stmt::Kind::Break: return Flow::Break;
        case Stmt::Kind::Continue: return Flow::Continue;
        case Stmt::Kind::Pass: return Flow::Normal;
        case Stmt::Kind::Return:
            frame.returned = s.value ? eval(*s.value, frame) : Value();
            return Flow::Return;
        case Stmt::Kind::Raise: {
            if (!s.value) {
                if (handling.empty()) raise_error(BuiltinType::RuntimeError, "No active exception to reraise");
                throw PythonException{handling.back()};
            }
            Value exception = eval(*s.value, frame);
            if (const auto* cls = exception.object_as<ClassObject>(); cls && cls->is_exception())
                exception = call(exception, {});
            auto* instance = exception.object_as<InstanceObject>();
            if (!instance || !instance->cls->is_exception())
                raise_error(BuiltinType::TypeError, "exceptions must derive from BaseException");
            instance->raised_by_program = true;
            throw PythonException{exception};
        }
        case Stmt::Kind::Try: {
            Flow flow = Flow::Normal;
            try {
                bool raised = false;
                try {
                    flow = exec_block(s.body, frame);
                } catch (PythonException& e) {
                    raised = true;
                    const Handler* chosen = nullptr;
                    for (const Handler& handler : s.handlers) {
                        frame.line = handler.line;
                        if (!handler.type || handler_matches(e.exception, eval(*handler.type, frame))) {
                            chosen = &handler;
                            break;
                        }
                    }
                    if (!chosen) throw;
                    handling.push_back(e.exception);
                    if (!chosen->name.empty()) bind(chosen->name, e.exception, frame);
                    try {
                        flow = exec_block(chosen->body, frame);
                    } catch (...) {
                        handling.pop_back();
                        throw;
                    }
                    handling.pop_back();
                    // Python unbinds the name when the handler ends.
                    if (!chosen->name.empty()) frame.scope->names.erase(chosen->name);
                }
                if (!raised && flow == Flow::Normal) flow = exec_block(s.orelse, frame);
            } catch (PythonException&) {
                if (s.finalbody.empty()) throw;
                const Value saved_return = frame.returned;
                const Flow final_flow = exec_block(s.finalbody, frame);
                if (final_flow != Flow::Normal) return final_flow;  // return/break in finally drops the exception
                frame.returned = saved_return;
                throw;
            }
            if (!s.finalbody.empty()) {
                const Value saved_return = frame.returned;
                const Flow final_flow = exec_block(s.finalbody, frame);
                if (final_flow != Flow::Normal) return final_flow;
                frame.returned = saved_return;
            }
            return flow;
        }
        case Stmt::Kind::Assert:
            if (!truthy(eval(*s.value, frame))) {
                auto error = std::make_shared<InstanceObject>();
                error->cls = builtin_class(BuiltinType::AssertionError);
                if (s.message) error->args.push_back(eval(*s.message, frame));
                throw PythonException{Value(ObjectRef(std::move(error)))};
            }
            return Flow::Normal;
        case Stmt::Kind::FunctionDef: {
            auto function = std::make_shared<FunctionObject>();
            function->code = s.function;
            // A method does not see its class body's names, only what the class sees.
            function->closure = frame.class_body ? frame.scope->parent : frame.scope;
            for (const Parameter& p : s.function->parameters)
                if (p.default_value) function->defaults.push_back(eval(*p.default_value, frame));
            if (frame.class_body) {
                function->owner = frame.owner;
                function->qualname = frame.name + "." + s.function->name;
            } else {
                function->qualname = frame.code ? frame.name + ".<locals>." + s.function->name : s.function->name;
            }
            bind(s.function->name, Value(ObjectRef(std::move(function))), frame);
            return Flow::Normal;
        }
        case Stmt::Kind::ClassDef: {
            const ClassCode& code = *s.class_code;
            auto cls = std::make_shared<ClassObject>();
            cls->name = code.name;
            cls->is_user = true;
            cls->base = builtin_class(BuiltinType::Object);
            if (!code.bases.empty()) {
                const Value base = eval(code.bases.front(), frame);
                const auto* base_class = base.object_as<ClassObject>();
                if (!base_class) raise_error(BuiltinType::TypeError, "bases must be types");
                if (!base_class->is_user && base_class->builtin != BuiltinType::Object && !base_class->is_exception())
                    stop_unsupported(fmt::format("line {}: a class derived from the builtin {}", s.line, base_class->name));
                cls->base = std::static_pointer_cast<ClassObject>(base.as_object());
            }
            Frame body_frame;
            body_frame.scope = std::make_shared<Scope>();
            body_frame.scope->parent = frame.scope;
            body_frame.owner = cls.get();
            body_frame.name = code.name;
            body_frame.class_body = true;
            exec_block(code.body, body_frame);
            for (auto& [name, value] : body_frame.scope->names) cls->attributes.emplace_back(name, value);
            bind(code.name, Value(ObjectRef(std::move(cls))), frame);
            return Flow::Normal;
        }
        case Stmt::Kind::Global: return Flow::Normal;
        case Stmt::Kind::Import:
            for (std::size_t i = 0; i < s.names.size(); ++i) {
                const std::string& name = s.names[i];
                const Value module = import_module(name);
                bind(s.as_names[i].empty() ? name : s.as_names[i], module, frame);
            }
            return Flow::Normal;
        case Stmt::Kind::ImportFrom: {
            const Value module = import_module(s.module);
            const auto* loaded = module.object_as<ModuleObject>();
            for (std::size_t i = 0; i < s.names.size(); ++i) {
                Value item;  // typing's names: annotations only, never evaluated here
                if (loaded) {
                    const auto found = loaded->globals->names.find(s.names[i]);
                    if (found == loaded->globals->names.end())
                        raise_error(BuiltinType::ImportError,
                                    fmt::format("cannot import name '{}' from '{}'", s.names[i], s.module));
                    item = found->second;
                }
                bind(s.as_names[i].empty() ? s.names[i] : s.as_names[i], std::move(item), frame);
            }
            return Flow::Normal;
        }
        case Stmt::Kind::Delete:
            for (const Expr& target : s.targets) {
                if (target.kind == Expr::Kind::Name) {
                    const bool global = frame.code && frame.code->globals.count(target.name);
                    Scope& scope = global ? *globals_ : *frame.scope;
                    if (scope.names.erase(target.name) == 0)
                        raise_error(BuiltinType::NameError, fmt::format("name '{}' is not defined", target.name));
                } else if (target.kind == Expr::Kind::Subscript) {
                    delete_subscript(eval(target.children[0], frame), eval(target.children[1], frame));
                } else if (target.kind == Expr::Kind::Attribute) {
                    const Value object = eval(target.children[0], frame);
                    auto* instance = object.object_as<InstanceObject>();
                    bool removed = false;
                    if (instance) {
                        for (auto it = instance->attributes.begin(); it != instance->attributes.end(); ++it)
                            if (it->first == target.name) {
                                instance->attributes.erase(it);
                                removed = true;
                                break;
                            }
                    }
                    if (!removed)
                        raise_error(BuiltinType::AttributeError,
                                    fmt::format("'{}' object has no attribute '{}'", type_name(object), target.name));
                } else {
                    for (const Expr& item : target.children) {
                        Stmt inner;
                        inner.kind = Stmt::Kind::Delete;
                        inner.line = s.line;
                        inner.targets.push_back(item);
                        exec(inner, frame);
                    }
                }
            }
            return Flow::Normal;
    }
    return Flow::Normal;
}

Value Runtime::import_module(const std::string& name) {
    // Annotations' modules: their names are bound to None (annotations are
    // kept as text, never evaluated).
    if (name == "typing" || name == "__future__") return Value();
    if (const auto found = modules_.find(name); found != modules_.end()) return found->second;
    if (name.find('.') != std::string::npos) stop_unsupported(fmt::format("the package module {}", name));
    const std::filesystem::path file = std::filesystem::path(module_.file).parent_path() / (name + ".py");
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) stop_unsupported(fmt::format("the module {}", name));
    auto loaded = load_module_cached(file);
    if (!loaded) stop_unsupported(fmt::format("the module {}: {}", name, loaded.error().message));
    auto module = std::make_shared<ModuleObject>();
    module->name = name;
    module->program = *loaded;
    module->globals = std::make_shared<Scope>();
    module->globals->names["__name__"] = Value(decode_utf8(name));
    const Value value{ObjectRef(module)};
    modules_[name] = value;  // before it runs, as Python does (import cycles see it)
    Frame frame;
    frame.scope = module->globals;
    frame.name = "<module>";
    exec_block(module->program->body, frame);
    return value;
}

Value Runtime::call(const Value& callee, std::vector<Value> args, Keywords keywords) {
    touch(callee);
    if (const auto* function = callee.object_as<FunctionObject>())
        return call_function(*function, std::move(args), std::move(keywords));
    if (const auto* method = callee.object_as<BoundMethodObject>()) {
        args.insert(args.begin(), method->self);
        return call(method->function, std::move(args), std::move(keywords));
    }
    if (const auto* builtin = callee.object_as<BuiltinFunctionObject>()) return call_builtin(*builtin, args, keywords);
    if (callee.object_as<ClassObject>())
        return call_class(std::static_pointer_cast<ClassObject>(callee.as_object()), std::move(args), std::move(keywords));
    raise_error(BuiltinType::TypeError, fmt::format("'{}' object is not callable", type_name(callee)));
}

namespace {

// "'a'", "'a' and 'b'", "'a', 'b', and 'c'", as CPython lists missing arguments.
std::string quoted_list(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0) out += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
        out += "'" + names[i] + "'";
    }
    return out;
}

}  // namespace

Value Runtime::call_function(const FunctionObject& function, std::vector<Value> args, Keywords keywords) {
    const FunctionCode& code = *function.code;
    const auto& parameters = code.parameters;
    const std::size_t with_defaults = function.defaults.size();
    const std::size_t required = parameters.size() - with_defaults;
    if (args.size() > parameters.size()) {
        const std::string takes = with_defaults == 0
                                      ? fmt::format("{} positional argument{}", parameters.size(), parameters.size() == 1 ? "" : "s")
                                      : fmt::format("from {} to {} positional arguments", required, parameters.size());
        raise_error(BuiltinType::TypeError, fmt::format("{}() takes {} but {} {} given", function.qualname, takes,
                                                        args.size(), args.size() == 1 ? "was" : "were"));
    }
    auto scope = std::make_shared<Scope>();
    scope->parent = function.closure ? function.closure : globals_;
    scope->code = &code;
    std::vector<bool> bound(parameters.size(), false);
    for (std::size_t i = 0; i < args.size(); ++i) {
        scope->names[parameters[i].name] = std::move(args[i]);
        bound[i] = true;
    }
    for (auto& [name, value] : keywords) {
        std::size_t i = 0;
        while (i < parameters.size() && parameters[i].name != name) ++i;
        if (i == parameters.size())
            raise_error(BuiltinType::TypeError,
                        fmt::format("{}() got an unexpected keyword argument '{}'", function.qualname, name));
        if (bound[i])
            raise_error(BuiltinType::TypeError, fmt::format("{}() got multiple values for argument '{}'", function.qualname, name));
        scope->names[name] = std::move(value);
        bound[i] = true;
    }
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < parameters.size(); ++i) {
        if (bound[i]) continue;
        if (i >= required) {
            scope->names[parameters[i].name] = function.defaults[i - required];
        } else {
            missing.push_back(parameters[i].name);
        }
    }
    if (!missing.empty())
        raise_error(BuiltinType::TypeError,
                    fmt::format("{}() missing {} required positional argument{}: {}", function.qualname, missing.size(),
                                missing.size() == 1 ? "" : "s", quoted_list(missing)));
    if (depth_ >= limits_.max_depth) raise_error(BuiltinType::RecursionError, "maximum recursion depth exceeded");
    Frame frame;
    frame.scope = std::move(scope);
    frame.code = &code;
    frame.owner = function.owner;
    frame.name = code.name;
    frame.line = code.line;
    ++depth_;
    try {
        exec_block(code.body, frame);
    } catch (PythonException& e) {
        --depth_;
        if (auto* instance = e.exception.object_as<InstanceObject>()) instance->traceback.emplace_back(frame.line, code.name);
        throw;
    } catch (...) {
        --depth_;
        throw;
    }
    --depth_;
    return frame.returned;
}

bool Runtime::call_special(const Value& self, const std::string& name, std::vector<Value> args, Value& result) {
    for (const ClassObject* c = class_of(self).get(); c && c->is_user; c = c->base.get()) {
        for (const auto& [key, value] : c->attributes) {
            if (key != name) continue;
            args.insert(args.begin(), self);
            result = call(value, std::move(args));
            return true;
        }
    }
    return false;
}

Value Runtime::call_class(const ClassRef& cls, std::vector<Value> args, Keywords keywords) {
    if (!cls->is_user && !cls->is_exception()) return construct_builtin(*cls, args, keywords);
    auto instance = std::make_shared<InstanceObject>();
    instance->cls = cls;
    const Value self{ObjectRef(instance)};
    // BaseException.__new__ keeps the arguments whatever __init__ does.
    if (cls->is_exception()) instance->args = args;
    const Value* init = cls->lookup("__init__");
    if (init && init->object_as<FunctionObject>()) {
        args.insert(args.begin(), self);
        const Value returned = call(*init, std::move(args), std::move(keywords));
        if (!returned.is_none())
            raise_error(BuiltinType::TypeError,
                        fmt::format("__init__() should return None, not '{}'", type_name(returned)));
    } else if (!keywords.empty() && cls->is_exception()) {
        raise_error(BuiltinType::TypeError, fmt::format("{}() takes no keyword arguments", cls->name));
    } else if ((!args.empty() || !keywords.empty()) && !cls->is_exception()) {
        raise_error(BuiltinType::TypeError, fmt::format("{}() takes no arguments", cls->name));
    }
    return self;
}

}  // namespace symcrete::python
