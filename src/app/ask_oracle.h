// `gen --ask` (seed 001's oracle, issue 31): for each test whose call
// returns a value, show the person the method and the call as the test
// makes it, ask what it should return, and make the answer the test's
// expectation. An answer the code disagrees with is said at once ("you
// expect 3; the code returns 2 for these arguments: this test will fail")
// and kept: that test fails, showing a bug the person meant to catch. An
// exception the code throws becomes an expected-exception test without a
// question. Answers come line by line from a terminal or a pipe; with
// --answers they are kept in a file (testgen/answer_book.h), and a later run
// asks only about what it has no answer for, or whose method changed.
#pragma once

#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "support/result.h"
#include "testgen/test_case.h"

namespace symcrete::app {

struct AskOptions {
    std::FILE* in = stdin;
    std::FILE* out = stdout;
    std::filesystem::path answers_file;  // --answers; empty: answers are not kept
    std::vector<std::string> class_path;  // the classes' (--cp), for the methods' code
    std::vector<std::string> source_dirs; // --sources: the methods' source is shown
};

struct AskSummary {
    std::size_t asked = 0;      // questions answered now
    std::size_t reused = 0;     // answers kept from the file for unchanged code
    std::size_t differ = 0;     // answers the code disagrees with: tests that fail
    std::size_t unchecked = 0;  // expressions, checked when the suite runs
    std::size_t skipped = 0;    // tests dropped by `skip`
    std::size_t unanswered = 0; // questions left when the input ended: the code's result kept
};

class Asker {
public:
    // Loads the answers file if there is one; the error names it.
    static Result<std::unique_ptr<Asker>> open(AskOptions options);
    ~Asker();
    Asker(const Asker&) = delete;
    Asker& operator=(const Asker&) = delete;

    // Asks about the suite's tests and makes the answers their
    // expectations; tests answered `skip` are taken out.
    AskSummary ask(testgen::TestSuite& suite);
    // The source lines of the named methods (name + descriptor) of class
    // `internal_name` that none of the lines in `covered` (ascending, as
    // JaCoCo counts them) is: lines no test reaches, each once, ascending.
    std::vector<int> unreached_lines(const std::string& internal_name, const std::vector<std::string>& methods,
                                     const std::vector<int>& covered);
    // Writes the answers file (when there is one).
    Status save() const;

private:
    struct Impl;
    explicit Asker(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

}  // namespace symcrete::app
