// Parsing the test listener's event log: tab-separated lines with tabs,
// newlines and backslashes escaped (jvm_helpers.h gives the format).
#include "jvm/test_events.h"

#include <sstream>
#include <string_view>

namespace symcrete::jvm {
namespace {

std::string unescape_event(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\\' || i + 1 == text.size()) {
            out += text[i];
            continue;
        }
        char c = text[++i];
        out += c == 't' ? '\t' : c == 'n' ? '\n' : c == 'r' ? '\r' : c;
    }
    return out;
}

}  // namespace

TestEvents parse_test_events(const std::string& text) {
    TestEvents events;
    std::set<TestEvents::Key> planned;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        std::vector<std::string> fields;
        std::size_t start = 0;
        while (true) {
            auto tab = line.find('\t', start);
            fields.push_back(unescape_event(std::string_view(line).substr(start, tab == std::string::npos ? std::string::npos : tab - start)));
            if (tab == std::string::npos) break;
            start = tab + 1;
        }
        if (fields.size() < 3) continue;  // a line cut short by the JVM's death
        TestEvents::Key key{fields[1], fields[2]};
        if (fields[0] == "planned") {
            if (planned.insert(key).second) events.planned.push_back(key);
        } else if (fields[0] == "started") {
            events.started.insert(key);
            events.last_started = key;
        } else if (fields[0] == "finished" && fields.size() >= 4) {
            TestOutcome outcome{key.first, key.second, fields[3] == "SUCCESSFUL", {}};
            std::string message = fields.size() >= 5 ? fields[4] : "";
            if (fields[3] == "ABORTED") message = message.empty() ? "aborted" : "aborted: " + message;
            else if (!outcome.passed && message.empty()) message = "failed";
            outcome.message = message;
            events.finished[key] = std::move(outcome);
        } else if (fields[0] == "skipped") {
            std::string reason = fields.size() >= 4 ? fields[3] : "";
            events.finished[key] = TestOutcome{key.first, key.second, false, reason.empty() ? "skipped" : "skipped: " + reason};
        }
    }
    return events;
}

}  // namespace symcrete::jvm
