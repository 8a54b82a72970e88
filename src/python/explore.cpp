// explore_function (explore.h): generational concolic search. A run's
// inputs come from a model of the solver (defaults where the model is
// silent); the run's decisions, each with the ones before it, become
// queries that keep the prefix and take another side (for a parameter's
// type: any type not yet seen there). Each run is a fresh import of the
// module, so a run cannot see what an earlier one left in its globals.
#include "python/explore.h"

#include <fmt/format.h>

#include <deque>
#include <map>
#include <sstream>

#include "large_stack.h"
#include "runtime.h"
#include "solver/smt_text.h"
#include "support/cpu_clock.h"
#include "symbolic.h"
#include "unicode.h"

namespace symcrete::python {

namespace {

using Model = std::map<std::string, solver::SmtValue>;

// The types each parameter may take, from its annotation; the first is
// tried first. Without an annotation every type the interpreter can build.
std::vector<InputType> allowed_types(const std::string& annotation) {
    const std::vector<InputType> all = {InputType::Int, InputType::Str, InputType::Bool,
                                        InputType::None, InputType::List, InputType::Float};
    if (annotation.empty()) return all;
    std::vector<InputType> types;
    auto add = [&](const std::string& part) {
        if (part == "int") types.push_back(InputType::Int);
        else if (part == "str") types.push_back(InputType::Str);
        else if (part == "bool") types.push_back(InputType::Bool);
        else if (part == "float") types.push_back(InputType::Float);
        else if (part == "None" || part == "NoneType") types.push_back(InputType::None);
        else if (part.rfind("list", 0) == 0 || part.rfind("List", 0) == 0) types.push_back(InputType::List);
    };
    std::string text = annotation;
    if (text.rfind("Optional[", 0) == 0 && text.back() == ']') text = text.substr(9, text.size() - 10) + " | None";
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t bar = text.find('|', at);
        std::string part = text.substr(at, bar == std::string::npos ? std::string::npos : bar - at);
        while (!part.empty() && part.front() == ' ') part.erase(part.begin());
        while (!part.empty() && part.back() == ' ') part.pop_back();
        add(part);
        if (bar == std::string::npos) break;
        at = bar + 1;
    }
    return types.empty() ? all : types;
}

struct InputSpace {
    std::vector<std::string> names;
    std::vector<std::vector<InputType>> allowed;
    std::size_t max_list = 4;

    std::string declarations() const {
        std::string text;
        for (std::size_t p = 0; p < names.size(); ++p) {
            text += fmt::format("(declare-const p{0}_t Int)\n(declare-const p{0}_i Int)\n(declare-const p{0}_s String)\n"
                                "(declare-const p{0}_b Bool)\n(declare-const p{0}_n Int)\n",
                                p);
            for (std::size_t e = 0; e < max_list; ++e) text += fmt::format("(declare-const p{}_e{} Int)\n", p, e);
        }
        return text;
    }

    // The inputs' domains: allowed tags, list lengths, readable text.
    std::vector<std::string> domain() const {
        std::vector<std::string> out;
        for (std::size_t p = 0; p < names.size(); ++p) {
            std::string tags = "(or";
            for (const InputType t : allowed[p]) tags += fmt::format(" (= p{}_t {})", p, static_cast<int>(t));
            out.push_back(tags + ")");
            out.push_back(fmt::format("(and (<= 0 p{0}_n) (<= p{0}_n {1}))", p, max_list));
            out.push_back(fmt::format("(str.in.re p{}_s (re.* (re.union (re.range \" \" \"~\") (re.range \"\\u{{a0}}\" \"\\u{{ff}}\"))))", p));
        }
        return out;
    }

    InputType type_of(std::size_t p, const Model& model) const {
        const auto found = model.find(fmt::format("p{}_t", p));
        if (found != model.end() && found->second.kind == solver::SmtValue::Kind::Int) {
            const int tag = std::stoi(found->second.integer);
            for (const InputType t : allowed[p])
                if (static_cast<int>(t) == tag) return t;
        }
        return allowed[p].front();
    }

    static mpz_class integer(const Model& model, const std::string& name) {
        const auto found = model.find(name);
        if (found == model.end() || found->second.kind != solver::SmtValue::Kind::Int) return 0;
        return mpz_class(found->second.integer);
    }

