// The answers a person gave (`gen --ask --answers <file>`), kept in a JSON
// file so a later run asks only what it has no answer for: each answer with
// the method, the inputs as the test writes them, and the version of the
// method's code it was given for. A method whose code changed is asked
// again; an answer kept for unchanged code that the code no longer agrees
// with (a method it calls changed) is said at once.
//
//   {"format": "symcrete-answers", "version": 1, "answers": [
//     {"class": "com.acme.Calc", "method": "divide", "descriptor": "(II)I",
//      "inputs": "Calc.divide(7, 2)", "code_version": "9f2c...",
//      "answer": "3", "code_result": "returns 3"}]}
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "support/result.h"

namespace symcrete::testgen {

struct RecordedAnswer {
    std::string class_name;  // binary name, com.acme.Calc
    std::string method;
    std::string descriptor;
    std::string inputs;        // the statements and the call, as the test writes them
    std::string code_version;  // of the method's code when answered (empty: unknown)
    std::string answer;        // as typed: "3", "throws IllegalArgumentException", "same"
    std::string code_result;   // what the code did then (outcome_text)
};

class AnswerBook {
public:
    // The answers in `file`; none when it does not exist yet. The error
    // names the file and what is wrong with it.
    static Result<AnswerBook> load(const std::filesystem::path& file);

    // The answer for these inputs of the method, if one was given.
    const RecordedAnswer* find(const std::string& class_name, const std::string& method, const std::string& descriptor,
                               const std::string& inputs) const;
    // Keeps `answer`, replacing one for the same method and inputs.
    void record(RecordedAnswer answer);
    // Writes the book to `file` (beside it, then renamed).
    Status save(const std::filesystem::path& file) const;

    const std::vector<RecordedAnswer>& answers() const { return answers_; }

private:
    std::vector<RecordedAnswer> answers_;
};

}  // namespace symcrete::testgen
