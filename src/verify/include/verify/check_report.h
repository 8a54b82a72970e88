// The reports of `symcrete check`: text for people, JSON for tools, and
// SARIF 2.1.0 for code scanning (GitHub's among them): a rule per exception
// kind, a result per finding at the place it arises, and a code flow down
// its call chain.
#pragma once

#include <string>
#include <vector>

#include "verify/bug_finder.h"

namespace symcrete::verify {

struct ReportOptions {
    bool contracts = false;  // list contract exceptions too (text); JSON always has them, SARIF as notes
    std::string tool_version = "0.1.0";
};

std::string format_text(const std::vector<ClassCheck>& checks, const ReportOptions& options);
std::string format_json(const std::vector<ClassCheck>& checks, const ReportOptions& options);
std::string format_sarif(const std::vector<ClassCheck>& checks, const ReportOptions& options);

// A finding's inputs in Java syntax: "divide(7, 0)", "new Account(5L).withdraw(-1L)".
std::string describe_call(const Finding& finding);
// A test's call in Java syntax, its method being of `class_name` (internal
// name): "Interp.interpEntry(new AddC(new NumC(1), new NumC(-2)))".
std::string describe_call(const std::string& class_name, const testgen::TestCase& test);

}  // namespace symcrete::verify
