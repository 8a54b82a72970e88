// Bug finding on top of test generation (bug_finder.h). explore_class runs
// generate_tests with assertions on, public entry points only and one test per
// distinct throw site, then sorts each test ending in an exception into a bug
// or a contract. Bugs on a receiver built field by field are dropped (and
// counted): it may be in a state no constructor leaves. confirm_bugs runs every
// class's reproducers in one JVM validation and keeps a bug only if its test
// failed with its exception; the file left behind holds the confirmed tests
// only.
#include "verify/bug_finder.h"
#include "verify/made_field_by_field.h"

#include <fmt/format.h>
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "classfile/descriptor.h"
#include "nullness.h"
#include "testgen/junit_writer.h"

namespace symcrete::verify {

namespace {

using testgen::StackFrame;

bool is_a(engine::Program& program, const std::string& cls, std::string_view ancestor) {
    auto sub = program.klass(cls);
    auto super = program.klass(ancestor);
    return sub && super && program.is_assignable(*sub, *super);
}

// JDK methods whose purpose is to throw on bad arguments: an exception they
// raise is their application caller's contract (requireNonNull, checkIndex,
// Math.addExact and kin).
bool is_argument_check(const StackFrame& frame) {
    if (frame.class_name == "java.util.Objects" || frame.class_name == "jdk.internal.util.Preconditions")
        return frame.method.starts_with("requireNonNull") || frame.method.starts_with("check");
    if (frame.class_name == "java.lang.Math" || frame.class_name == "java.lang.StrictMath")
        return frame.method.ends_with("Exact");
    return frame.class_name == "java.lang.Enum" && frame.method == "valueOf";  // an enum's own valueOf(String)
}

// Which parameters of the class's methods the declarations say are non-null
// (nullness.h), looked up once per method.
class DeclaredNonNull {
public:
    DeclaredNonNull(engine::Program& program, const classfile::ClassFile& cls) : program_(program), cls_(cls) {}