    // Parameter p's value under the model; with its terms for a traced run.
    Value build(std::size_t p, const Model& model, bool traced) const {
        const int parameter = static_cast<int>(p);
        Value value;
        Term::Sort sort = Term::Sort::Opaque;
        std::string name;
        switch (type_of(p, model)) {
            case InputType::Int:
                value = Value(integer(model, fmt::format("p{}_i", p)));
                sort = Term::Sort::Int;
                name = fmt::format("p{}_i", p);
                break;
            case InputType::Str: {
                const auto found = model.find(fmt::format("p{}_s", p));
                value = Value(found != model.end() ? found->second.text : std::u32string());
                sort = Term::Sort::String;
                name = fmt::format("p{}_s", p);
                break;
            }
            case InputType::Bool: {
                const auto found = model.find(fmt::format("p{}_b", p));
                value = Value::boolean(found != model.end() && found->second.flag);
                sort = Term::Sort::Bool;
                name = fmt::format("p{}_b", p);
                break;
            }
            case InputType::None: break;
            case InputType::Float:
                // Floats are chosen, not solved: the integer theory is not IEEE arithmetic.
                value = Value(integer(model, fmt::format("p{}_i", p)).get_d() + 0.5);
                break;
            case InputType::List: {
                auto list = std::make_shared<ListObject>();
                const mpz_class n = integer(model, fmt::format("p{}_n", p));
                const std::size_t length = n < 0 ? 0 : std::min<std::size_t>(n.get_ui(), max_list);
                for (std::size_t e = 0; e < length; ++e) {
                    Value item(integer(model, fmt::format("p{}_e{}", p, e)));
                    if (traced) item.set_shadow(PathTracer::input(Term::Sort::Int, fmt::format("p{}_e{}", p, e), -1));
                    list->items.push_back(std::move(item));
                }
                if (traced) {
                    list->length_shadow = PathTracer::input(Term::Sort::Int, fmt::format("p{}_n", p), -1);
                    list->shadow_size = length;
                }
                value = Value(ObjectRef(std::move(list)));
                break;
            }
        }
        if (traced) value.set_shadow(PathTracer::input(sort, name, parameter));
        return value;
    }
};

// The statement lines of a block and the blocks in it.
void statement_lines(const std::vector<Stmt>& block, std::set<int>& lines) {
    for (const Stmt& s : block) {
        lines.insert(s.line);
        for (const auto* inner : {&s.body, &s.orelse, &s.finalbody}) statement_lines(*inner, lines);
        for (const Handler& h : s.handlers) statement_lines(h.body, lines);
    }
}

// A fresh import of the module, for one call.
struct Imported {
    std::ostringstream sink;
    Runtime runtime;
    Imported(const Module& module, const std::string& name, std::uint64_t max_steps)
        : runtime(module, sink, RunLimits{max_steps, 1000}, name) {}
};

// Imports the module and finds the function: an Error names what failed.
Result<Value> import_function(Imported& imported, const std::string& file, const std::string& function) {
    try {
        imported.runtime.run_module();
    } catch (PythonException& e) {
        return Error{fmt::format("{}: importing the module raised {}: {}", file, class_of(e.exception)->name,
                                 encode_utf8(imported.runtime.str(e.exception)))};
    } catch (StopRun& stop) {
        return Error{fmt::format("{}: importing the module stopped: {}", file, stop.reason), ErrorKind::Unsupported};
    }
    const auto found = imported.runtime.globals()->names.find(function);
    if (found == imported.runtime.globals()->names.end() || !found->second.object_as<FunctionObject>())
        return Error{fmt::format("{}: no top-level function '{}'", file, function)};
    return found->second;
}

CallResult call_traced(Imported& imported, const Value& function, std::vector<Value> args) {
    CallResult result;
    std::ostringstream printed;
    imported.runtime.set_output(printed);
    imported.runtime.reset_steps();
    try {
        result.returned = imported.runtime.call(function, args);
    } catch (PythonException& e) {
        result.raised = class_of(e.exception)->name;
        try {
            result.raised_message = encode_utf8(imported.runtime.str(e.exception));
        } catch (PythonException&) {
            result.raised_message = "";
        }
    } catch (StopRun& stop) {
        result.unsupported = stop.reason;
    }
    result.printed = printed.str();
    for (const Value& a : args) result.arguments_after.push_back(copy_value(a));
    if (result.returned) result.returned = copy_value(*result.returned);
    return result;
}

// A 64-bit FNV-1a hash, extended literal by literal: the key of a prefix.
std::uint64_t extend_hash(std::uint64_t hash, const std::string& text) {
    for (const char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ULL;
    }
    hash ^= 0xFF;
    return hash * 1099511628211ULL;
}

}  // namespace

