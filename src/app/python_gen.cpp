// `symcrete gen --python`: explore each function of a Python file
// (python/explore.h), take each kept path's expected result from the
// oracle (the code's own, a reference file's, or the person's), write a
// pytest file (python/pytest_writer.h), and run it with pytest in the
// sandbox: with the code's own results a failing test means our interpreter
// and CPython disagree, so it is removed and named; with a reference or
// answers it is kept, as the bug it shows. Branch coverage comes from
// coverage.py, run the same way.
#include "python_gen.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "exit_codes.h"
#include "gen_command.h"
#include "jvm/sandbox.h"
#include "jvm/subprocess.h"
#include "python/explore.h"
#include "python/lower.h"
#include "python/pytest_writer.h"

namespace symcrete::app {

namespace fs = std::filesystem;

namespace {

constexpr std::chrono::minutes kPytestTimeLimit{5};

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A readable name for a method's object in a test: the class's name in
// snake case (BankAccount: bank_account).
std::string object_name(const std::string& cls, const std::vector<std::string>& taken) {
    std::string name;
    for (std::size_t i = 0; i < cls.size(); ++i) {
        const char c = cls[i];
        if (std::isupper(static_cast<unsigned char>(c))) {
            if (i > 0 && !name.empty() && name.back() != '_') name += '_';
            name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else {
            name += c;
        }
    }
    while (std::find(taken.begin(), taken.end(), name) != taken.end()) name += "_obj";
    return name;
}

std::string line_list(const std::set<int>& lines) {
    std::string out;
    for (const int line : lines) out += (out.empty() ? "" : ", ") + std::to_string(line);
    return out;
}

// What one call did, as a test expects it.
void expect(python::PytestCase& c, const python::CallResult& result, const python::ExploredTest& test) {
    if (!result.raised.empty()) {
        c.raises = result.raised;
    } else if (result.returned) {
        c.assertions = python::value_assertions("actual", *result.returned);
    }
    if (!result.printed.empty()) c.printed = result.printed;
    // An argument the call changed is part of what it did.
    for (std::size_t i = 0; i < test.argument_sources.size() && i < result.arguments_after.size(); ++i) {
        // A mutable argument's state after the call is asserted even when
        // unchanged: code that changes what it should only read fails then.
        const python::Value& value = result.arguments_after[i];
        const bool mutable_value = value.object_as<python::ListObject>() || value.object_as<python::DictObject>() ||
                                   value.object_as<python::InstanceObject>();
        const std::string& name = c.arguments[i].first;
        const auto after = python::python_literal(value);
        if (after && (*after != test.argument_sources[i] || mutable_value)) {
            c.after.push_back(name + " == " + *after);
        } else if (!after && value.object_as<python::InstanceObject>()) {
            // An object without a literal: what its attributes hold.
            for (const std::string& a : python::value_assertions(name, value))
                if (a.rfind("type(", 0) != 0) c.after.push_back(a);
        }
    }
    if (result.calls)
        if (const auto calls = python::python_literal(*result.calls)) c.after.push_back("calls == " + *calls);
}

// The person's expected result (Fig 1.2 of seed 001): the function's
// source and the arguments are shown; the answer is a Python expression,
// `same` (the code is right) or `skip`. nullopt: skip the test.
std::optional<std::string> ask_expected(const std::string& source, const std::string& function,
                                        const python::PytestCase& c, bool& asking) {
    if (!asking) return std::nullopt;
    std::string arguments = "{";
    for (std::size_t i = 0; i < c.arguments.size(); ++i)
        arguments += fmt::format("{}'{}': {}", i ? ", " : "", c.arguments[i].first, c.arguments[i].second);
    arguments += "}";
    fmt::print(stderr, "=====\n{}\nSuppose we pass the following arguments:\n{}\n\n", source, arguments);
    fmt::print(stderr, "What is the expected output of {} from these arguments? (a Python value, same, or skip)\n> ",
               function);
    std::string answer;
    if (!std::getline(std::cin, answer)) {
        asking = false;
        fmt::print(stderr, "\n(no more answers: the remaining tests are left out)\n");
        return std::nullopt;
    }
    while (!answer.empty() && std::isspace(static_cast<unsigned char>(answer.back()))) answer.pop_back();
    while (!answer.empty() && std::isspace(static_cast<unsigned char>(answer.front()))) answer.erase(answer.begin());
    if (answer == "skip" || answer.empty()) return std::nullopt;
    if (answer == "same") return std::string("same");
    return answer;
}

// The source lines of a function (its def to its last statement).
std::string function_source(const std::string& file_text, const python::FunctionCode& code) {
    int last = code.line;
    std::function<void(const std::vector<python::Stmt>&)> walk = [&](const std::vector<python::Stmt>& block) {
        for (const python::Stmt& s : block) {
            last = std::max(last, s.line);
            walk(s.body);
            walk(s.orelse);
            walk(s.finalbody);
            for (const python::Handler& h : s.handlers) walk(h.body);
        }
    };
    walk(code.body);
    std::istringstream in(file_text);
    std::string out;
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (number >= code.line && number <= last) out += line + "\n";
    }
    return out;
}

struct PytestRun {
    std::set<std::string> failed;  // test names
    std::string output;
    bool ran = false;
};

// Runs pytest (under coverage when `coverage_json` is given) on the test file.
PytestRun run_pytest(const jvm::Sandbox& sandbox, const fs::path& test_file, const fs::path& module_file,
                     const fs::path& work, const fs::path* coverage_json) {
    PytestRun run;
    const fs::path out_dir = test_file.parent_path();
    std::vector<std::string> environment = {"PYTHONDONTWRITEBYTECODE=1", "COVERAGE_FILE=" + (work / ".coverage").string()};
    std::vector<std::string> argv = {"/usr/bin/python3"};
    if (coverage_json) {
        argv.insert(argv.end(), {"-m", "coverage", "run", "--branch", "--include=" + module_file.string(), "-m", "pytest"});
    } else {
        argv.insert(argv.end(), {"-m", "pytest"});
    }
    argv.insert(argv.end(), {"-q", "-rfE", "-p", "no:cacheprovider", "--no-header", test_file.string()});
    const auto result = sandbox.run(argv, out_dir, {out_dir, work}, {module_file.parent_path()}, kPytestTimeLimit, environment);
    if (!result) {
        run.output = result.error().message;
        return run;
    }
    run.output = result->output;
    run.ran = result->exit_code == 0 || result->exit_code == 1;
    std::istringstream lines(result->output);
    for (std::string line; std::getline(lines, line);) {
        for (const char* tag : {"FAILED ", "ERROR "}) {
            if (line.rfind(tag, 0) != 0) continue;
            const std::size_t colons = line.find("::");
            if (colons == std::string::npos) continue;
            std::size_t end = line.find_first_of(" [", colons + 2);
            run.failed.insert(line.substr(colons + 2, end == std::string::npos ? std::string::npos : end - colons - 2));
        }
    }
    if (coverage_json && run.ran) {
        std::vector<std::string> report = {"/usr/bin/python3", "-m", "coverage", "json", "-o", coverage_json->string()};
        const auto written = sandbox.run(report, work, {out_dir, work}, {module_file.parent_path()}, kPytestTimeLimit, environment);
        if (!written || written->exit_code != 0) run.output += "\n(coverage json failed)";
    }
    return run;
}

}  // namespace

int run_python_gen(const GenOptions& options) {
    const fs::path file = fs::absolute(options.python_file);
    Result<python::Module> module = python::load_module(file);
    if (!module) {
        fmt::print(stderr, "symcrete: {}\n", module.error().message);
        return module.error().kind == ErrorKind::Unsupported ? kExitUnsupported : kExitUsage;
    }
    std::optional<python::Module> reference;
    if (options.oracle == "reference") {
        if (options.reference_class_path.size() != 1) {
            fmt::print(stderr, "symcrete gen: --oracle reference with --python needs --reference <file.py>\n");
            return kExitUsage;
        }
        Result<python::Module> loaded = python::load_module(fs::absolute(options.reference_class_path.front()));
        if (!loaded) {
            fmt::print(stderr, "symcrete: {}\n", loaded.error().message);
            return kExitUsage;
        }
        reference = std::move(*loaded);
    }
    const Result<double> budget = parse_budget(options.budget);
    if (!budget) {
        fmt::print(stderr, "symcrete gen: {}\n", budget.error().message);
        return kExitUsage;
    }
    const std::vector<std::string> functions = options.python_function.empty()
                                                   ? python::testable_functions(*module)
                                                   : std::vector<std::string>{options.python_function};
    if (functions.empty()) {
        fmt::print(stderr, "symcrete gen: {} has no function {}\n", file.string(),
                   options.python_function.empty() ? "to test" : "'" + options.python_function + "'");
        return kExitUsage;
    }
    const std::string module_name = file.stem().string();
    const std::string file_text = read_text(file);
    const fs::path out_dir = fs::absolute(options.out_dir);
    std::error_code ec;
    fs::create_directories(out_dir, ec);
    const fs::path test_file = out_dir / ("test_" + module_name + ".py");

    python::PytestFile pytest;
    pytest.module = module_name;
    pytest.module_dir = fs::relative(file.parent_path(), out_dir, ec).string();
    bool asking = options.oracle == "ask";
    std::vector<python::PytestFile> per_function;
    std::size_t total_tests = 0;
    for (const std::string& function : functions) {
        python::ExploreOptions explore;
        explore.module_name = module_name;
        explore.function = function;
        if (reference) {
            explore.reference = &*reference;
            explore.reference_module_name = fs::path(options.reference_class_path.front()).stem().string();
        }
        explore.budget = std::chrono::milliseconds(static_cast<long>(*budget * 1000 / static_cast<double>(functions.size())));
        // A method's tests call its object by the class's name, in snake case.
        const std::size_t dot = function.find('.');
        if (dot != std::string::npos) {
            const python::FunctionCode* code = python::find_function(*module, function);
            std::vector<std::string> taken;
            if (code)
                for (const python::Parameter& p : code->parameters) taken.push_back(p.name);
            explore.object_name = object_name(function.substr(0, dot), taken);
        }
        const std::string test_stem = dot == std::string::npos
                                          ? function
                                          : object_name(function.substr(0, dot), {}) + "_" + function.substr(dot + 1);
        fmt::print(stderr, "exploring {}.{} ...\n", module_name, function);
        Result<python::Exploration> explored = python::explore_function(*module, explore);
        if (!explored) {
            fmt::print(stderr, "symcrete: {}\n", explored.error().message);
            return explored.error().kind == ErrorKind::Unsupported ? kExitUnsupported : kExitUsage;
        }
        std::set<int> missed;
        for (const int line : explored->function_lines)
            if (!explored->covered_lines.count(line)) missed.insert(line);
        if (reference)
            fmt::print(stderr, "  {} path{} on which the reference's result differs\n", explored->differences,
                       explored->differences == 1 ? "" : "s");
        fmt::print(stderr, "  {} run{}, {} path{}, {} quer{} ({:.1f} s), {} test{}; lines reached {}/{}{}; stopped: {}\n",
                   explored->runs, explored->runs == 1 ? "" : "s", explored->paths, explored->paths == 1 ? "" : "s",
                   explored->queries, explored->queries == 1 ? "y" : "ies",
                   std::chrono::duration<double>(explored->solver_time).count(),
                   explored->tests.size(), explored->tests.size() == 1 ? "" : "s", explored->covered_lines.size(),
                   explored->function_lines.size(), missed.empty() ? "" : " (not reached: " + line_list(missed) + ")",
                   explored->stop_reason);
        if (!explored->concrete.empty()) {
            std::string what;
            for (const std::string& c : explored->concrete) what += (what.empty() ? "" : "; ") + c;
            fmt::print(stderr, "  followed concretely only (inputs steering them may be missed): {}\n", what);
        }
        std::set<int> never;
        for (const int line : explored->function_lines)
            if (!explored->reached_lines.count(line)) never.insert(line);
        if (!never.empty() && explored->complete && explored->concrete.empty()) {
            // Said only as far as it was explored: a proof needs inputs the solver states exactly.
            if (explored->unbounded_inputs)
                fmt::print(stderr, "  unreachable: line{} {} (every path was explored)\n", never.size() == 1 ? "" : "s",
                           line_list(never));
            else
                fmt::print(stderr,
                           "  not reachable within the bounds: line{} {} (every path was explored for lists of at most\n"
                           "  4 items, objects 5 deep, floats k + 0.5 and the catalog's lambdas; annotate the parameters\n"
                           "  int, str or bool for a proof)\n",
                           never.size() == 1 ? "" : "s", line_list(never));
        }
        python::PytestFile part;
        part.function = function;
        const python::FunctionCode* code = python::find_function(*module, function);
        const std::string source = code ? function_source(file_text, *code) : "";
        std::size_t index = 0;
        part.classes = explored->classes;
        for (const python::ExploredTest& test : explored->tests) {
            python::PytestCase c;
            c.name = fmt::format("test_{}_{}", test_stem, ++index);
            c.setup = test.setup;
            c.prepare = test.prepare;
            std::vector<std::string> names = test.parameter_names;
            if (function.find('.') != std::string::npos && !names.empty()) names[0] = explore.object_name;  // self
            for (std::size_t i = 0; i < test.argument_sources.size(); ++i)
                c.arguments.emplace_back(names[i], test.argument_sources[i]);
            std::set<int> lines;
            for (const int line : test.lines)
                if (explored->function_lines.count(line)) lines.insert(line);
            c.comment = lines.empty() ? "a path of the reference"
                                      : "reaches line" + std::string(lines.size() == 1 ? " " : "s ") + line_list(lines);
            if (reference) {
                Result<python::CallResult> expected =
                    python::call_function(*reference, fs::path(options.reference_class_path.front()).stem().string(),
                                          function, test, 100'000);
                if (!expected || expected->unsupported) {
                    fmt::print(stderr, "  {}: the reference could not be run on it ({}); left out\n", c.name,
                               expected ? *expected->unsupported : expected.error().message);
                    continue;
                }
                expect(c, *expected, test);
                c.comment += "; expected: the reference's result";
            } else {
                expect(c, test.result, test);
                if (options.oracle == "ask" && !c.raises) {
                    const std::optional<std::string> answer = ask_expected(source, function, c, asking);
                    if (!answer) continue;
                    if (*answer != "same") {
                        const auto returned = test.result.returned ? python::python_literal(*test.result.returned) : std::nullopt;
                        if (!returned || *returned != *answer)
                            fmt::print(stderr, "  the code returns {} here, not {}: the test keeps your answer and fails\n",
                                       returned ? *returned : "something else", *answer);
                        c.expected = *answer;
                        c.assertions.clear();
                    }
                    c.comment += "; expected: your answer";
                }
            }
            part.cases.push_back(std::move(c));
        }
        total_tests += part.cases.size();
        per_function.push_back(std::move(part));
    }

    // One file, the functions' tests in turn (each function imported by name).
    auto write_all = [&](const std::set<std::string>& dropped) {
        std::string text;
        bool first = true;
        for (const python::PytestFile& part : per_function) {
            python::PytestFile one = part;
            one.module = pytest.module;
            one.module_dir = pytest.module_dir;
            one.cases.clear();
            for (const python::PytestCase& c : part.cases)
                if (!dropped.count(c.name)) one.cases.push_back(c);
            if (first) {
                one.header = fmt::format(
                    "Tests of {} written by Symcrete (symcrete gen --python).\n"
                    "Expected results: {}.",
                    file.filename().string(),
                    options.oracle == "reference" ? "what the reference " + options.reference_class_path.front() + " does"
                    : options.oracle == "ask"     ? "your answers"
                                                  : "what the code does today");
                text += python::write_pytest_file(one);
                first = false;
            } else {
                text += "\n\n" + python::write_pytest_tests(one);
            }
        }
        std::ofstream(test_file, std::ios::binary) << text;
    };
    write_all({});
    fmt::print(stderr, "wrote {} test{} to {}\n", total_tests, total_tests == 1 ? "" : "s", test_file.string());
    if (!options.validate) return kExitOk;

    Result<jvm::Sandbox> sandbox = options.unsafe_validate ? Result<jvm::Sandbox>(jvm::Sandbox::none())
                                                           : jvm::Sandbox::create(jvm::SandboxOptions{});
    if (!sandbox) {
        fmt::print(stderr, "symcrete: the tests were not run: {}\n", sandbox.error().message);
        return kExitValidationFailed;
    }
    const fs::path work = fs::temp_directory_path() / fmt::format("symcrete-pytest-{}", ::getpid());
    fs::create_directories(work, ec);
    PytestRun run = run_pytest(*sandbox, test_file, file, work, nullptr);
    if (!run.ran) {
        fmt::print(stderr, "symcrete: pytest could not run the tests (is python3-pytest installed?):\n{}\n", run.output);
        fs::remove_all(work, ec);
        return kExitValidationFailed;
    }
    if (!run.failed.empty()) {
        if (options.oracle == "current") {
            // The code's own results failed on CPython: our interpreter was wrong there.
            for (const std::string& name : run.failed)
                fmt::print(stderr, "removed {}: it failed on CPython (Symcrete's interpreter disagreed)\n", name);
            write_all(run.failed);
            total_tests -= run.failed.size();
        } else {
            for (const std::string& name : run.failed)
                fmt::print(stderr, "{} fails: the code disagrees with {}\n", name,
                           options.oracle == "reference" ? "the reference" : "your answer");
        }
    }
    const fs::path coverage_json = work / "coverage.json";
    PytestRun measured = run_pytest(*sandbox, test_file, file, work, &coverage_json);
    int status = kExitOk;
    try {
        const nlohmann::json report = nlohmann::json::parse(read_text(coverage_json));
        const auto& totals = report.at("totals");
        fmt::print(stderr, "{} test{}, coverage of {}: lines {}/{}, branches {}/{}\n", total_tests,
                   total_tests == 1 ? "" : "s", file.filename().string(), totals.value("covered_lines", 0),
                   totals.value("num_statements", 0), totals.value("covered_branches", 0),
                   totals.value("num_branches", 0));
    } catch (const std::exception&) {
        fmt::print(stderr, "{} tests; coverage could not be measured (is python3-coverage installed?)\n", total_tests);
    }
    if (options.oracle != "current" && !run.failed.empty()) status = kExitBugsFound;
    fs::remove_all(work, ec);
    return status;
}

}  // namespace symcrete::app
