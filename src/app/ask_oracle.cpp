#include "ask_oracle.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <set>

#include <unistd.h>

#include <fmt/format.h>

#include "class_path_option.h"
#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "ir/lifter.h"
#include "ir/printer.h"
#include "testgen/answer.h"
#include "testgen/answer_book.h"
#include "testgen/junit_writer.h"

namespace symcrete::app {
namespace {

// FNV-1a, 64 bits: a version tag for a method's code, not a security hash.
std::string fingerprint(std::string_view text) {
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (unsigned char c : text) {
        hash ^= c;
        hash *= 0x100000001b3ull;
    }
    return fmt::format("{:016x}", hash);
}

std::string simple_name(const std::string& internal_name) {
    const std::string java = classfile::internal_to_java_name(internal_name);
    return java.substr(java.find_last_of('.') + 1);
}

// "Calc.divide(int, int)"
std::string method_label(const std::string& class_name, const std::string& method, const std::string& descriptor) {
    std::string parameters;
    if (auto type = classfile::parse_method_descriptor(descriptor)) {
        for (std::size_t i = 0; i < type->parameters.size(); ++i)
            parameters += (i == 0 ? "" : ", ") + type->parameters[i].java_name();
    }
    return fmt::format("{}.{}({})", simple_name(class_name), method, parameters);
}

// "an int", "a String"
std::string result_type_text(const std::string& descriptor) {
    auto type = classfile::parse_method_descriptor(descriptor);
    if (!type) return "a value";
    std::string name = type->return_type.java_name();
    if (name.rfind("java.lang.", 0) == 0 && name.find('.', 10) == std::string::npos) name = name.substr(10);
    return (std::string_view("aeiouAEIOU").find(name.front()) != std::string_view::npos ? "an " : "a ") + name;
}

// Inputs on one line, for a message: "Grades g = new Grades(); g.letter(3)".
std::string one_line(const std::string& inputs) {
    std::string text = inputs;
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
}

// The test's inputs as a question shows them, and as the answers file
// knows them: its statements (unindented) and its call.
std::string inputs_text(const testgen::TestCallText& call) {
    std::string text;
    std::size_t at = 0;
    while (at < call.statements.size()) {
        std::size_t end = call.statements.find('\n', at);
        if (end == std::string::npos) end = call.statements.size();
        std::string_view line(call.statements.data() + at, end - at);
        while (!line.empty() && line.front() == ' ') line.remove_prefix(1);
        if (!line.empty()) text += std::string(line) + "\n";
        at = end + 1;
    }
    return text + call.call;
}

// The query a question about a void call asks for, as Java: the call's
// receiver, the query, and its argument (`temperatureLog.countAbove(100)`).
std::string query_call_text(const testgen::TestCallText& call, const testgen::TestCase& test,
                            const testgen::Getter& getter) {
    const std::string receiver = call.call.substr(0, call.call.find('.'));
    std::string argument;
    if (getter.argument && *getter.argument < test.arguments.size()) {
        const testgen::InputValue& taken = test.arguments[*getter.argument];
        argument = taken.kind == testgen::InputValue::Kind::Null ? "null" : testgen::java_literal(taken.primitive);
    }
    return fmt::format("{}.{}({}){}", receiver, getter.method, argument,
                       getter.then.empty() ? "" : "." + getter.then + "()");
}

// The tests to ask about, fewest questions first (seed 001): greedily, the
// test whose path covers the most edges no earlier question covered; then,
// in suite order, those that add none (inputs at a boundary, other
// endings), which a person who stops early leaves with the code's results.
struct QuestionOrder {
    std::vector<std::size_t> tests;
    std::size_t covering = 0;  // the first this many cover something new
};
QuestionOrder question_order(const testgen::TestSuite& suite) {
    std::vector<std::size_t> left;
    for (std::size_t i = 0; i < suite.tests.size(); ++i)
        if (testgen::asks_about(suite.tests[i])) left.push_back(i);
    std::vector<std::size_t> order;
    std::set<std::string> covered;
    while (!left.empty()) {
        std::size_t best = 0, best_gain = 0;
        for (std::size_t k = 0; k < left.size(); ++k) {
            std::size_t gain = 0;
            for (const std::string& edge : suite.tests[left[k]].covers) gain += covered.contains(edge) ? 0 : 1;
            if (gain > best_gain) {
                best = k;
                best_gain = gain;
            }
        }
        if (best_gain == 0) break;
        const std::vector<std::string>& edges = suite.tests[left[best]].covers;
        covered.insert(edges.begin(), edges.end());
        order.push_back(left[best]);
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(best));
    }
    const std::size_t covering = order.size();
    order.insert(order.end(), left.begin(), left.end());
    return {order, covering};
}

}  // namespace

