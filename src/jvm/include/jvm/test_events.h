// The event log the test listener (jvm_helpers.h) writes while JUnit runs:
// what was planned, started and finished, so that tests are still reported,
// with a reason, when the JVM dies or is killed in the middle of one.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "jvm/junit_xml.h"

namespace symcrete::jvm {

struct TestEvents {
    using Key = std::pair<std::string, std::string>;  // test class, method
    std::vector<Key> planned;                          // in plan order, each once
    std::set<Key> started;
    std::optional<Key> last_started;
    std::map<Key, TestOutcome> finished;
};

// Reads the log; a line cut short by the JVM's death is ignored.
TestEvents parse_test_events(const std::string& text);

}  // namespace symcrete::jvm
