// The JVM tools' plumbing without a JVM: JUnit's XML reports parsed with
// libxml2, and processes run with captured output and a time limit.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <string>

#include "jvm/junit_xml.h"
#include "jvm/subprocess.h"

namespace symcrete::jvm {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(JunitXmlTest, ParsesOutcomes) {
    const std::string xml = R"xml(<?xml version="1.0" encoding="UTF-8"?>
<!-- a comment with <testcase> inside -->
<testsuite name="JUnit Jupiter" tests="5">
<properties>
<property name="line.separator" value="&#10;"/>
</properties>
<testcase name="passes()" classname="p.ATest" time="0"/>
<testcase name="fails()" classname="p.ATest" time="0.01">
<failure message="expected: &lt;6&gt; but was: &lt;5&gt; &amp; &quot;x&quot; &#233;&#x20AC;" type="org.opentest4j.AssertionFailedError"><![CDATA[org.opentest4j.AssertionFailedError: <not> parsed ]]]]><![CDATA[>
	at p.ATest.fails(ATest.java:6)
]]></failure>
<system-out><![CDATA[unique-id: [engine:junit-jupiter]]]></system-out>
</testcase>
<testcase name="errs()" classname="p.ATest" time="0">
<error type="java.lang.ExceptionInInitializerError">java.lang.ExceptionInInitializerError
Caused by: java.lang.ArithmeticException: / by zero
	... 75 more
</error>
</testcase>
<testcase name='skips()' classname='p.ATest'>
<skipped message="disabled"/>
</testcase>
<testcase name="ok()" classname="p.BTest" time="0">
<system-out><![CDATA[
display-name: ok()
]]></system-out>
</testcase>
</testsuite>
)xml";
    auto outcomes = parse_junit_xml_report(xml);
    ASSERT_TRUE(outcomes) << outcomes.error().message;
    ASSERT_EQ(outcomes->size(), 5u);
    const auto& o = *outcomes;
    EXPECT_EQ(o[0].name, "passes");
    EXPECT_EQ(o[0].test_class, "p.ATest");
    EXPECT_TRUE(o[0].passed);
    EXPECT_EQ(o[1].name, "fails");
    EXPECT_FALSE(o[1].passed);
    EXPECT_EQ(o[1].message, "org.opentest4j.AssertionFailedError: expected: <6> but was: <5> & \"x\" \xc3\xa9\xe2\x82\xac");
    EXPECT_FALSE(o[2].passed);
    EXPECT_EQ(o[2].message, "java.lang.ExceptionInInitializerError (caused by java.lang.ArithmeticException: / by zero)");
    EXPECT_FALSE(o[3].passed);
    EXPECT_EQ(o[3].message, "skipped: disabled");
    EXPECT_TRUE(o[4].passed);
    EXPECT_EQ(o[4].test_class, "p.BTest");
    EXPECT_TRUE(o[4].message.empty());
}

TEST(JunitXmlTest, RejectsMalformedReports) {
    EXPECT_FALSE(parse_junit_xml_report("<testsuite><testcase name=\"a()\" classname=\"C\">"));
    EXPECT_FALSE(parse_junit_xml_report("<testsuite><testcase name=\"a()"));
    EXPECT_FALSE(parse_junit_xml_report("<testsuite><!-- never closed"));
    EXPECT_FALSE(parse_junit_xml_report("<testsuite><testcase name=a/></testsuite>"));
    EXPECT_FALSE(parse_junit_xml_report("<testsuite><![CDATA[ open"));
    auto broken = parse_junit_xml_report("<testsuite>\n<testcase name=\"a()\" classname=\"C\">\n</testsuite>");
    ASSERT_FALSE(broken);
    EXPECT_TRUE(contains(broken.error().message, "malformed JUnit XML report (line 3)")) << broken.error().message;
    auto empty = parse_junit_xml_report("<?xml version=\"1.0\"?><testsuite tests=\"0\"></testsuite>");
    ASSERT_TRUE(empty);
    EXPECT_TRUE(empty->empty());
}

