// explore_function (explore.h): generational concolic search. A run's
// inputs come from a model of the solver (defaults where the model is
// silent); the run's decisions, each with the ones before it, become
// queries that keep the prefix and take another side (for a parameter's
// type: any type not yet seen there). Each run is a fresh import of the
// module, so a run cannot see what an earlier one left in its globals.
#include "python/explore.h"

#include <fmt/format.h>

#include <cstdlib>
#include <deque>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>

#include "inputs.h"
#include "large_stack.h"
#include "runtime.h"
#include "solver/smt_text.h"
#include "support/cpu_clock.h"
#include "symbolic.h"
#include "unicode.h"

namespace symcrete::python {

namespace {

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
    const std::size_t dot = function.find('.');
    const auto& globals = imported.runtime.globals()->names;
    const auto found = globals.find(function.substr(0, dot));
    if (found != globals.end() && dot == std::string::npos && found->second.object_as<FunctionObject>()) return found->second;
    if (found != globals.end() && dot != std::string::npos)
        if (const auto* cls = found->second.object_as<ClassObject>())
            if (const Value* method = cls->lookup(function.substr(dot + 1)); method && method->object_as<FunctionObject>())
                return *method;
    return Error{fmt::format("{}: no function '{}'", file, function)};
}

// The release of this thread's heap that every result made here shares.
// explore_function and call_function hold it for as long as they run, so
// a result dropped on the way never frees objects still in use.
std::shared_ptr<const HeapRelease> thread_release() {
    thread_local std::weak_ptr<const HeapRelease> shared;
    std::shared_ptr<const HeapRelease> release = shared.lock();
    if (!release) {
        release = std::make_shared<const HeapRelease>();
        shared = release;
    }
    return release;
}

CallResult call_traced(Imported& imported, const Value& function, std::vector<Value> args, const Value& calls) {
    CallResult result;
    result.heap = thread_release();
    std::ostringstream printed;
    imported.runtime.set_output(printed);
    imported.runtime.reset_steps();
    try {
        result.returned = imported.runtime.call(function, args);
    } catch (PythonException& e) {
        result.raised = class_of(e.exception)->name;
        if (const auto* instance = e.exception.object_as<InstanceObject>()) result.raised_by_program = instance->raised_by_program;
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
    if (!calls.is_none()) result.calls = copy_value(calls);
    return result;
}

// Do two calls end alike: the same exception, or equal results (by their
// literals, else their classes), the same output and arguments after?
bool same_outcome(const CallResult& a, const CallResult& b) {
    if (a.raised != b.raised || a.printed != b.printed) return false;
    auto written = [](const std::optional<Value>& v) -> std::string {
        if (!v) return "";
        if (const auto literal = python_literal(*v)) return *literal;
        return "a " + class_of(*v)->name;
    };
    if (a.raised.empty() && written(a.returned) != written(b.returned)) return false;
    if (a.arguments_after.size() != b.arguments_after.size()) return false;
    for (std::size_t i = 0; i < a.arguments_after.size(); ++i)
        if (written(a.arguments_after[i]) != written(b.arguments_after[i])) return false;
    return written(a.calls) == written(b.calls);
}

// The values a call's result holds (what a collection must keep).
void add_roots(const CallResult& result, std::vector<Value>& roots) {
    if (result.returned) roots.push_back(*result.returned);
    roots.insert(roots.end(), result.arguments_after.begin(), result.arguments_after.end());
    if (result.calls) roots.push_back(*result.calls);
}

// A path that could be a test: what it covers (lines, arcs, how it ends).
struct Candidate {
    ExploredTest test;
    std::set<std::string> covers;
    int priority = 0;  // -1 differs from the reference, 0 returned, 1 raised by the program, 2 raised by an operation
};
constexpr std::size_t kMaxCandidates = 400;

void select_tests(std::vector<Candidate>& candidates, std::size_t max_tests, std::size_t extra_tests,
                  Exploration& exploration) {
    std::set<std::string> covered;
    std::vector<bool> chosen(candidates.size(), false);
    for (std::size_t i = 0; i < candidates.size(); ++i)
        if (candidates[i].priority < 0 && exploration.tests.size() < max_tests) {
            // Each input on which the reference parts from the code shows the bug.
            covered.insert(candidates[i].covers.begin(), candidates[i].covers.end());
            chosen[i] = true;
            exploration.tests.push_back(candidates[i].test);
        }
    for (int priority = 0; priority <= 2; ++priority)
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            if (candidates[i].priority != priority || exploration.tests.size() >= max_tests) continue;
            bool adds = false;
            for (const std::string& element : candidates[i].covers) adds = adds || !covered.count(element);
            if (!adds) continue;
            covered.insert(candidates[i].covers.begin(), candidates[i].covers.end());
            chosen[i] = true;
            exploration.tests.push_back(candidates[i].test);
        }
    const std::size_t target = std::min(max_tests, exploration.tests.size() + extra_tests);
    for (int priority = 0; priority <= 1; ++priority)
        for (std::size_t i = 0; i < candidates.size() && exploration.tests.size() < target; ++i)
            if (!chosen[i] && candidates[i].priority == priority) {
                chosen[i] = true;
                exploration.tests.push_back(candidates[i].test);
            }
    std::sort(exploration.tests.begin(), exploration.tests.end(),
              [](const ExploredTest& a, const ExploredTest& b) { return a.run < b.run; });
    for (const ExploredTest& test : exploration.tests)
        for (const int line : test.lines)
            if (exploration.function_lines.count(line)) exploration.covered_lines.insert(line);
}

// Strings a text parameter's first runs take: the module's string literals
// (what the code compares with, splits on, strips) joined into a phrase, and
// a few common ones.
std::vector<std::u32string> text_seeds(const Module& module) {
    std::set<std::u32string> literals;
    std::function<void(const Expr&)> expr = [&](const Expr& e) {
        if (e.kind == Expr::Kind::Constant && e.literal.kind == Literal::Kind::Str && !e.literal.text.empty() &&
            e.literal.text.size() <= 12)
            literals.insert(e.literal.text);
        for (const Expr& child : e.children) expr(child);
    };
    std::function<void(const std::vector<Stmt>&)> block = [&](const std::vector<Stmt>& statements) {
        for (const Stmt& s : statements) {
            if (s.value) expr(*s.value);
            for (const Expr& t : s.targets) expr(t);
            block(s.body);
            block(s.orelse);
            block(s.finalbody);
            for (const Handler& h : s.handlers) block(h.body);
            if (s.function) block(s.function->body);
            if (s.class_code) block(s.class_code->body);
        }
    };
    block(module.body);
    std::u32string phrase = U"Hello";
    std::size_t used = 0;
    for (const std::u32string& literal : literals) {
        if (used++ == 6) break;
        phrase += U" " + literal + U" word";
    }
    return {phrase, U"the cat and the hat.", U"Abc, abc! 12 ?"};
}

// For a method (Class.method), the class its self is; -1 for a function.
int self_class(const std::vector<InputClass>& classes, const std::string& function) {
    const std::size_t dot = function.find('.');
    if (dot == std::string::npos) return -1;
    for (std::size_t c = 0; c < classes.size(); ++c)
        if (classes[c].expression == function.substr(0, dot)) return static_cast<int>(c);
    return -1;
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

const FunctionCode* find_function(const Module& module, const std::string& name) {
    const std::size_t dot = name.find('.');
    for (const Stmt& s : module.body) {
        if (dot == std::string::npos && s.kind == Stmt::Kind::FunctionDef && s.function->name == name) return s.function.get();
        if (dot != std::string::npos && s.kind == Stmt::Kind::ClassDef && s.class_code->name == name.substr(0, dot))
            for (const Stmt& member : s.class_code->body)
                if (member.kind == Stmt::Kind::FunctionDef && member.function->name == name.substr(dot + 1))
                    return member.function.get();
    }
    return nullptr;
}

std::vector<std::string> testable_functions(const Module& module) {
    std::vector<std::string> names;
    auto wanted = [](const std::string& name) { return name.rfind("test", 0) != 0 && name.rfind('_', 0) != 0; };
    for (const Stmt& s : module.body)
        if (s.kind == Stmt::Kind::FunctionDef && wanted(s.function->name)) names.push_back(s.function->name);
    for (const Stmt& s : module.body) {
        if (s.kind != Stmt::Kind::ClassDef || !wanted(s.class_code->name)) continue;
        for (const Stmt& member : s.class_code->body)
            if (member.kind == Stmt::Kind::FunctionDef && wanted(member.function->name) &&
                !member.function->parameters.empty())
                names.push_back(s.class_code->name + "." + member.function->name);
    }
    return names;
}

namespace {
void explore_once(const Module& module, const ExploreOptions& options, Result<Exploration>& outcome);
}  // namespace

Result<Exploration> explore_function(const Module& module, const ExploreOptions& options) {
    Result<Exploration> outcome = Error{"not run", ErrorKind::Internal};
    run_on_large_stack([&] {
        const std::shared_ptr<const HeapRelease> release = thread_release();
        explore_once(module, options, outcome);
        // The runs' modules leave cycles; only the tests' values are kept.
        std::vector<Value> roots;
        if (outcome)
            for (const ExploredTest& test : outcome->tests) add_roots(test.result, roots);
        collect_cycles(roots);
    });
    return outcome;
}

namespace {

void explore_once(const Module& module, const ExploreOptions& options, Result<Exploration>& outcome) {
    {
        const FunctionCode* code = find_function(module, options.function);
        if (!code) {
            outcome = Error{fmt::format("{}: no top-level function '{}'", module.file, options.function)};
            return;
        }
        Exploration exploration;
        statement_lines(code->body, exploration.function_lines);
        std::vector<InputClass> classes;
        {
            Imported check(module, options.module_name, options.max_steps_per_run);
            if (Result<Value> f = import_function(check, module.file, options.function); !f) {
                outcome = f.error();
                return;
            }
            classes = input_classes(check.runtime);
        }
        for (const InputClass& c : classes) exploration.classes.emplace_back(c.cls->name, c.expression);
        InputLimits input_limits;
        input_limits.max_list = options.max_list_length;
        const InputSpace space(*code, classes, input_limits, self_class(classes, options.function), options.object_name);
        exploration.unbounded_inputs = space.exact_types();
        std::optional<InputSpace> reference_space;
        if (options.reference) {
            const FunctionCode* their_code = find_function(*options.reference, options.function);
            Imported theirs(*options.reference, options.reference_module_name, options.max_steps_per_run);
            if (their_code && import_function(theirs, options.reference->file, options.function))
            {
                const std::vector<InputClass> their_classes = input_classes(theirs.runtime);
                reference_space.emplace(*their_code, their_classes, input_limits, self_class(their_classes, options.function),
                                        options.object_name);
            }
        }
        solver::SmtTextSolver solver;
        const solver::QueryLimits limits{std::chrono::milliseconds(2000), 0};
        std::deque<Model> pending{Model{}};
        // Text the solver cannot steer (split, lower, strip are followed
        // concretely) still needs words to work on: a few runs start from
        // the module's own string literals and common phrases.
        for (std::size_t p = 0; p < code->parameters.size(); ++p)
            if (space.may_be_text(p))
                for (const std::u32string& seed : text_seeds(module)) {
                    Model seeded;
                    seeded[fmt::format("p{}_t", p)] = solver::SmtValue{solver::SmtValue::Kind::Int, std::to_string(static_cast<int>(InputKind::Str)), false, {}};
                    seeded[fmt::format("p{}_s", p)] = solver::SmtValue{solver::SmtValue::Kind::String, "", false, seed};
                    pending.push_back(std::move(seeded));
                }
        std::set<std::string> signatures;
        std::vector<Candidate> candidates;
        std::map<std::uint64_t, std::set<std::string>> seen_at_prefix;
        std::set<std::string> queried;
        bool out_of_budget = false;
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
            // Text is the solver's slow theory (a query over a str input can
            // take a second of Z3's string solver): of the waiting inputs, those
            // with fewer text nodes run first, in the order they came otherwise.
            auto text_nodes = [](const Model& m) {
                int count = 0;
                for (const auto& [name, value] : m)
                    if (name.size() > 2 && name.compare(name.size() - 2, 2, "_t") == 0 &&
                        value.kind == solver::SmtValue::Kind::Int && value.integer == std::to_string(static_cast<int>(InputKind::Str)))
                        ++count;
                return count;
            };
            auto next_model = pending.begin();
            int fewest = text_nodes(*next_model);
            for (auto it = pending.begin(); it != pending.end() && fewest > 0; ++it)
                if (const int count = text_nodes(*it); count < fewest) {
                    fewest = count;
                    next_model = it;
                }
            const Model model = std::move(*next_model);
            pending.erase(next_model);
            if (exploration.runs % 32 == 31) {
                // Each run's module leaves cycles (its functions close over its globals).
                std::vector<Value> roots;
                for (const Candidate& c : candidates) add_roots(c.test.result, roots);
                for (const InputClass& c : classes) roots.push_back(Value(ObjectRef(c.cls)));
                collect_cycles(roots);
            }
            ++exploration.runs;
            Imported imported(module, options.module_name, options.max_steps_per_run);
            Result<Value> function = import_function(imported, module.file, options.function);
            if (!function) {
                outcome = function.error();
                return;
            }
            PathTracer tracer;
            imported.runtime.tracer = &tracer;
            std::optional<BuiltInputs> inputs;
            CallResult result;
            try {
                inputs = space.build(imported.runtime, model, true);
                result = call_traced(imported, *function, inputs->arguments, inputs->calls);
            } catch (PythonException& e) {
                // A constructor refused the arguments: no test, but its decisions lead elsewhere.
                result.unsupported = fmt::format("a constructor raised {}", class_of(e.exception)->name);
            } catch (StopRun& stop) {
                result.unsupported = stop.reason;
            }
            imported.runtime.tracer = nullptr;
            bool differs = false;
            if (options.reference && inputs) {
                // The reference on the same model, its decisions on the same path (its lines are not ours).
                const auto lines = tracer.lines;
                const auto arcs = tracer.arcs;
                Imported theirs(*options.reference, options.reference_module_name, options.max_steps_per_run);
                if (Result<Value> f = import_function(theirs, options.reference->file, options.function);
                    f && reference_space) {
                    theirs.runtime.tracer = &tracer;
                    try {
                        const BuiltInputs their_inputs = reference_space->build(theirs.runtime, model, true);
                        const CallResult expected = call_traced(theirs, *f, their_inputs.arguments, their_inputs.calls);
                        differs = !expected.unsupported && !result.unsupported && !same_outcome(result, expected);
                    } catch (PythonException&) {
                    } catch (StopRun&) {
                    }
                    theirs.runtime.tracer = nullptr;
                }
                tracer.lines = lines;
                tracer.arcs = arcs;
            }
            if (!inputs) {
                // The inputs' declarations are needed to ask for others: make them again untraced.
                Imported again(module, options.module_name, options.max_steps_per_run);
                if (Result<Value> f = import_function(again, module.file, options.function); f) {
                    try {
                        inputs = space.build(again.runtime, model, false);
                    } catch (PythonException&) {
                    } catch (StopRun&) {
                    }
                }
                if (!inputs) continue;
            }
            exploration.concrete.insert(tracer.concrete().begin(), tracer.concrete().end());
            for (const int line : tracer.lines)
                if (exploration.function_lines.count(line)) exploration.reached_lines.insert(line);
            const std::vector<Decision>& decisions = tracer.decisions();
            std::string signature;
            for (const Decision& d : decisions) signature += d.literal + ";";
            const std::string outcome_kind = result.unsupported ? "unsupported" : (result.raised.empty() ? "returned" : result.raised);
            signature += outcome_kind;
            // Operations followed concretely decide without decisions: what
            // the run covered tells such paths apart.
            for (const auto& [from, to] : tracer.arcs) signature += fmt::format(";{}>{}", from, to);
            if (!signatures.insert(signature).second) continue;
            ++exploration.paths;
            if (result.unsupported) exploration.concrete.insert(*result.unsupported);
            if (!result.unsupported && candidates.size() < kMaxCandidates) {
                Candidate candidate;
                candidate.priority = differs ? -1 : (result.raised.empty() ? 0 : (result.raised_by_program ? 1 : 2));
                candidate.test.differs = differs;
                if (differs) ++exploration.differences;
                for (const int line : tracer.lines)
                    if (exploration.function_lines.count(line)) candidate.covers.insert(fmt::format("line {}", line));
                for (const auto& [from, to] : tracer.arcs) candidate.covers.insert(fmt::format("arc {} {}", from, to));
                candidate.covers.insert("ends " + outcome_kind);
                candidate.test.parameter_names = space.parameter_names();
                candidate.test.argument_sources = inputs->sources;
                candidate.test.setup = inputs->setup;
                candidate.test.prepare = inputs->prepare;
                candidate.test.inputs = std::make_shared<const Model>(model);
                candidate.test.result = std::move(result);
                candidate.test.lines = tracer.lines;
                candidate.test.run = exploration.runs;
                candidates.push_back(std::move(candidate));
            }
            // Each decision, with the ones before it, asks for another side.
            std::uint64_t prefix = 1469598103934665603ULL;
            std::vector<std::string> assertions = inputs->domain;
            for (const Decision& d : decisions) {
                std::set<std::string>& alternatives = seen_at_prefix[prefix];
                alternatives.insert(d.literal);
                std::string key = std::to_string(prefix);
                for (const std::string& a : alternatives) key += "|" + a;
                // The budget holds inside a run's queries too (a run over text
                // asks dozens, each up to a second of Z3's string solver).
                const auto spent = ProcessCpuClock::now() - start;
                if (spent >= options.budget) {
                    out_of_budget = true;
                    break;
                }
                if (queried.insert(key).second) {
                    std::vector<std::string> query = assertions;
                    for (const std::string& a : alternatives) query.push_back("(not " + a + ")");
                    solver::QueryLimits limited = limits;
                    limited.timeout = std::min(limits.timeout, std::chrono::duration_cast<std::chrono::milliseconds>(
                                                                   options.budget - spent) + std::chrono::milliseconds(1));
                    const auto asked = ProcessCpuClock::now();
                    const solver::SmtTextAnswer answer =
                        solver.check(inputs->declarations + tracer.definitions(), query, limited);
                    if (const char* dump = std::getenv("SYMCRETE_DUMP_SMT")) {
                        // For profiling the solver: each query as an SMT-LIB file with its time.
                        std::ofstream out(fmt::format("{}/q{:05}.smt2", dump, exploration.queries));
                        out << "; " << std::chrono::duration<double>(ProcessCpuClock::now() - asked).count() << " s\n"
                            << inputs->declarations << tracer.definitions();
                        for (const std::string& a : query) out << "(assert " << a << ")\n";
                    }
                    exploration.solver_time += ProcessCpuClock::now() - asked;
                    ++exploration.queries;
                    if (answer.result == solver::SatResult::Sat) pending.push_back(answer.model);
                    if (answer.result == solver::SatResult::Unknown) exploration.complete = false;
                }
                assertions.push_back(d.literal);
                prefix = extend_hash(prefix, d.literal);
            }
            if (out_of_budget) {
                exploration.stop_reason = fmt::format("the budget ({} s of CPU time)", options.budget.count() / 1000.0);
                exploration.complete = false;
                break;
            }
        }
        select_tests(candidates, options.max_tests, options.extra_tests, exploration);
        outcome = std::move(exploration);
    }
}

}  // namespace

namespace {
void call_once(const Module& module, const std::string& module_name, const std::string& function,
               const ExploredTest& test, std::uint64_t max_steps, Result<CallResult>& outcome);
}  // namespace

Result<CallResult> call_function(const Module& module, const std::string& module_name, const std::string& function,
                                 const ExploredTest& test, std::uint64_t max_steps) {
    Result<CallResult> outcome = Error{"not run", ErrorKind::Internal};
    run_on_large_stack([&] {
        const std::shared_ptr<const HeapRelease> release = thread_release();
        call_once(module, module_name, function, test, max_steps, outcome);
        std::vector<Value> roots;
        if (outcome) add_roots(*outcome, roots);
        collect_cycles(roots);
    });
    return outcome;
}

namespace {

void call_once(const Module& module, const std::string& module_name, const std::string& function,
               const ExploredTest& test, std::uint64_t max_steps, Result<CallResult>& outcome) {
    {
        const FunctionCode* code = find_function(module, function);
        Imported imported(module, module_name, max_steps);
        Result<Value> callee = import_function(imported, module.file, function);
        if (!callee || !code) {
            outcome = callee ? Error{fmt::format("{}: no top-level function '{}'", module.file, function)} : callee.error();
            return;
        }
        const std::vector<InputClass> classes = input_classes(imported.runtime);
        const InputSpace space(*code, classes, InputLimits{}, self_class(classes, function));
        const Model* model = static_cast<const Model*>(test.inputs.get());
        try {
            const BuiltInputs inputs = space.build(imported.runtime, model ? *model : Model{}, false);
            outcome = call_traced(imported, *callee, inputs.arguments, inputs.calls);
        } catch (PythonException& e) {
            outcome = Error{fmt::format("{}: making the inputs raised {}", module.file, class_of(e.exception)->name)};
        } catch (StopRun& stop) {
            outcome = Error{fmt::format("{}: {}", module.file, stop.reason), ErrorKind::Unsupported};
        }
    }
}

}  // namespace

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

namespace {

// An object's class compares by value and its constructor's parameters are
// its attributes, in order: Cls(attr1, attr2) writes it.
std::optional<std::vector<const Value*>> constructor_arguments(const InstanceObject& instance) {
    const ClassObject& cls = *instance.cls;
    if (!cls.is_user || cls.is_exception() || !cls.lookup("__eq__")) return std::nullopt;
    const Value* init = cls.lookup("__init__");
    const auto* function = init ? init->object_as<FunctionObject>() : nullptr;
    if (!function || function->code->parameters.size() != instance.attributes.size() + 1) return std::nullopt;
    std::vector<const Value*> arguments;
    for (std::size_t i = 1; i < function->code->parameters.size(); ++i) {
        const Value* attribute = nullptr;
        for (const auto& [name, value] : instance.attributes)
            if (name == function->code->parameters[i].name) attribute = &value;
        if (!attribute) return std::nullopt;
        arguments.push_back(attribute);
    }
    return arguments;
}

std::string repr_of(const Value& value) {
    static const Module empty;
    std::ostringstream sink;
    Runtime runtime(empty, sink, RunLimits{});
    return encode_utf8(runtime.repr(value));
}

std::optional<std::string> literal(const Value& value, int depth) {
    if (depth > 50) return std::nullopt;
    if (value.is_none()) return "None";
    if (value.is_bool()) return value.as_bool() ? "True" : "False";
    if (value.is_int()) return value.as_int().get_str();
    if (value.is_float()) {
        const double f = value.as_float();
        if (std::isnan(f)) return "float('nan')";
        if (std::isinf(f)) return f > 0 ? "float('inf')" : "float('-inf')";
        return repr_of(value);
    }
    if (value.is_str()) return repr_of(value);
    auto items = [depth](const std::vector<Value>& values) -> std::optional<std::string> {
        std::string out;
        for (std::size_t i = 0; i < values.size(); ++i) {
            const auto item = literal(values[i], depth + 1);
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
            const auto key = literal(entry.key, depth + 1);
            const auto item = literal(entry.value, depth + 1);
            if (!key || !item) return std::nullopt;
            out += (first ? "" : ", ") + *key + ": " + *item;
            first = false;
        }
        return out + "}";
    }
    if (const auto* instance = value.object_as<InstanceObject>()) {
        const auto arguments = constructor_arguments(*instance);
        if (!arguments) return std::nullopt;
        std::string out = instance->cls->name + "(";
        for (std::size_t i = 0; i < arguments->size(); ++i) {
            const auto item = literal(*(*arguments)[i], depth + 1);
            if (!item) return std::nullopt;
            out += (i ? ", " : "") + *item;
        }
        return out + ")";
    }
    return std::nullopt;
}

void assertions_of(const std::string& expression, const Value& value, int depth, std::vector<std::string>& out) {
    if (const auto written = literal(value, 0)) {
        if (written == "float('nan')") {
            out.push_back(expression + " != " + expression + "  # NaN");
        } else if (value.is_none() || value.is_bool()) {
            out.push_back(expression + " is " + *written);
        } else {
            out.push_back(expression + " == " + *written);
        }
        return;
    }
    if (depth > 3) return;
    const ClassRef cls = class_of(value);
    out.push_back(fmt::format("type({}).__name__ == {}", expression, repr_of(Value(std::u32string(cls->name.begin(), cls->name.end())))));
    if (const auto* instance = value.object_as<InstanceObject>(); instance && !cls->is_exception())
        for (const auto& [name, attribute] : instance->attributes) assertions_of(expression + "." + name, attribute, depth + 1, out);
}

}  // namespace

std::optional<std::string> python_literal(const Value& value) { return literal(value, 0); }

std::vector<std::string> value_assertions(const std::string& expression, const Value& value) {
    std::vector<std::string> out;
    assertions_of(expression, value, 0, out);
    return out;
}

}  // namespace symcrete::python
