// Writing and checking svcomp's reproducers (reproducer.h). The replaying
// Verifier is generated Java holding the witness's values boxed in an Object
// array; each nondet method casts its next value to its own box type, so a run
// that asks for values in another order or type fails (a ClassCastException,
// "no value left") instead of running on wrong inputs. check_reproducer runs
// both files with assertions on and accepts only a failure whose message starts
// with the violation's exception class.
#include "verify/reproducer.h"

#include <fstream>
#include <fmt/format.h>

#include "classfile/descriptor.h"
#include "testgen/junit_writer.h"
#include "support/java_type.h"
#include "testgen/test_inputs.h"

namespace symcrete::verify {

namespace fs = std::filesystem;

namespace {

// The Java type a nondet method returns, and its box ('L': String).
std::pair<const char*, const char*> java_types(char type) {
    if (!java_type::is_primitive(type)) return {"String", "String"};
    return {java_type::keyword(type), java_type::box_simple_name(type)};
}

bool write_text(const fs::path& file, const std::string& text) {
    std::error_code ec;
    fs::create_directories(file.parent_path(), ec);
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out << text;
    return static_cast<bool>(out);
}

struct MainClassName {
    std::string binary, package, simple;
};

MainClassName main_class_name(const std::string& main_class) {
    MainClassName name;
    name.binary = classfile::internal_to_java_name(classfile::java_to_internal_name(main_class));
    const auto dot = name.binary.rfind('.');
    name.package = dot == std::string::npos ? "" : name.binary.substr(0, dot);
    name.simple = dot == std::string::npos ? name.binary : name.binary.substr(dot + 1);
    return name;
}

}  // namespace

std::string java_expression(const engine::NondetValue& value) {
    if (value.type == 'L') return testgen::java_string_literal(value.text);
    return testgen::java_literal(testgen::java_value(value.type, value.value));
}

std::string replaying_verifier_source(const std::vector<engine::NondetValue>& inputs) {
    std::string values;
    for (const engine::NondetValue& value : inputs) {
        // Boxed as the method returns it, so each call checks it gets its own type.
        values += fmt::format("        ({}) ({}),\n", java_types(value.type).second, java_expression(value));
    }
    std::string methods;
    for (const engine::VerifierMethod& m : engine::kVerifierMethods) {
        const auto [java_type, box] = java_types(m.type);
        methods += fmt::format("\n    public static {} {}() {{\n        return ({}) next(\"{}\");\n    }}\n",
                               java_type, m.name, box, m.name);
    }
    return fmt::format(
        "package org.sosy_lab.sv_benchmarks;\n\n"
        "// Written by Symcrete: in place of the benchmark's Verifier, it returns the\n"
        "// values of one execution that violates the property, in the order the\n"
        "// program asks for them.\n"
        "public final class Verifier {{\n"
        "    private static final Object[] VALUES = {{\n{}    }};\n"
        "    private static int next = 0;\n\n"
        "    private static Object next(String method) {{\n"
        "        if (next >= VALUES.length) throw new IllegalStateException(method + \": no value left to replay\");\n"
        "        return VALUES[next++];\n"
        "    }}\n\n"
        "    public static void assume(boolean condition) {{\n"
        "        if (!condition) throw new IllegalStateException(\"assume failed while replaying\");\n"
        "    }}\n{}}}\n",
        values, methods);
}

std::string reproducer_test_source(const std::string& main_class, const Violation& violation) {
    const auto [binary, package, simple] = main_class_name(main_class);
    const std::string exception = classfile::internal_to_java_name(violation.exception_class);
    return fmt::format(
        "{}// Written by Symcrete: reproduces a violation it found. The Verifier beside\n"
        "// this file returns the values that lead to it; run with assertions enabled\n"
        "// (java -ea), this test fails with {}.\n"
        "public class {}ReproducerTest {{\n"
        "    @org.junit.jupiter.api.Test\n"
        "    void mainThrows{}() throws Exception {{\n"
        "        {}.main(new String[0]);\n"
        "    }}\n"
        "}}\n",
        package.empty() ? "" : "package " + package + ";\n\n", exception, simple,
        exception.substr(exception.rfind('.') + 1), binary);
}

Result<Reproducer> write_main_run_test(const fs::path& out_dir, const std::string& main_class,
                                       const std::vector<engine::NondetValue>& inputs,
                                       const std::string& exception_class) {
    const MainClassName name = main_class_name(main_class);
    const std::string internal = classfile::java_to_internal_name(main_class);
    std::string body;
    if (exception_class.empty()) {
        body = fmt::format("        org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> {}.main(new String[0]));\n",
                           name.binary);
    } else {
        body = fmt::format("        org.junit.jupiter.api.Assertions.assertThrows({}.class, () -> {}.main(new String[0]));\n",
                           classfile::internal_to_java_name(exception_class), name.binary);
    }
    const std::string test = fmt::format(
        "{}// Written by Symcrete: a run of main that reaches the place asked for. The\n"
        "// Verifier beside this file returns the values that lead there.\n"
        "public class {}ReachTest {{\n"
        "    @org.junit.jupiter.api.Test\n"
        "    void mainReachesTheTarget() {{\n"
        "{}"
        "    }}\n"
        "}}\n",
        name.package.empty() ? "" : "package " + name.package + ";\n\n", name.simple, body);
    Reproducer written;
    written.verifier = out_dir / "org/sosy_lab/sv_benchmarks/Verifier.java";
    written.test = out_dir / (internal + "ReachTest.java");
    written.test_class = name.binary + "ReachTest";
    if (!write_text(written.verifier, replaying_verifier_source(inputs)))
        return Error{fmt::format("cannot write {}", written.verifier.string())};
    if (!write_text(written.test, test)) return Error{fmt::format("cannot write {}", written.test.string())};
    return written;
}

Result<Reproducer> write_reproducer(const fs::path& out_dir, const std::string& main_class, const Violation& violation) {
    Reproducer reproducer;
    const std::string internal = classfile::java_to_internal_name(main_class);
    reproducer.verifier = out_dir / "org/sosy_lab/sv_benchmarks/Verifier.java";
    reproducer.test = out_dir / (internal + "ReproducerTest.java");
    reproducer.test_class = classfile::internal_to_java_name(internal) + "ReproducerTest";
    if (!write_text(reproducer.verifier, replaying_verifier_source(violation.inputs)))
        return Error{fmt::format("cannot write {}", reproducer.verifier.string())};
    if (!write_text(reproducer.test, reproducer_test_source(main_class, violation)))
        return Error{fmt::format("cannot write {}", reproducer.test.string())};
    return reproducer;
}

Status check_reproducer(const Reproducer& reproducer, const Violation& violation, testgen::ValidatorOptions options) {
    options.enable_assertions = true;
    options.measure_coverage = false;
    auto report = testgen::validate({reproducer.verifier, reproducer.test}, "", options);
    if (!report) return report.error();
    const std::string exception = classfile::internal_to_java_name(violation.exception_class);
    for (const testgen::TestOutcome& outcome : report->tests) {
        if (outcome.test_class != reproducer.test_class) continue;
        if (outcome.passed) return Error{"the reproducer passed on the JVM"};
        if (outcome.message.rfind(exception, 0) == 0) return Ok{};
        return Error{fmt::format("the reproducer failed on the JVM, but with {}", outcome.message)};
    }
    return Error{fmt::format("JUnit did not run {}:\n{}", reproducer.test_class, report->output)};
}

}  // namespace symcrete::verify