struct Asker::Impl {
    AskOptions options;
    testgen::AnswerBook book;
    classfile::ClassPath class_path;
    testgen::ClassQueries classes;
    bool input_ended = false;
    bool echoes = false;  // the input is a terminal, which shows what is typed
    std::set<std::string> shown_methods;  // methods whose source was shown
    std::map<std::string, std::string> versions;  // by class.method+descriptor

    void say(const std::string& text) const {
        std::fputs(text.c_str(), options.out);
        std::fflush(options.out);
    }

    // The method's code as the lifter reads it, printed: a change to the
    // method's instructions or the constants it uses changes it; a change
    // to another method or to the lines around it does not.
    std::string version(const std::string& class_name, const std::string& method, const std::string& descriptor) {
        const std::string key = class_name + "." + method + descriptor;
        if (auto known = versions.find(key); known != versions.end()) return known->second;
        std::string tag;
        if (auto cls = class_path.load(class_name)) {
            if (const classfile::Method* m = (*cls)->find_method(method, descriptor)) {
                if (auto fn = ir::lift(**cls, *m)) tag = fingerprint(ir::print(*fn));
            }
        }
        return versions[key] = tag;
    }

    // The method's source lines, from --sources, else where they are.
    void show_method(const std::string& class_name, const std::string& method, const std::string& descriptor) {
        const std::string label = method_label(class_name, method, descriptor);
        if (!shown_methods.insert(class_name + "." + method + descriptor).second) return;
        std::uint16_t first = 0, last = 0;
        std::string source_file;
        if (auto cls = class_path.load(class_name)) {
            if ((*cls)->source_file) source_file = *(*cls)->source_file;
            if (const classfile::Method* m = (*cls)->find_method(method, descriptor); m && m->code) {
                for (const auto& line : m->code->line_numbers) {
                    if (line.line == 0) continue;
                    first = first == 0 ? line.line : std::min(first, line.line);
                    last = std::max(last, line.line);
                }
            }
        }
        // The lines shown: from the one before the first instruction (the
        // declaration) to the one after the last (the closing brace).
        const std::uint32_t from = first > 1 ? first - 1u : first, to = last + 1u;
        if (first == 0 || source_file.empty()) {
            say(fmt::format("\n== {}{} ==\n", label, first == 0 ? "" : fmt::format(", lines {}-{}", first, last)));
            return;
        }
        const std::size_t slash = class_name.find_last_of('/');
        const std::string package = slash == std::string::npos ? "" : class_name.substr(0, slash + 1);
        for (const std::string& root : options.source_dirs) {
            std::ifstream in(std::filesystem::path(root) / (package + source_file));
            if (!in) continue;
            say(fmt::format("\n== {}, lines {}-{} ==\n", label, from, to));
            std::string line;
            for (std::uint32_t number = 1; std::getline(in, line) && number <= to; ++number)
                if (number >= from) say(fmt::format("{:5} | {}\n", number, line));
            return;
        }
        say(fmt::format("\n== {}, lines {}-{} ==\n", label, first, last));
    }

    // One line of input, or nullopt at its end.
    std::optional<std::string> read_line() {
        if (input_ended) return std::nullopt;
        std::string line;
        int c = 0;
        while ((c = std::fgetc(options.in)) != EOF && c != '\n') line += static_cast<char>(c);
        if (c == EOF && line.empty()) {
            input_ended = true;
            return std::nullopt;
        }
        // Answers from a pipe or file are echoed, so the transcript reads
        // as a dialogue; a terminal has shown them already.
        if (!echoes) say(line + "\n");
        return line;
    }

