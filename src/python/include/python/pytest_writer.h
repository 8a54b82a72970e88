// A pytest file of tests for one Python function, in the layout of seed
// 001's TestBuilder: the module imported with importlib.import_module (so a
// file whose name is not an identifier works), one test per explored path,
// the arguments bound to the parameters' names, the expected result either
// a value (`assert actual == expected`) or an exception (pytest.raises),
// what the call printed (pytest's capsys) and what it left in a mutable
// argument.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace symcrete::python {

struct PytestCase {
    std::string name;  // test_<function>_<n>
    std::vector<std::string> setup;  // statements first ("calls = []")
    std::vector<std::pair<std::string, std::string>> arguments;  // parameter, Python expression
    std::vector<std::string> prepare;  // statements after the arguments are bound
    // The call's expected outcome: an exception's class (pytest.raises), or
    // what holds of its result, `actual` ("actual == 3", "actual.first == 1"),
    // or an expected expression (the person's answer: actual == expected).
    std::optional<std::string> raises;
    std::vector<std::string> assertions;
    std::optional<std::string> expected;
    std::optional<std::string> printed;  // the expected stdout, when the call prints
    std::vector<std::string> after;      // what holds after the call ("lst == [1, 2]", "calls == [3]")
    std::string comment;  // why the test is there ("reaches lines 3, 4")
};

struct PytestFile {
    std::string module;       // the module's name (its file name without .py)
    std::string module_dir;   // the module's folder, relative to the test file's
    std::string function;
    // Classes the tests name: (name, expression in the module): Pair, helper.Pair.
    std::vector<std::pair<std::string, std::string>> classes;
    std::string header;       // comment lines at the top (without '#')
    std::vector<PytestCase> cases;
};

std::string write_pytest_file(const PytestFile& file);
// The function's import, its classes' and its tests, without the file's
// header (for a second function's tests in the same file).
std::string write_pytest_tests(const PytestFile& file);

// `text` as a Python string literal (for printed output), as repr writes it.
std::string python_string_literal(const std::string& utf8);

}  // namespace symcrete::python
