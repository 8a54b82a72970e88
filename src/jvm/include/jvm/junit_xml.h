// What happened to one JUnit test, read from the launcher's legacy XML
// reports (TEST-*.xml) or from the event log of a JVM that died.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace symcrete::jvm {

struct TestOutcome {
    std::string test_class;  // binary name, e.g. "com.example.CalcSymcreteTest"
    std::string name;        // the test method, e.g. "abs_returns5_forMinus5"
    bool passed = false;
    // Why not: "org.opentest4j.AssertionFailedError: expected: <6> but was: <5>",
    // "java.util.concurrent.TimeoutException: ... timed out after 10 seconds", "skipped",
    // "the test JVM died while this test ran: exit code 134 (signal 6: Aborted)".
    std::string message;
    // The JVM died (or was killed at the time limit) before this test
    // started; write_and_validate runs it again without the test that ended it.
    bool not_run = false;
    // javac rejected the test, which was left out rather than run (its
    // inputs fit the erased types but not the generic ones): a limit of the
    // generator, not a wrong test.
    bool not_compiled = false;
};

// Parses a JUnit legacy XML report (TEST-*.xml) with libxml2: one outcome
// per <testcase>, failed when it has a <failure>, <error> or <skipped>
// child. Malformed XML is an Error with libxml2's message and line.
Result<std::vector<TestOutcome>> parse_junit_xml_report(std::string_view xml);

}  // namespace symcrete::jvm