    // Asks until an answer reads, or the input ends.
    // `descriptor`: what the answer is read against, the method's, or for
    // a question about a query after a void call (`about_query`) the query's.
    std::optional<testgen::Answer> question(const testgen::TestCase& test, const std::string& inputs,
                                            const std::string& descriptor, bool about_query, std::size_t number,
                                            const testgen::RecordedAnswer* earlier) {
        std::string shown;
        for (std::size_t at = 0; at < inputs.size();) {
            std::size_t end = inputs.find('\n', at);
            if (end == std::string::npos) end = inputs.size();
            shown += "    " + inputs.substr(at, end - at) + "\n";
            at = end + 1;
        }
        const bool returns_nothing = !about_query && test.descriptor.ends_with(")V");
        if (about_query)
            say(fmt::format("\nQuestion {}: after the call, what should the last line return ({})?\n{}", number,
                            result_type_text(descriptor), shown));
        else if (returns_nothing)
            say(fmt::format("\nQuestion {}: what should this call do (the method returns nothing)?\n{}", number, shown));
        else
            say(fmt::format("\nQuestion {}: what should this return ({})?\n{}", number, result_type_text(descriptor), shown));
        if (earlier != nullptr)
            say(fmt::format("  (for the method's earlier code you answered: {})\n", earlier->answer));
        say(about_query       ? "Answer with a Java value, `same` (the code is right) or `skip`.\n> "
            : returns_nothing ? "Answer `returns` (it finishes normally), `throws <Exception>`, `same` (the code is right) or `skip`.\n> "
                              : "Answer with a Java value, `throws <Exception>`, `same` (the code is right) or `skip`.\n> ");
        while (auto line = read_line()) {
            auto answer = testgen::parse_answer(*line, descriptor, classes);
            if (answer && about_query && (answer->kind == testgen::Answer::Kind::Throws ||
                                          answer->kind == testgen::Answer::Kind::Expression)) {
                say("  not understood: the last line reads the object after the call: a literal, `same` or `skip`\n> ");
                continue;
            }
            if (answer) return std::move(*answer);
            say(fmt::format("  not understood: {}\n> ", answer.error().message));
        }
        say("\n");
        return std::nullopt;
    }

    // Tells what the answer means for the test, and counts it.
    void tell(testgen::Agreement agreement, const testgen::TestCase& test, const testgen::Answer& answer,
              AskSummary& summary, std::string_view about) const {
        if (agreement == testgen::Agreement::Differs) {
            ++summary.differ;
            const std::string expected =
                answer.kind == testgen::Answer::Kind::Throws ? "the call to throw " + classfile::internal_to_java_name(answer.outcome.exception)
                : answer.outcome.kind == testgen::Outcome::Kind::ReturnsVoid ? "the call to finish normally"
                                                                             : answer.typed;
            say(fmt::format("  {}you expect {}; the code {} for these arguments: this test will fail\n", about, expected,
                            test.expected.code_does));
        } else if (agreement == testgen::Agreement::Unchecked) {
            ++summary.unchecked;
            say(fmt::format("  {}kept as written: javac and JUnit check it when the suite runs\n", about));
        }
    }
};