TEST(SubprocessTest, CapturesOutputAndExitCode) {
    auto sh = find_executable("sh");
    ASSERT_TRUE(sh);
    auto result = run_process({sh->string(), "-c", "pwd; echo err >&2; exit 3"}, "/tmp",
                                      std::chrono::seconds(10));
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_EQ(result->exit_code, 3);
    EXPECT_FALSE(result->timed_out);
    EXPECT_EQ(result->output, "/tmp\nerr\n");

    auto env = run_process({sh->string(), "-c", "echo $SYMCRETE_TEST_VAR"}, {}, std::chrono::seconds(10),
                                   {"SYMCRETE_TEST_VAR=hello"});
    ASSERT_TRUE(env);
    EXPECT_EQ(env->output, "hello\n");
}

TEST(SubprocessTest, KillsAtTheTimeLimit) {
    auto sh = find_executable("sh");
    ASSERT_TRUE(sh);
    const auto start = std::chrono::steady_clock::now();
    // The child's own child is killed too: it is in the same process group.
    auto result = run_process({sh->string(), "-c", "sleep 30 & sleep 30; echo never"}, {},
                                      std::chrono::milliseconds(300));
    const auto elapsed = std::chrono::steady_clock::now() - start;
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_TRUE(result->timed_out);
    EXPECT_EQ(result->exit_code, -1);
    EXPECT_LT(elapsed, std::chrono::seconds(10));
}

// A stop that comes before the child has a handler (here: at once) is held
// as a pending SIGINT, blocked from the child's start, where it would
// otherwise kill the child or be lost before its exec.
TEST(SubprocessTest, AnEarlyStopWaitsForTheChildsHandler) {
    // perl (in Debian's essential perl-base) waits without touching its
    // signal mask, where a shell's wait would unblock SIGINT.
    auto perl = find_executable("perl");
    ASSERT_TRUE(perl);
    const std::string report = "open(my $f, '<', '/proc/self/status') or die; print grep { /^(SigBlk|ShdPnd):/ } <$f>;";
    const std::atomic<bool> stop{true};
    auto result = run_process({perl->string(), "-e", "select(undef, undef, undef, 0.5); " + report}, {},
                              std::chrono::seconds(10), {}, &stop);
    ASSERT_TRUE(result) << result.error().message;
    EXPECT_EQ(result->term_signal, 0) << result->output;
    EXPECT_EQ(result->exit_code, 0) << result->output;
    const std::uint64_t sigint = std::uint64_t{1} << (SIGINT - 1);
    for (const char* field : {"SigBlk:", "ShdPnd:"}) {
        const std::size_t at = result->output.find(field);
        ASSERT_NE(at, std::string::npos) << result->output;
        const std::uint64_t mask = std::stoull(result->output.substr(at + std::string_view(field).size()), nullptr, 16);
        EXPECT_NE(mask & sigint, 0U) << field << " " << result->output;
    }
    // Without a stop, a child starts with SIGINT as this process has it.
    auto plain = run_process({perl->string(), "-e", report}, {}, std::chrono::seconds(10));
    ASSERT_TRUE(plain);
    EXPECT_EQ(std::stoull(plain->output.substr(plain->output.find(':') + 1), nullptr, 16) & sigint, 0U) << plain->output;
}

TEST(SubprocessTest, MissingProgramsAreErrors) {
    EXPECT_FALSE(find_executable("symcrete-surely-not-a-program"));
    auto result = run_process({"/nonexistent/program"}, {}, std::chrono::seconds(5));
    ASSERT_FALSE(result);
    EXPECT_TRUE(contains(result.error().message, "/nonexistent/program")) << result.error().message;
    auto bad_dir = run_process({"/bin/true"}, "/nonexistent/dir", std::chrono::seconds(5));
    ASSERT_FALSE(bad_dir);
    EXPECT_TRUE(contains(bad_dir.error().message, "/nonexistent/dir")) << bad_dir.error().message;
    EXPECT_EQ(command_line({"java", "-cp", "a b", "it's"}), "java -cp 'a b' 'it'\\''s'");
}

}  // namespace
}  // namespace symcrete::jvm
