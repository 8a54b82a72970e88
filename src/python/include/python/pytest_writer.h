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
    std::vector<std::pair<std::string, std::string>> arguments;  // parameter, Python expression
    // The expected outcome: a value's Python expression, or an exception's
    // class; with neither, the test checks only that the call returns.
    std::optional<std::string> expected;
    std::string expected_type;  // when the value has no literal: its class name
    std::optional<std::string> raises;
    std::optional<std::string> printed;  // the expected stdout, when the call prints
    std::vector<std::pair<std::string, std::string>> arguments_after;  // a mutated argument's expected value
    std::string comment;  // why the test is there ("reaches lines 3, 4")
};

struct PytestFile {
    std::string module;       // the module's name (its file name without .py)
    std::string module_dir;   // the module's folder, relative to the test file's
    std::string function;
    std::string header;       // comment lines at the top (without '#')
    std::vector<PytestCase> cases;
};

std::string write_pytest_file(const PytestFile& file);

// `text` as a Python string literal (for printed output), as repr writes it.
std::string python_string_literal(const std::string& utf8);

}  // namespace symcrete::python