Asker::Asker(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Asker::~Asker() = default;

Result<std::unique_ptr<Asker>> Asker::open(AskOptions options) {
    auto impl = std::make_unique<Impl>();
    if (!options.answers_file.empty()) {
        auto book = testgen::AnswerBook::load(options.answers_file);
        if (!book) return book.error();
        impl->book = std::move(*book);
    }
    if (auto filled = fill_class_path(impl->class_path, options.class_path); !filled) return filled.error();
    impl->echoes = isatty(fileno(options.in)) != 0;
    impl->options = std::move(options);
    Impl* self = impl.get();
    impl->classes.exists = [self](const std::string& name) { return static_cast<bool>(self->class_path.load(name)); };
    impl->classes.is_subtype = [self](const std::string& sub, const std::string& super) {
        auto is = self->class_path.is_subtype(sub, super);
        return is && *is;
    };
    return std::unique_ptr<Asker>(new Asker(std::move(impl)));
}

AskSummary Asker::ask(testgen::TestSuite& suite) {
    Impl& self = *impl_;
    AskSummary summary;
    const std::string class_name = classfile::internal_to_java_name(suite.class_name);
    std::vector<bool> dropped(suite.tests.size(), false);
    const QuestionOrder order = question_order(suite);
    for (std::size_t k = 0; k < order.tests.size(); ++k) {
        const std::size_t i = order.tests[k];
        testgen::TestCase& test = suite.tests[i];
        if (k == order.covering && k > 0 && summary.asked > 0 && !self.input_ended)
            self.say("\n(The questions so far reach every line these tests reach; the rest ask about other inputs on\n"
                     "the same lines, such as the edges of a comparison. End the input to keep the code's results.)\n");
        const testgen::TestCallText call = testgen::junit_test_call(suite, i);
        std::string inputs = inputs_text(call);
        // A void call that returned is asked about through a query after it.
        const std::optional<std::size_t> query = testgen::asked_query(test);
        std::string descriptor = test.descriptor;
        std::string code_result = testgen::outcome_text(test.outcome);
        if (query) {
            const testgen::Getter& getter = test.receiver_after[*query];
            inputs += ";\n" + query_call_text(call, test, getter);
            descriptor = testgen::query_descriptor(getter);
            code_result = testgen::getter_text(getter, &test);
        }
        const auto apply = [&](const testgen::Answer& answer) {
            return query ? testgen::apply_query_answer(test, *query, answer)
                         : testgen::apply_answer(test, answer, testgen::Expectation::Source::Person, self.classes);
        };
        const std::string version = self.version(suite.class_name, test.method, test.descriptor);
        const testgen::RecordedAnswer* earlier = self.book.find(class_name, test.method, test.descriptor, inputs);
        // An answer for the same code is used again without a question; the
        // code may still disagree with it now (a method it calls changed).
        if (earlier != nullptr && !version.empty() && earlier->code_version == version) {
            if (auto answer = testgen::parse_answer(earlier->answer, descriptor, self.classes)) {
                ++summary.reused;
                if (answer->kind == testgen::Answer::Kind::Skip) {
                    dropped[i] = true;
                    ++summary.skipped;
                    continue;
                }
                const auto agreement = apply(*answer);
                if (agreement == testgen::Agreement::Differs && earlier->code_result != code_result)
                    self.say(fmt::format("{}: your earlier answer for {} no longer matches the code's behaviour:\n",
                                         method_label(suite.class_name, test.method, test.descriptor), one_line(inputs)));
                self.tell(agreement, test, *answer, summary,
                          earlier->code_result != code_result ? "" : fmt::format("(kept) {}: ", one_line(inputs)));
                continue;
            }
        }
        if (self.input_ended) {
            ++summary.unanswered;
            continue;
        }
        self.show_method(suite.class_name, test.method, test.descriptor);
        auto answer = self.question(test, inputs, descriptor, query.has_value(), summary.asked + summary.unanswered + 1, earlier);
        if (!answer) {
            ++summary.unanswered;
            continue;
        }
        ++summary.asked;
        self.book.record(testgen::RecordedAnswer{class_name, test.method, test.descriptor, inputs, version, answer->typed,
                                                 code_result});
        if (answer->kind == testgen::Answer::Kind::Skip) {
            dropped[i] = true;
            ++summary.skipped;
            continue;
        }
        const auto agreement = apply(*answer);
        self.tell(agreement, test, *answer, summary, "");
    }
    std::vector<testgen::TestCase> kept;
    for (std::size_t i = 0; i < suite.tests.size(); ++i)
        if (!dropped[i]) kept.push_back(std::move(suite.tests[i]));
    suite.tests = std::move(kept);
    return summary;
}

std::vector<int> Asker::unreached_lines(const std::string& internal_name, const std::vector<std::string>& methods,
                                        const std::vector<int>& covered) {
    std::set<int> lines;
    auto cls = impl_->class_path.load(internal_name);
    if (!cls) return {};
    for (const std::string& key : methods) {
        const std::size_t paren = key.find('(');
        if (paren == std::string::npos) continue;
        const classfile::Method* method = (*cls)->find_method(key.substr(0, paren), key.substr(paren));
        if (method == nullptr || !method->code) continue;
        for (const auto& line : method->code->line_numbers)
            if (line.line != 0 && !std::binary_search(covered.begin(), covered.end(), static_cast<int>(line.line)))
                lines.insert(line.line);
    }
    return {lines.begin(), lines.end()};
}

Status Asker::save() const {
    if (impl_->options.answers_file.empty()) return Ok{};
    return impl_->book.save(impl_->options.answers_file);
}

}  // namespace symcrete::app
