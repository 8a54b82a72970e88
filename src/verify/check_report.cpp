// The three renderings of check's findings (check_report.h). A finding's inputs
// are shown as a Java call built from its test case (describe_call), so a
// reader sees the failing call without opening the reproducer. SARIF locations
// are repository-relative source paths (package folders plus the SourceFile
// name) under SRCROOT, which lets code scanning place results on source lines.
// JDK frames are left out of SARIF code flows, and of the text chain except the
// frame that raised the exception.
#include "verify/check_report.h"

#include <fmt/format.h>
#include <map>
#include <nlohmann/json.hpp>

#include "classfile/descriptor.h"
#include "engine/jdk_value_classes.h"
#include "testgen/junit_writer.h"

namespace symcrete::verify {

namespace {

using nlohmann::json;
using testgen::StackFrame;

std::string java_name(const std::string& internal) { return classfile::internal_to_java_name(internal); }

std::string simple_name(const std::string& internal) {
    const std::string name = java_name(internal);
    return name.substr(name.rfind('.') + 1);
}

std::string arguments(const testgen::TestCase& test, const std::vector<testgen::InputValue>& values, int depth = 0);

std::string argument(const testgen::TestCase& test, const testgen::InputValue& value, int depth = 0) {
    switch (value.kind) {
        case testgen::InputValue::Kind::Primitive: return testgen::java_literal(value.primitive);
        case testgen::InputValue::Kind::Null: return "null";
        case testgen::InputValue::Kind::Object: {
            const testgen::TestObject& object = test.objects[value.object];
            if (object.text) return testgen::java_string_literal(*object.text);
            if (object.boxed) return testgen::java_literal(*object.boxed);
            if (object.value_text) return engine::jdk_value_expression(object.type, simple_name(object.type), *object.value_text);
            if (object.type.starts_with("[")) {  // new int[] {1, 2}, at most eight elements shown
                std::string elements;
                for (std::size_t i = 0; i < object.elements.size() && i < 8; ++i)
                    elements += (i == 0 ? "" : ", ") + argument(test, object.elements[i], depth + 1);
                if (object.elements.size() > 8) elements += ", ...";
                auto type = classfile::parse_field_descriptor(object.type);
                const std::string name = type ? type->java_name() : object.type;
                return fmt::format("new {} {{{}}}", name, elements);
            }
            const std::string type = java_name(object.type);
            const auto last = type.find_last_of(".$");
            const std::string simple = last == std::string::npos ? type : type.substr(last + 1);
            // A data class as its constructor makes it (new NumC(3)); its
            // calls and deeper objects are not shown.
            if (object.constructor && object.calls.empty() && depth < 4)
                return fmt::format("new {}({})", simple, arguments(test, object.constructor_arguments, depth + 1));
            return "a " + simple;
        }
    }
    return "?";
}

std::string arguments(const testgen::TestCase& test, const std::vector<testgen::InputValue>& values, int depth) {
    std::string out;
    for (const auto& value : values) out += (out.empty() ? "" : ", ") + argument(test, value, depth);
    return out;
}

// "Calc.java:12" or the class when the file is unknown.
std::string where(const StackFrame& frame) {
    if (frame.file.empty()) return frame.class_name + (frame.line > 0 ? fmt::format(":{}", frame.line) : "");
    return frame.line > 0 ? fmt::format("{}:{}", frame.file, frame.line) : frame.file;
}

// The source file's path as a repository holds it: the package's folders and
// the file name (com/acme/Calc.java).
std::string source_path(const StackFrame& frame) {
    std::string package;
    if (auto dot = frame.class_name.rfind('.'); dot != std::string::npos) package = frame.class_name.substr(0, dot);
    std::replace(package.begin(), package.end(), '.', '/');
    const std::string file = frame.file.empty() ? frame.class_name.substr(frame.class_name.rfind('.') + 1) + ".java"
                                                : frame.file;
    return package.empty() ? file : package + "/" + file;
}

std::string headline(const Finding& finding) {
    return fmt::format("{} in {}", simple_name(finding.exception), where(finding.site));
}

std::string kind_name(Finding::Kind kind) { return kind == Finding::Kind::Bug ? "bug" : "contract"; }

json frame_json(const StackFrame& frame) {
    return json{{"class", frame.class_name}, {"method", frame.method}, {"file", frame.file},
                {"line", frame.line}, {"jdk", frame.in_jdk}};
}

json finding_json(const Finding& finding) {
    json trace = json::array();
    for (const StackFrame& frame : finding.trace) trace.push_back(frame_json(frame));
    json out{{"kind", kind_name(finding.kind)},
             {"exception", java_name(finding.exception)},
             {"message", finding.message},
             {"class", java_name(finding.class_name)},
             {"method", finding.method},
             {"site", frame_json(finding.site)},
             {"trace", trace},
             {"call", describe_call(finding)}};
    if (!finding.reproducer.empty()) {
        out["reproducer"] = {{"file", finding.reproducer.string()}, {"test", finding.test_name}};
    }
    return out;
}

json physical_location(const StackFrame& frame) {
    json location{{"artifactLocation", {{"uri", source_path(frame)}, {"uriBaseId", "SRCROOT"}}}};
    if (frame.line > 0) location["region"] = {{"startLine", frame.line}};
    return location;
}

json location(const StackFrame& frame) {
    return json{{"physicalLocation", physical_location(frame)},
                {"logicalLocations",
                 json::array({{{"fullyQualifiedName", frame.class_name + "." + frame.method}, {"kind", "function"}}})}};
}

}  // namespace

std::string describe_call(const Finding& finding) { return describe_call(finding.class_name, finding.test); }

std::string describe_call(const std::string& class_name, const testgen::TestCase& test) {
    const std::string type = simple_name(class_name);
    std::string receiver;
    if (test.construction) {
        const auto& made = *test.construction;
        receiver = made.method == "<init>" ? fmt::format("new {}({})", type, arguments(test, made.arguments))
                                           : fmt::format("{}.{}({})", type, made.method, arguments(test, made.arguments));
        for (const auto& call : made.calls)
            receiver += fmt::format(".{}({}){}", call.method, arguments(test, call.arguments),
                                    call.refused_with.empty() ? ""
                                                              : " (throws " + simple_name(call.refused_with) + ")");
    } else if (test.receiver && test.receiver->kind == testgen::InputValue::Kind::Object &&
               test.objects[test.receiver->object].constant) {
        receiver = type;  // a singleton: Interp.interpEntry(...) as Scala reads it
    } else if (test.receiver) {
        receiver = "a " + type;
    } else {
        receiver = type;
    }
    if (test.method == "<init>") return fmt::format("new {}({})", type, arguments(test, test.arguments));
    return fmt::format("{}.{}({})", receiver, test.method, arguments(test, test.arguments));
}

std::string format_text(const std::vector<ClassCheck>& checks, const ReportOptions& options) {
    std::string out;
    std::size_t bugs = 0, contracts = 0, unconfirmed = 0, unreachable = 0;
    for (const ClassCheck& check : checks) {
        for (const Finding& finding : check.bugs) {
            ++bugs;
            out += fmt::format("bug: {}\n", headline(finding));
            if (!finding.message.empty()) out += fmt::format("  message: {}\n", finding.message);
            out += fmt::format("  call: {}\n", describe_call(finding));
            out += "  chain:";
            for (const StackFrame& frame : finding.trace) {
                if (frame.in_jdk && &frame != &finding.trace.front()) continue;  // the JDK's middle frames
                out += fmt::format("\n    at {}.{}({})", frame.class_name, frame.method, where(frame));
            }
            out += "\n";
            if (!finding.reproducer.empty())
                out += fmt::format("  reproducer: {} ({})\n", finding.reproducer.string(), finding.test_name);
        }
        contracts += check.contracts.size();
        unconfirmed += check.unconfirmed;
        unreachable += check.unreachable_receivers;
        if (options.contracts) {
            for (const Finding& finding : check.contracts)
                out += fmt::format("contract: {} (call: {})\n", headline(finding), describe_call(finding));
        }
    }
    out += fmt::format("symcrete check: {} bug{} found", bugs, bugs == 1 ? "" : "s");
    if (contracts > 0)
        out += fmt::format("; {} contract exception{} (thrown on purpose){}", contracts, contracts == 1 ? "" : "s",
                           options.contracts ? "" : ", listed with --contracts");
    if (unconfirmed > 0)
        out += fmt::format("; {} not reported: the reproducer did not fail on the JVM", unconfirmed);
    if (unreachable > 0)
        out += fmt::format("; {} path{} not reported: {} on an object made field by field (a receiver or "
                           "argument in a state no constructor may leave it in)",
                           unreachable, unreachable == 1 ? "" : "s", unreachable == 1 ? "it failed" : "they failed");
    out += "\n";
    return out;
}

std::string format_json(const std::vector<ClassCheck>& checks, const ReportOptions&) {
    json classes = json::array();
    for (const ClassCheck& check : checks) {
        json bugs = json::array(), contracts = json::array(), methods = json::array();
        for (const Finding& finding : check.bugs) bugs.push_back(finding_json(finding));
        for (const Finding& finding : check.contracts) contracts.push_back(finding_json(finding));
        for (const auto& method : check.methods) {
            json entry{{"method", method.method}, {"paths", method.paths}, {"stopped", method.stopped}};
            if (method.skipped) entry["skipped"] = *method.skipped;
            methods.push_back(entry);
        }
        classes.push_back({{"class", java_name(check.class_name)},
                           {"bugs", bugs},
                           {"contracts", contracts},
                           {"unconfirmed", check.unconfirmed},
                           {"unreachable_receivers", check.unreachable_receivers},
                           {"methods", methods}});
    }
    return json{{"tool", "symcrete"}, {"classes", classes}}.dump(2) + "\n";
}

std::string format_sarif(const std::vector<ClassCheck>& checks, const ReportOptions& options) {
    // One rule per exception kind, in first-seen order.
    json rules = json::array();
    std::map<std::string, std::size_t> rule_index;
    json results = json::array();
    auto add = [&](const Finding& finding) {
        const std::string rule = java_name(finding.exception);
        auto [it, fresh] = rule_index.emplace(rule, rule_index.size());
        if (fresh) {
            rules.push_back({{"id", rule},
                             {"name", simple_name(finding.exception)},
                             {"shortDescription", {{"text", fmt::format("{} can escape", rule)}}},
                             {"fullDescription",
                              {{"text", fmt::format("An input exists for which {} is thrown and not caught; "
                                                    "Symcrete found it by symbolic execution and ran a "
                                                    "reproducer on the JVM.",
                                                    rule)}}},
                             {"defaultConfiguration", {{"level", "error"}}}});
        }
        const bool bug = finding.kind == Finding::Kind::Bug;
        std::string text = fmt::format("{} escapes {}: {}", rule,
                                       java_name(finding.class_name) + "." +
                                           finding.method.substr(0, finding.method.find('(')),
                                       describe_call(finding));
        if (!finding.message.empty()) text += fmt::format(" ({})", finding.message);
        if (!bug) text += " Thrown on purpose: the method's contract.";
        json flow_locations = json::array();
        for (auto frame = finding.trace.rbegin(); frame != finding.trace.rend(); ++frame) {
            if (frame->in_jdk) continue;
            flow_locations.push_back({{"location", location(*frame)}});
        }
        json result{{"ruleId", rule},
                    {"ruleIndex", it->second},
                    {"level", bug ? "error" : "note"},
                    {"message", {{"text", text}}},
                    {"locations", json::array({location(finding.site)})}};
        if (!flow_locations.empty())
            result["codeFlows"] = json::array({{{"threadFlows", json::array({{{"locations", flow_locations}}})}}});
        if (!finding.reproducer.empty())
            result["properties"] = {{"reproducer", finding.reproducer.string()}, {"test", finding.test_name}};
        results.push_back(result);
    };
    for (const ClassCheck& check : checks) {
        for (const Finding& finding : check.bugs) add(finding);
        if (options.contracts)
            for (const Finding& finding : check.contracts) add(finding);
    }
    json sarif{{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
               {"version", "2.1.0"},
               {"runs",
                json::array({{{"tool",
                               {{"driver",
                                 {{"name", "Symcrete"},
                                  {"version", options.tool_version},
                                  {"rules", rules}}}}},
                              {"results", results}}})}};
    return sarif.dump(2) + "\n";
}

}  // namespace symcrete::verify