    // Do the arguments of a call of the class's method `name` + `descriptor`
    // hold a null where it declares non-null?
    bool null_where_forbidden(const std::string& name, const std::string& descriptor,
                              const std::vector<testgen::InputValue>& arguments) {
        auto [declared, fresh] = by_method_.try_emplace(name + descriptor);
        if (fresh)
            if (const classfile::Method* method = cls_.find_method(name, descriptor))
                declared->second = null_refusing_parameters(program_, cls_, *method);
        for (std::size_t i = 0; i < declared->second.size() && i < arguments.size(); ++i)
            if (declared->second[i] && arguments[i].kind == testgen::InputValue::Kind::Null) return true;
        return false;
    }

private:
    engine::Program& program_;
    const classfile::ClassFile& cls_;
    std::map<std::string, std::vector<bool>> by_method_;  // by name + descriptor
};

// The caller broke a contract the method declares or inherits: a null where
// the declarations say non-null (nullness.h), given to the method or to the
// calls that made its receiver (its constructor or factory, then the setup
// calls: `new TextNode(null).text()` broke the constructor's contract),
// when what then throws is what a null makes (a NullPointerException, or an
// IllegalArgumentException of a check that refuses it), wherever; null to
// Comparable.compareTo, which must throw NullPointerException; next() past
// an Iterator's end, and remove() where it is not allowed or not supported.
// (The engine resolves every reference argument before the call, so "the
// path read the null" says nothing: `new Label(null).share(0)` dividing by
// zero is still a bug by the exception's kind.)
bool breaks_declared_contract(engine::Program& program, const classfile::ClassFile& cls,
                              const testgen::TestCase& test, DeclaredNonNull& declared) {
    const auto is_null = [&](std::size_t i) {
        return i < test.arguments.size() && test.arguments[i].kind == testgen::InputValue::Kind::Null;
    };
    const bool null_made_it = is_a(program, test.outcome.exception, "java/lang/NullPointerException") ||
                              is_a(program, test.outcome.exception, "java/lang/IllegalArgumentException");
    if (null_made_it) {
        if (declared.null_where_forbidden(test.method, test.descriptor, test.arguments)) return true;
        if (test.construction) {
            if (declared.null_where_forbidden(test.construction->method, test.construction->descriptor,
                                              test.construction->arguments))
                return true;
            for (const testgen::TestCase::Call& call : test.construction->calls)
                if (declared.null_where_forbidden(call.method, call.descriptor, call.arguments)) return true;
        }
    }
    const std::string& exception = test.outcome.exception;
    if (test.method == "compareTo" && test.arguments.size() == 1 && is_null(0) &&
        exception == "java/lang/NullPointerException" && is_a(program, cls.name, "java/lang/Comparable"))
        return true;
    if (is_a(program, cls.name, "java/util/Iterator") && test.arguments.empty()) {
        if (test.method == "next" && exception == "java/util/NoSuchElementException") return true;
        if (test.method == "remove" && (exception == "java/lang/IllegalStateException" ||
                                        exception == "java/lang/UnsupportedOperationException"))
            return true;
    }
    return false;
}

// Whether a collection among the test's objects holds a null (an element,
// a key or a value).
bool holds_null_element(const testgen::TestCase& test) {
    return std::any_of(test.objects.begin(), test.objects.end(), [](const testgen::TestObject& object) {
        return object.collection != testgen::TestObject::Collection::None &&
               std::any_of(object.elements.begin(), object.elements.end(), [](const testgen::InputValue& element) {
                   return element.kind == testgen::InputValue::Kind::Null;
               });
    });
}

Finding::Kind classify(engine::Program& program, const classfile::ClassFile& cls, const testgen::TestCase& test,
                       DeclaredNonNull& declared) {
    if (breaks_declared_contract(program, cls, test, declared)) return Finding::Kind::Contract;
    const std::string& exception = test.outcome.exception;
    const bool error = is_a(program, exception, "java/lang/Error");
    // A checked exception can only escape where the method declares it.
    if (!error && !is_a(program, exception, "java/lang/RuntimeException")) return Finding::Kind::Contract;
    // A failed assert (an AssertionError), or another Error, is never a contract.
    if (error) return Finding::Kind::Bug;
    // The code threw it itself: it saw the case coming and chose to refuse
    // (a precondition, a validation, an unsupported case).
    if (test.exception_explicit) return Finding::Kind::Contract;
    const auto& trace = test.exception_trace;
    if (trace.size() >= 2 && is_argument_check(trace[0]) && !trace[1].in_jdk) return Finding::Kind::Contract;
    // A null inside a collection the test passed, refused by the JDK's own
    // check (List.copyOf, Map.copyOf, Set.of require every element, key and
    // value non-null, as their documentation says): the caller's contract,
    // as a null argument given to requireNonNull is.
    if (!trace.empty() && is_argument_check(trace[0]) && exception == "java/lang/NullPointerException" &&
        holds_null_element(test))
        return Finding::Kind::Contract;
    // An enum's valueOf(String), whose Enum.valueOf the engine runs itself
    // (no JDK frame in the trace).
    if (!trace.empty() && trace[0].method == "valueOf") {
        auto cls = program.klass(classfile::java_to_internal_name(trace[0].class_name));
        if (cls && (*cls)->file != nullptr && ((*cls)->file->access_flags & classfile::access::Enum) != 0)
            return Finding::Kind::Contract;
    }
    return Finding::Kind::Bug;
}

std::string place(const StackFrame& frame) {
    return fmt::format("{}:{}:{}", frame.class_name, frame.file, frame.line);
}

}  // namespace

std::optional<StackFrame> application_frame(const std::vector<StackFrame>& trace) {
    for (const StackFrame& frame : trace)
        if (!frame.in_jdk) return frame;
    if (!trace.empty()) return trace.front();
    return std::nullopt;
}

Result<ClassCheck> explore_class(engine::EngineStack& stack, const classfile::ClassFile& cls,
                                 const CheckOptions& options) {
    testgen::GenerateOptions generate = options.generate;
    generate.engine.enable_assertions = true;
    generate.distinct_throw_sites = true;
    generate.public_only = true;
    auto generated = testgen::generate_tests(stack.program, stack.context, *stack.solver, cls, generate);
    if (!generated) return generated.error();

    ClassCheck check;
    check.class_name = cls.name;
    check.methods = generated->methods;
    check.exploration = generated->exploration;
    check.static_state = generated->suite.static_state;
    check.test_package = generated->suite.test_package;
    // One finding per kind and place; the first path to reach it gives its inputs.
    std::set<std::string> seen;
    DeclaredNonNull declared(stack.program, cls);
    for (const testgen::TestCase& test : generated->suite.tests) {
        if (test.outcome.kind != testgen::Outcome::Kind::Throws) continue;
        Finding finding;
        finding.kind = classify(stack.program, cls, test, declared);
        finding.class_name = cls.name;
        finding.method = test.method + test.descriptor;
        finding.exception = test.outcome.exception;
        finding.message = test.exception_message;
        finding.trace = test.exception_trace;
        finding.site = application_frame(test.exception_trace).value_or(StackFrame{});
        finding.test = test;
        // An object made field by field (a receiver no constructor or
        // factory made, an argument, an object they hold) may be in a state
        // no constructor leaves: what fails on it is not reported as a bug.
        if (finding.kind == Finding::Kind::Bug && rests_on_object_made_field_by_field(test)) {
            ++check.unreachable_receivers;
            continue;
        }
        if (!seen.insert(finding.exception + "@" + place(finding.site)).second) continue;
        (finding.kind == Finding::Kind::Contract ? check.contracts : check.bugs).push_back(std::move(finding));
    }
    return check;
}

namespace {

testgen::TestSuite reproducer_suite(const ClassCheck& check) {
    testgen::TestSuite suite{check.class_name, {}, check.static_state, true};
    for (const Finding& bug : check.bugs) suite.tests.push_back(bug.test);
    suite.test_package = check.test_package;
    return suite;
}

// The reproducers' test names (they depend on the whole suite).
void name_tests(ClassCheck& check, const std::filesystem::path& file) {
    const std::vector<std::string> names = testgen::junit_test_names(reproducer_suite(check));
    for (std::size_t i = 0; i < check.bugs.size(); ++i) {
        check.bugs[i].test_name = names[i];
        check.bugs[i].reproducer = file;
    }
}

}  // namespace

Status confirm_bugs(std::vector<ClassCheck>& checks, const CheckOptions& options) {
    std::vector<testgen::TestSuite> suites;
    std::vector<ClassCheck*> checked;  // parallel to suites
    for (ClassCheck& check : checks) {
        if (check.bugs.empty()) continue;
        suites.push_back(reproducer_suite(check));
        checked.push_back(&check);
        name_tests(check, {});
    }
    if (suites.empty()) return Ok{};
    testgen::ValidatorOptions validator = options.validator;
    validator.enable_assertions = true;
    validator.measure_coverage = false;
    // Reproducers are meant to fail: none is removed for failing, but one
    // javac rejects is (it confirms nothing), and one class's trouble stays
    // with its class. The files that stay are written below, confirmed
    // reproducers only.
    const std::filesystem::path work = options.out_dir / ".symcrete-check";
    auto validations = testgen::write_and_validate_all(suites, work, validator, /*remove_failing=*/false);
    std::error_code ec;
    std::filesystem::remove_all(work, ec);
    for (std::size_t k = 0; k < suites.size(); ++k) {
        ClassCheck& check = *checked[k];
        const std::string test_class = testgen::junit_class_name(check.class_name, true, check.test_package);
        const auto& validation = validations[k];
        std::vector<std::string> names;  // of the suite as validated
        if (validation) names = testgen::junit_test_names(validation->suite);
        std::vector<Finding> confirmed;
        for (Finding& bug : check.bugs) {
            const std::string expected = classfile::internal_to_java_name(bug.exception);
            std::string why;
            if (!validation) {
                why = validation.error().message;
            } else {
                const auto& tests = validation->suite.tests;
                const auto at = std::find(tests.begin(), tests.end(), bug.test);
                const testgen::TestOutcome* outcome =
                    at == tests.end() ? nullptr
                                      : validation->report.find(names[static_cast<std::size_t>(at - tests.begin())]);
                if (outcome != nullptr && !outcome->passed && outcome->message.starts_with(expected)) {
                    confirmed.push_back(std::move(bug));
                    continue;
                }
                why = at == tests.end()   ? "javac could not compile it"
                      : outcome == nullptr ? "JUnit did not run it"
                      : outcome->passed    ? "it passed"
                                           : outcome->message;
            }
            ++check.unconfirmed;
            if (check.unconfirmed_examples.size() < 4)
                check.unconfirmed_examples.push_back(
                    fmt::format("{} in {}.{}: {}", expected, test_class, bug.test_name, why));
        }
        check.bugs = std::move(confirmed);
        if (check.bugs.empty()) continue;
        // The file that stays holds the confirmed reproducers only.
        auto file = testgen::write_junit_file(reproducer_suite(check), options.out_dir);
        if (!file) return file.error();
        check.reproducers = *file;
        name_tests(check, *file);
    }
    return Ok{};
}

}  // namespace symcrete::verify
