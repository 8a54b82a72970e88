// The reports of `symcrete diff` (diff_report.h).
#include "verify/diff_report.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "classfile/descriptor.h"
#include "support/java_text.h"
#include "testgen/answer.h"
#include "testgen/junit_writer.h"
#include "testgen/rerun.h"
#include "verify/check_report.h"

namespace symcrete::verify {

namespace {

std::string java_name(const std::string& internal) { return classfile::internal_to_java_name(internal); }

// What the receiver's getters said after `call`, in words.
std::string getters_words(const std::vector<testgen::Getter>& getters, const testgen::TestCase& call) {
    std::string words;
    for (const testgen::Getter& getter : getters) words += (words.empty() ? "" : ", ") + testgen::getter_text(getter, &call);
    return words.empty() ? "(nothing observed)" : words;
}

// What a run printed, as a Java string literal.
std::string printed_words(const testgen::TestCase& test) {
    return testgen::java_string_literal(java_text::to_utf16(test.printed.value_or("")));
}

std::size_t methods_paths(const std::vector<testgen::MethodReport>& methods) {
    std::size_t paths = 0;
    for (const auto& method : methods) paths += method.paths;
    return paths;
}

}  // namespace

std::string describe_outcome(const testgen::TestCase& test) {
    using testgen::Outcome;
    const Outcome& outcome = test.outcome;
    if (outcome.kind == Outcome::Kind::Throws)
        return outcome.exception == testgen::kRunDidNotEnd ? "does not end" : "throws " + java_name(outcome.exception);
    if (outcome.kind == Outcome::Kind::ReturnsVoid) return "returns";
    std::string words;
    switch (outcome.shape) {
        case Outcome::Shape::Primitive:
        case Outcome::Shape::Boxed: words = outcome.value ? testgen::java_literal(*outcome.value) : "?"; break;
        case Outcome::Shape::Null: words = "null"; break;
        case Outcome::Shape::String: words = testgen::java_string_literal(outcome.text); break;
        case Outcome::Shape::Enum: words = java_name(outcome.type) + "." + outcome.constant; break;
        default: {
            const std::string type = java_name(outcome.type);
            words = "a " + type.substr(type.find_last_of(".$") == std::string::npos ? 0 : type.find_last_of(".$") + 1);
            std::string getters;
            for (const testgen::Getter& getter : outcome.getters)
                getters += (getters.empty() ? "" : ", ") + testgen::getter_text(getter);
            if (!getters.empty()) words += " (" + getters + ")";
        }
    }
    return "returns " + words;
}

std::string format_diff_text(const ClassDiff& diff, bool validated) {
    std::string out;
    std::size_t n = 0;
    for (const Difference& difference : diff.differences) {
        out += fmt::format("difference {}: {} in {}\n", ++n, describe(difference.kind), difference.method);
        out += fmt::format("  call: {}\n", describe_call(diff.class_name, difference.test));
        out += fmt::format("  reference: {}\n", describe_outcome(difference.test));
        out += fmt::format("  candidate: {}\n", describe_outcome(difference.candidate));
        if (difference.kind == Difference::Kind::StateAfterException) {
            out += fmt::format("  reference leaves: {}\n", getters_words(difference.test.receiver_after, difference.test));
            out += fmt::format("  candidate leaves: {}\n", getters_words(difference.candidate.receiver_after, difference.test));
        }
        if (difference.kind == Difference::Kind::Output) {
            out += fmt::format("  reference prints: {}\n", printed_words(difference.test));
            out += fmt::format("  candidate prints: {}\n", printed_words(difference.candidate));
        }
        out += fmt::format("  shown by {} input{} (the smallest above), found on the {}'s paths\n", difference.inputs,
                           difference.inputs == 1 ? "" : "s", difference.found_by);
        if (!diff.test_file.empty())
            out += fmt::format("  test: {} ({}), passes on the reference, fails on the candidate\n",
                               diff.test_file.string(), difference.test_name);
    }
    for (const auto& [side, methods] : {std::pair{"reference", &diff.reference_methods},
                                        std::pair{"candidate", &diff.candidate_methods}})
        for (const testgen::MethodReport& method : *methods)
            if (!method.skipped)
                out += fmt::format("explored on the {}: {}: {} paths, {} inputs ({})\n", side, method.method,
                                   method.paths, method.tests, method.stopped);
    out += fmt::format("symcrete diff: {}: {} difference{}{}; {} input{} run on both (paths: {} of the reference, {} "
                       "of the candidate)",
                       java_name(diff.class_name), diff.differences.size(), diff.differences.size() == 1 ? "" : "s",
                       validated ? "" : " (not confirmed on the JVM: --no-validate)", diff.inputs,
                       diff.inputs == 1 ? "" : "s", methods_paths(diff.reference_methods),
                       methods_paths(diff.candidate_methods));
    if (diff.not_comparable > 0) {
        out += fmt::format("; {} not compared (", diff.not_comparable);
        for (std::size_t i = 0; i < diff.not_comparable_reasons.size(); ++i)
            out += (i == 0 ? "" : "; ") + diff.not_comparable_reasons[i];
        out += ")";
    }
    if (diff.unconfirmed > 0) {
        out += fmt::format("; {} not reported, the JVM did not confirm {}", diff.unconfirmed,
                           diff.unconfirmed == 1 ? "it" : "them");
        for (const std::string& example : diff.unconfirmed_examples) out += "\n  not confirmed: " + example;
    }
    return out + "\n";
}

std::string format_diff_json(const ClassDiff& diff, bool validated) {
    using nlohmann::json;
    json differences = json::array();
    for (const Difference& difference : diff.differences) {
        json entry{{"kind", key(difference.kind)},
                   {"method", difference.method},
                   {"call", describe_call(diff.class_name, difference.test)},
                   {"reference", describe_outcome(difference.test)},
                   {"candidate", describe_outcome(difference.candidate)},
                   {"reference_prints", difference.test.printed.value_or("")},
                   {"candidate_prints", difference.candidate.printed.value_or("")},
                   {"inputs", difference.inputs},
                   {"found_by", difference.found_by}};
        if (!diff.test_file.empty())
            entry["test"] = {{"file", diff.test_file.string()},
                             {"name", difference.test_name},
                             {"candidate_failure", difference.candidate_failure}};
        differences.push_back(std::move(entry));
    }
    json out{{"class", java_name(diff.class_name)},
             {"validated", validated},
             {"differences", differences},
             {"inputs_compared", diff.inputs},
             {"not_compared", diff.not_comparable},
             {"not_compared_reasons", diff.not_comparable_reasons},
             {"unconfirmed", diff.unconfirmed},
             {"reference_paths", methods_paths(diff.reference_methods)},
             {"candidate_paths", methods_paths(diff.candidate_methods)}};
    return out.dump(2) + "\n";
}

}  // namespace symcrete::verify