Result<Exploration> explore_function(const Module& module, const ExploreOptions& options) {
    Result<Exploration> outcome = Error{"not run", ErrorKind::Internal};
    run_on_large_stack([&] {
        const FunctionCode* code = nullptr;
        for (const Stmt& s : module.body)
            if (s.kind == Stmt::Kind::FunctionDef && s.function->name == options.function) code = s.function.get();
        if (!code) {
            outcome = Error{fmt::format("{}: no top-level function '{}'", module.file, options.function)};
            return;
        }
        InputSpace space;
        space.max_list = options.max_list_length;
        for (const Parameter& p : code->parameters) {
            space.names.push_back(p.name);
            space.allowed.push_back(allowed_types(p.annotation));
        }
        Exploration exploration;
        statement_lines(code->body, exploration.function_lines);
        {
            Imported check(module, options.module_name, options.max_steps_per_run);
            if (Result<Value> f = import_function(check, module.file, options.function); !f) {
                outcome = f.error();
                return;
            }
        }
        const std::string declarations = space.declarations();
        const std::vector<std::string> domain = space.domain();
        solver::SmtTextSolver solver;
        const solver::QueryLimits limits{std::chrono::milliseconds(2000), 0};
        std::deque<Model> pending{Model{}};
        std::set<std::string> signatures;
        std::set<std::pair<int, int>> covered_arcs;
        std::set<std::string> outcomes;
        std::map<std::uint64_t, std::set<std::string>> seen_at_prefix;
        std::set<std::string> queried;
        const auto start = ProcessCpuClock::now();
        exploration.stop_reason = "every decision the runs met was tried both ways";
        exploration.complete = true;
        while (!pending.empty()) {
            if (exploration.runs >= options.max_runs) {
                exploration.stop_reason = fmt::format("the run limit ({})", options.max_runs);
                exploration.complete = false;
                break;
            }
            if (ProcessCpuClock::now() - start > options.budget) {
                exploration.stop_reason = fmt::format("the budget ({} s of CPU time)", options.budget.count() / 1000.0);
                exploration.complete = false;
                break;
            }
            const Model model = std::move(pending.front());
            pending.pop_front();
            ++exploration.runs;
            Imported imported(module, options.module_name, options.max_steps_per_run);
            Result<Value> function = import_function(imported, module.file, options.function);
            if (!function) {
                outcome = function.error();
                return;
            }
            std::vector<InputType> types;
            std::vector<Value> traced_args, fresh_args;
            for (std::size_t p = 0; p < space.names.size(); ++p) {
                types.push_back(space.type_of(p, model));
                traced_args.push_back(space.build(p, model, true));
                fresh_args.push_back(space.build(p, model, false));
            }
            PathTracer tracer(types);
            imported.runtime.tracer = &tracer;
            CallResult result = call_traced(imported, *function, std::move(traced_args));
            imported.runtime.tracer = nullptr;
            exploration.concrete.insert(tracer.concrete().begin(), tracer.concrete().end());
            const std::vector<Decision>& decisions = tracer.decisions();
            std::string signature;
            for (const Decision& d : decisions) signature += d.literal + ";";
            const std::string outcome_kind = result.unsupported ? "unsupported" : (result.raised.empty() ? "returned" : result.raised);
            signature += outcome_kind;
            if (!signatures.insert(signature).second) continue;
            ++exploration.paths;
            if (result.unsupported) exploration.concrete.insert(*result.unsupported);
            // Keep the run as a test if it covered something new or ended a new way.
            bool adds = !outcomes.count(outcome_kind);
            for (const int line : tracer.lines)
                if (exploration.function_lines.count(line) && !exploration.covered_lines.count(line)) adds = true;
            for (const auto& arc : tracer.arcs)
                if (!covered_arcs.count(arc)) adds = true;
            if (!result.unsupported && adds && exploration.tests.size() < options.max_tests) {
                outcomes.insert(outcome_kind);
                for (const int line : tracer.lines)
                    if (exploration.function_lines.count(line)) exploration.covered_lines.insert(line);
                covered_arcs.insert(tracer.arcs.begin(), tracer.arcs.end());
                ExploredTest test;
                test.parameter_names = space.names;
                test.arguments = std::move(fresh_args);
                test.result = std::move(result);
                test.lines = tracer.lines;
                test.run = exploration.runs;
                exploration.tests.push_back(std::move(test));
            }
            // Each decision, with the ones before it, asks for another side.
            std::uint64_t prefix = 1469598103934665603ULL;
            std::vector<std::string> assertions = domain;
            for (const Decision& d : decisions) {
                std::set<std::string>& alternatives = seen_at_prefix[prefix];
                alternatives.insert(d.literal);
                std::string key = std::to_string(prefix);
                for (const std::string& a : alternatives) key += "|" + a;
                if (queried.insert(key).second) {
                    std::vector<std::string> query = assertions;
                    for (const std::string& a : alternatives) query.push_back("(not " + a + ")");
                    const auto asked = ProcessCpuClock::now();
                    const solver::SmtTextAnswer answer = solver.check(declarations + tracer.definitions(), query, limits);
                    exploration.solver_time += ProcessCpuClock::now() - asked;
                    ++exploration.queries;
                    if (answer.result == solver::SatResult::Sat) pending.push_back(answer.model);
                    if (answer.result == solver::SatResult::Unknown) exploration.complete = false;
                }
                assertions.push_back(d.literal);
                prefix = extend_hash(prefix, d.literal);
            }
        }
        outcome = std::move(exploration);
    });
    return outcome;
}

