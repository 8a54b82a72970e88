// JUnit's legacy XML reports (junit_xml.h), read
// with libxml2: entities, CDATA sections, comments and encodings are the
// library's business, not ours.
#include "jvm/junit_xml.h"

#include <fmt/format.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include <memory>
#include <string>
#include <string_view>

namespace symcrete::jvm {
namespace {

// A stack trace's first "Caused by: ..." line, without the prefix.
std::string first_cause(const std::string& trace) {
    auto pos = trace.find("Caused by: ");
    if (pos == std::string::npos) return {};
    auto end = trace.find('\n', pos);
    return trace.substr(pos + 11, end == std::string::npos ? std::string::npos : end - pos - 11);
}

bool named(const xmlNode* node, const char* name) {
    return node->type == XML_ELEMENT_NODE && xmlStrcmp(node->name, reinterpret_cast<const xmlChar*>(name)) == 0;
}

std::string attribute(const xmlNode* node, const char* name) {
    xmlChar* value = xmlGetProp(node, reinterpret_cast<const xmlChar*>(name));
    if (value == nullptr) return {};
    std::string text(reinterpret_cast<const char*>(value));
    xmlFree(value);
    return text;
}

std::string content(const xmlNode* node) {
    xmlChar* value = xmlNodeGetContent(node);
    if (value == nullptr) return {};
    std::string text(reinterpret_cast<const char*>(value));
    xmlFree(value);
    return text;
}

// Why a test did not pass, from its <failure>, <error> or <skipped>: the
// exception's type and message, and the first cause in the trace.
std::string failure_message(const xmlNode* failure) {
    if (named(failure, "skipped")) {
        const std::string message = attribute(failure, "message");
        return message.empty() ? "skipped" : "skipped: " + message;
    }
    const std::string type = attribute(failure, "type");
    const std::string message = attribute(failure, "message");
    std::string text = message.empty() ? type : type.empty() ? message : type + ": " + message;
    const std::string cause = first_cause(content(failure));
    if (!cause.empty()) text += " (caused by " + cause + ")";
    if (text.empty()) text = "failed";
    if (text.size() > 2000) text = text.substr(0, 2000) + "...";
    return text;
}

void collect(const xmlNode* node, std::vector<TestOutcome>& outcomes) {
    for (; node != nullptr; node = node->next) {
        if (!named(node, "testcase")) {
            if (node->type == XML_ELEMENT_NODE) collect(node->children, outcomes);
            continue;
        }
        TestOutcome outcome;
        const std::string name = attribute(node, "name");
        outcome.name = name.substr(0, name.find('('));
        outcome.test_class = attribute(node, "classname");
        outcome.passed = true;
        for (const xmlNode* child = node->children; child != nullptr; child = child->next) {
            if (!named(child, "failure") && !named(child, "error") && !named(child, "skipped")) continue;
            if (outcome.passed) outcome.message = failure_message(child);
            outcome.passed = false;
        }
        outcomes.push_back(std::move(outcome));
    }
}

}  // namespace

Result<std::vector<TestOutcome>> parse_junit_xml_report(std::string_view xml) {
    // No network, no external entities, no messages on stderr: the error
    // comes back as a value.
    const int options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_HUGE;
    xmlResetLastError();
    std::unique_ptr<xmlDoc, decltype(&xmlFreeDoc)> doc(
        xmlReadMemory(xml.data(), static_cast<int>(xml.size()), "report.xml", nullptr, options), &xmlFreeDoc);
    if (!doc) {
        const xmlError* error = xmlGetLastError();
        std::string message = error != nullptr && error->message != nullptr ? error->message : "not XML";
        while (!message.empty() && message.back() == '\n') message.pop_back();
        return Error{fmt::format("malformed JUnit XML report (line {}): {}", error != nullptr ? error->line : 0,
                                 message), ErrorKind::ToolFailed};
    }
    std::vector<TestOutcome> outcomes;
    collect(xmlDocGetRootElement(doc.get()), outcomes);
    return outcomes;
}

}  // namespace symcrete::jvm
