// Writing a suite as a JUnit test class (junit_writer.h). A JunitWriter
// (junit_test_writer.h) knows how the test code names the class under test
// and java.lang's classes, and prints the file top to bottom: the header
// comment, package and imports, the @BeforeEach that restores static fields,
// one @Test per test (its objects built, the receiver constructed and the
// call: junit_arrange.cpp; its assertions: junit_assertions.cpp) and the
// reflection helpers the tests used. The other pieces come from the files
// beside it: literals (java_literals.cpp), Java names (java_names.cpp), test
// names (test_names.cpp), checks (test_checks.cpp) and comments
// (test_comments.cpp).
// write_junit_file puts the text on disk, whole or not at all.
#include "testgen/junit_writer.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <system_error>
#include <vector>

#include "classfile/descriptor.h"
#include "classfile/signature.h"
#include "engine/jdk_value_classes.h"
#include "support/java_text.h"
#include "java_literals.h"
#include "java_names.h"
#include "test_checks.h"
#include "test_comments.h"
#include "test_names.h"
#include "junit_test_writer.h"

namespace symcrete::testgen {
namespace {

using detail::append_expectation_comment;
using detail::append_path_comment;
using detail::as_bool;
using detail::check_static_field;
using detail::check_test;
using detail::ClassName;
using detail::comment_text;
using detail::is_finite_floating;
using detail::is_keyword;
using detail::join;
using detail::LangNames;
using detail::literal;
using detail::sanitize_identifier;
using detail::simple_type_token;
using detail::split_class_name;
using detail::string_literal;
using detail::test_class_simple_name;
using detail::type_name;

// Field.setInt, setLong, ...: the reflective setter for a value's type.
std::string reflective_setter(JavaValue::Type type) {
    std::string name = type_name(type);
    name[0] = static_cast<char>(name[0] - 'a' + 'A');
    return "set" + name;
}

}  // namespace

namespace detail {

JunitWriter::JunitWriter(const TestSuite& s)
    : suite(s),
      tested(split_class_name(s.class_name)),
      test_package(detail::test_class_name(s.class_name, s.test_package).package) {
    // The outermost class lives in the test's package and so shadows a
    // java.lang type of the same simple name.
    lang.shadowed.insert(tested.nesting.front());
    class_ref = tested.package == test_package ? tested.source_name() : tested.qualified_source_name();
}

std::string JunitWriter::exception_ref(const std::string& internal_name) const {
    ClassName exception = split_class_name(internal_name);
    if (exception.package == std::vector<std::string>{"java", "lang"}) {
        return exception.nesting.size() == 1 ? lang(exception.nesting.front())
                                             : lang(exception.nesting.front()) + "." +
                                                   join({exception.nesting.begin() + 1, exception.nesting.end()}, ".");
    }
    if (exception.package == test_package) return exception.source_name();
    return exception.qualified_source_name();
}

// How test code names a class or array type ("Node", "java.util.List", "int[]").
std::string JunitWriter::type_ref(const std::string& type) const {
    if (!type.empty() && type[0] == '[') {
        auto element = classfile::parse_field_descriptor(type.substr(1));
        if (!element) return "Object[]";
        if (!element->is_reference()) return element->java_name() + "[]";
        const std::string inner = element->is_array() ? element->descriptor() : element->class_name;
        return type_ref(inner) + "[]";
    }
    ClassName name = split_class_name(type);
    if (name.package == std::vector<std::string>{"java", "lang"} && name.nesting.size() == 1)
        return lang(name.nesting.front());
    if (name.package == test_package) return name.source_name();
    return name.qualified_source_name();
}

std::string JunitWriter::body(const TestCase& test, bool& reflective) const {
    const std::vector<std::string> names = local_names(test);
    std::string receiver;
    const TestCallText arranged = arrange(test, names, receiver, reflective);
    std::string out = arranged.statements;
    out += "        " + assertion(test, arranged.call, names) + "\n";
    // What the receiver shows afterwards.
    if (!receiver.empty()) {
        const std::vector<std::string> arguments =
            argument_texts(test.descriptor, test.signature, test.arguments, test.objects, names);
        for (const Getter& getter : test.receiver_after) {
            // A getter under test was asserted on by the call itself.
            if (getter.method == test.method && test.descriptor.rfind("()", 0) == 0 &&
                test.outcome.kind == Outcome::Kind::Returns)
                continue;
            // A query of an argument the call did not name in Java
            // (none such: every argument is written) is left out.
            if (getter.argument && *getter.argument >= arguments.size()) continue;
            out += "        " + getter_assertion(getter, receiver, arguments) + "\n";
        }
    }
    // What the method changed in the arrays it was given.
    for (const TestCase::ArrayAfter& array : test.arrays_after) {
        const std::size_t object = test.arguments[array.argument].object;
        out += "        " + array_assertion(test.objects[object].type, array.elements, names[object]) + "\n";
    }
    // What it printed (captured by captureSystemOut).
    if (test.printed && captures_output())
        out += fmt::format("        assertEquals({}, this.printed.toString(java.nio.charset.StandardCharsets.UTF_8));\n",
                           string_literal(java_text::to_utf16(*test.printed)));
    return out;
}

// Objects no public constructor makes as the path needs them are built
// by these two, visibly, in the test file itself.
void JunitWriter::append_object_helpers(std::string& out) {
    out += "\n    // Builds an object without running a constructor, as the path found it.\n";
    out += "    private static <T> T newInstance(Class<T> type) throws Exception {\n";
    out += "        java.lang.reflect.Field unsafe = sun.misc.Unsafe.class.getDeclaredField(\"theUnsafe\");\n";
    out += "        unsafe.setAccessible(true);\n";
    out += "        return type.cast(((sun.misc.Unsafe) unsafe.get(null)).allocateInstance(type));\n";
    out += "    }\n";
    out += "\n    // Sets a field, private or inherited ones too.\n";
    out += "    private static void setField(Object target, String name, Object value) throws Exception {\n";
    out += "        for (Class<?> type = target.getClass(); type != null; type = type.getSuperclass()) {\n";
    out += "            try {\n";
    out += "                java.lang.reflect.Field field = type.getDeclaredField(name);\n";
    out += "                field.setAccessible(true);\n";
    out += "                field.set(target, value);\n";
    out += "                return;\n";
    out += "            } catch (NoSuchFieldException e) {\n";
    out += "                // declared further up\n";
    out += "            }\n";
    out += "        }\n";
    out += "        throw new NoSuchFieldException(name);\n";
    out += "    }\n";
    out += "\n    // A constant of a class the test cannot name: an enum's, or a singleton's instance.\n";
    out += "    private static Object staticField(String type, String name) throws Exception {\n";
    out += "        java.lang.reflect.Field field = Class.forName(type).getDeclaredField(name);\n";
    out += "        field.setAccessible(true);\n";
    out += "        return field.get(null);\n";
    out += "    }\n";
}

// The @BeforeEach method that puts the static fields back, and the
// reflection helper it uses for private ones.
void JunitWriter::append_static_reset(std::string& out, const std::string& before_each) const {
    std::string lines;
    bool reflective = false;
    bool other_classes = false;  // fields of classes other than the one under test
    for (std::size_t i = 0; i < suite.static_state.size(); ++i) {
        const StaticField& field = suite.static_state[i];
        if (auto status = check_static_field(suite, i); !status) {
            std::string reason = comment_text(status.error().message);
            std::replace(reason.begin(), reason.end(), '\n', ' ');
            lines += "        // Left out: " + reason + "\n";
            continue;
        }
        const std::string value = literal(field.initial, lang);
        if (field.atomic) {
            // The counter object stays; its number goes back.
            const std::string atomic = classfile::internal_to_java_name(
                field.descriptor.substr(1, field.descriptor.size() - 2));
            std::string holder;
            if (!field.owner.empty()) {
                other_classes = true;
                holder = fmt::format("(({}) staticFieldOf({}, \"{}\").get(null))", atomic,
                                     string_literal(java_text::to_utf16(classfile::internal_to_java_name(field.owner))),
                                     field.name);
            } else if (field.is_private) {
                reflective = true;
                holder = fmt::format("(({}) staticField(\"{}\").get(null))", atomic, field.name);
            } else {
                holder = fmt::format("{}.{}", class_ref, field.name);
            }
            lines += fmt::format("        {}.set({});\n", holder, value);
            continue;
        }
        if (!field.owner.empty()) {
            other_classes = true;
            lines += fmt::format("        staticFieldOf({}, \"{}\").{}(null, {});\n",
                                 string_literal(java_text::to_utf16(classfile::internal_to_java_name(field.owner))), field.name,
                                 reflective_setter(field.initial.type), value);
        } else if (field.is_private) {
            reflective = true;
            lines += fmt::format("        staticField(\"{}\").{}(null, {});\n", field.name,
                                 reflective_setter(field.initial.type), value);
        } else {
            lines += fmt::format("        {}.{} = {};\n", class_ref, field.name, value);
        }
    }
    out += "\n    // Static fields back to their initial values, so no test sees what an earlier one left.\n";
    out += "    " + before_each + "\n";
    out += std::string(suite.junit4 ? "    public void" : "    void") + " restoreStaticFields()";
    if (reflective || other_classes) out += " throws " + lang("ReflectiveOperationException");
    out += " {\n" + lines + "    }\n";
    if (other_classes) {
        out += "\n    private static java.lang.reflect.Field staticFieldOf(" + lang("String") + " type, " +
               lang("String") + " name) throws " + lang("ReflectiveOperationException") + " {\n";
        out += "        java.lang.reflect.Field field = " + lang("Class") + ".forName(type).getDeclaredField(name);\n";
        out += "        field.setAccessible(true);\n";
        out += "        return field;\n";
        out += "    }\n";
    }
    if (!reflective) return;
    out += "\n    private static java.lang.reflect.Field staticField(" + lang("String") + " name) throws " +
           lang("NoSuchFieldException") + " {\n";
    out += "        java.lang.reflect.Field field = " + class_ref + ".class.getDeclaredField(name);\n";
    out += "        field.setAccessible(true);\n";
    out += "        return field;\n";
    out += "    }\n";
}

// Each test's System.out goes to a buffer its assertions read.
void JunitWriter::append_output_capture(std::string& out) const {
    const std::string system = lang("System");
    out += "\n    // What System.out prints during each test, which the tests assert.\n";
    out += "    private final java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();\n";
    out += "    private java.io.PrintStream console;\n\n";
    out += "    @org.junit.jupiter.api.BeforeEach\n";
    out += "    void captureSystemOut() {\n";
    out += fmt::format("        console = {}.out;\n", system);
    out += fmt::format("        {}.setOut(new java.io.PrintStream(printed, true, "
                       "java.nio.charset.StandardCharsets.UTF_8));\n", system);
    out += "    }\n\n";
    out += "    @org.junit.jupiter.api.AfterEach\n";
    out += fmt::format("    void restoreSystemOut() {{\n        {}.setOut(console);\n    }}\n", system);
}

std::string JunitWriter::write() const {
    std::string out;
    std::string name = comment_text(classfile::internal_to_java_name(suite.class_name));
    std::replace(name.begin(), name.end(), '\n', ' ');
    if (suite.reproducers)
        out += "// Bugs Symcrete found in " + name + ": each test fails, with the exception named above it.\n";
    else
        out += "// Generated by Symcrete for " + name + ". Regenerate rather than edit.\n";
    if (!test_package.empty()) out += "package " + detail::join(test_package, ".") + ";\n";
    // JUnit 5's names, or JUnit 4's.
    const std::string api = suite.junit4 ? "org.junit" : "org.junit.jupiter.api";
    const std::string before_name = suite.junit4 ? "Before" : "BeforeEach";
    out += fmt::format("\nimport static {}.{};\n\n", api, suite.junit4 ? "Assert.*" : "Assertions.*");
    // A class under test named Test (or BeforeEach) would be hidden by the import.
    const bool resets = !suite.static_state.empty();
    const bool import_before_each = resets && tested.nesting.front() != before_name;
    const bool import_test = tested.nesting.front() != "Test";
    const std::string before_each =
        import_before_each ? "@" + before_name : fmt::format("@{}.{}", api, before_name);
    const std::string annotation = import_test ? "@Test" : fmt::format("@{}.Test", api);
    if (import_before_each) out += fmt::format("import {}.{};\n", api, before_name);
    if (import_test) out += fmt::format("import {}.Test;\n", api);
    if (import_before_each || import_test) out += "\n";
    // JUnit 4 wants public classes and methods.
    const std::string visibility = suite.junit4 ? "public " : "";
    out += visibility + "class " + test_class_simple_name(tested, suite.reproducers, suite.part) + " {\n";
    if (suite.junit4) {
        // What the validator gives JUnit 5 tests by configuration: each
        // test in a thread of its own, failed after 10 seconds.
        out += "    @org.junit.Rule\n";
        out += "    public org.junit.rules.Timeout timeout = org.junit.rules.Timeout.seconds(10);\n";
    }
    if (resets) append_static_reset(out, before_each);
    if (captures_output()) append_output_capture(out);

    const std::vector<std::string> names = junit_test_names(suite);
    bool reflective = false;
    for (std::size_t i = 0; i < suite.tests.size(); ++i) {
        const TestCase& test = suite.tests[i];
        out += '\n';
        auto checked = check_test(suite, i);
        if (!checked) {
            std::string reason = comment_text(checked.error().message);
            std::replace(reason.begin(), reason.end(), '\n', ' ');
            out += "    // Left out: " + reason + "\n";
            continue;
        }
        append_path_comment(out, test.path_condition);
        append_expectation_comment(out, test.expected);
        if (suite.cost_model && test.cost.measured)
            out += "    // Cost: " + engine::cost_text(*suite.cost_model, engine::cost_of(*test.cost.measured, *suite.cost_model)) + "\n";
        bool builds = false;
        const std::string text = body(test, builds);
        reflective |= builds;
        out += "    " + annotation + "\n";
        out += "    " + visibility + "void " + names[i] + "()" +
               (test.throws_checked || builds ? " throws Exception" : "") + " {\n";
        out += text;
        out += "    }\n";
    }
    if (reflective) append_object_helpers(out);
    out += "}\n";
    return out;
}


}  // namespace detail

TestCallText junit_test_call(const TestSuite& suite, std::size_t index) {
    const detail::JunitWriter writer(suite);
    const TestCase& test = suite.tests.at(index);
    std::string receiver;
    bool reflective = false;
    return writer.arrange(test, writer.local_names(test), receiver, reflective);
}

std::string write_junit(const TestSuite& suite, std::string_view not_validated) {
    if (suite.class_name.empty()) return "// Symcrete: no class under test.\n";
    if (not_validated.empty()) return detail::JunitWriter(suite).write();
    std::string reason = comment_text(not_validated);
    std::replace(reason.begin(), reason.end(), '\n', ' ');
    return "// NOT VALIDATED: these tests were never compiled or run on a JVM: " + reason + "\n" + detail::JunitWriter(suite).write();
}

Result<std::filesystem::path> write_junit_file(const TestSuite& suite, const std::filesystem::path& out_dir,
                                               std::string_view not_validated) {
    if (auto status = check_suite(suite); !status) return status.error();
    const std::filesystem::path path =
        out_dir / junit_relative_path(suite.class_name, suite.reproducers, suite.test_package, suite.part);
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    if (ec) {
        return Error{fmt::format("cannot create directory {}: {}", path.parent_path().string(), ec.message())};
    }
    // Write beside the target and rename, so a reader never sees half a file.
    const std::filesystem::path temp = path.string() + ".tmp";
    {
        std::ofstream file(temp, std::ios::binary | std::ios::trunc);
        if (!file) return Error{fmt::format("cannot write {}", temp.string())};
        const std::string text = write_junit(suite, not_validated);
        file.write(text.data(), static_cast<std::streamsize>(text.size()));
        file.close();
        if (!file) {
            std::filesystem::remove(temp, ec);
            return Error{fmt::format("cannot write {}", temp.string())};
        }
    }
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        std::filesystem::remove(temp, ec);
        return Error{fmt::format("cannot write {}: {}", path.string(), ec.message())};
    }
    return path;
}

}  // namespace symcrete::testgen