Result<CallResult> call_function(const Module& module, const std::string& module_name, const std::string& function,
                                 const std::vector<Value>& arguments, std::uint64_t max_steps) {
    Result<CallResult> outcome = Error{"not run", ErrorKind::Internal};
    run_on_large_stack([&] {
        Imported imported(module, module_name, max_steps);
        Result<Value> callee = import_function(imported, module.file, function);
        if (!callee) {
            outcome = callee.error();
            return;
        }
        std::vector<Value> copies;
        for (const Value& a : arguments) copies.push_back(copy_value(a));
        outcome = call_traced(imported, *callee, std::move(copies));
    });
    return outcome;
}

Value copy_value(const Value& value) {
    if (const auto* list = value.object_as<ListObject>()) {
        std::vector<Value> items;
        for (const Value& item : list->items) items.push_back(copy_value(item));
        return Runtime::make_list(std::move(items));
    }
    if (const auto* tuple = value.object_as<TupleObject>()) {
        std::vector<Value> items;
        for (const Value& item : tuple->items) items.push_back(copy_value(item));
        return Runtime::make_tuple(std::move(items));
    }
    if (const auto* dict = value.object_as<DictObject>()) {
        auto copy = std::make_shared<DictObject>();
        for (const DictObject::Entry& entry : dict->entries) {
            if (!entry.live) continue;
            copy->index.emplace(entry.hash, copy->entries.size());
            copy->entries.push_back(DictObject::Entry{entry.key, copy_value(entry.value), entry.hash, true});
            ++copy->size;
        }
        return Value(ObjectRef(std::move(copy)));
    }
    Value plain = value;
    plain.set_shadow(nullptr);
    return plain;
}

std::optional<std::string> python_literal(const Value& value) {
    if (value.is_none()) return "None";
    if (value.is_bool()) return value.as_bool() ? "True" : "False";
    if (value.is_int()) return value.as_int().get_str();
    if (value.is_float()) {
        const double f = value.as_float();
        if (std::isnan(f)) return "float('nan')";
        if (std::isinf(f)) return f > 0 ? "float('inf')" : "float('-inf')";
        static const Module empty;
        std::ostringstream sink;
        Runtime runtime(empty, sink, RunLimits{});
        return encode_utf8(runtime.repr(value));
    }
    if (value.is_str()) {
        static const Module empty;
        std::ostringstream sink;
        Runtime runtime(empty, sink, RunLimits{});
        return encode_utf8(runtime.repr(value));
    }
    auto items = [](const std::vector<Value>& values) -> std::optional<std::string> {
        std::string out;
        for (std::size_t i = 0; i < values.size(); ++i) {
            const auto item = python_literal(values[i]);
            if (!item) return std::nullopt;
            out += (i ? ", " : "") + *item;
        }
        return out;
    };
    if (const auto* list = value.object_as<ListObject>()) {
        const auto inside = items(list->items);
        return inside ? std::optional<std::string>("[" + *inside + "]") : std::nullopt;
    }
    if (const auto* tuple = value.object_as<TupleObject>()) {
        const auto inside = items(tuple->items);
        if (!inside) return std::nullopt;
        return tuple->items.size() == 1 ? "(" + *inside + ",)" : "(" + *inside + ")";
    }
    if (const auto* dict = value.object_as<DictObject>()) {
        std::string out = "{";
        bool first = true;
        for (const DictObject::Entry& entry : dict->entries) {
            if (!entry.live) continue;
            const auto key = python_literal(entry.key);
            const auto item = python_literal(entry.value);
            if (!key || !item) return std::nullopt;
            out += (first ? "" : ", ") + *key + ": " + *item;
            first = false;
        }
        return out + "}";
    }
    return std::nullopt;
}

}  // namespace symcrete::python
