// The Validator on the real JVM, for what makes its verdict trustworthy: the
// tests run in the sandbox (a test cannot touch the host's files, network or
// processes), System.exit fails one test instead of ending the run, a JVM
// that dies or is killed reports every test with a reason, checked
// exceptions, one-ulp assertions and restored static state work on the JVM,
// and a suite that does not compile never reaches the output directory.
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cmath>
#include <fstream>
#include <sstream>

#include "support/java_compiler.h"
#include "testgen/junit_writer.h"
#include "testgen/validator.h"
#include "support/test_paths.h"

namespace symcrete::testgen {
namespace {

namespace fs = std::filesystem;

JavaValue i(std::int32_t v) { return JavaValue::integer(v); }
JavaValue f64(double v) { return JavaValue::double_value(v); }
JavaValue f32(float v) { return JavaValue::float_value(v); }
Outcome returns(JavaValue v, bool approximate = false) {
    Outcome outcome{Outcome::Kind::Returns, v, {}};
    outcome.approximate = approximate;
    return outcome;
}
Outcome throws(std::string exception) { return Outcome{Outcome::Kind::Throws, std::nullopt, std::move(exception)}; }
TestCase test(std::string method, std::string descriptor, std::vector<InputValue> args, Outcome outcome,
              bool throws_checked = false) {
    TestCase test{std::move(method), std::move(descriptor), std::move(args), std::move(outcome), "path"};
    test.throws_checked = throws_checked;
    return test;
}
bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string read_text(const fs::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

const TestOutcome* find_removed(const SuiteValidation& run, const std::string& name) {
    for (const auto& outcome : run.removed_outcomes) {
        if (outcome.name == name) return &outcome;
    }
    return nullptr;
}

// A TCP listener on 127.0.0.1 that a test may try to reach.
class Listener {
public:
    Listener() {
        fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t size = sizeof address;
        if (fd_ < 0 || ::bind(fd_, reinterpret_cast<sockaddr*>(&address), size) != 0 || ::listen(fd_, 16) != 0 ||
            ::getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &size) != 0) {
            ADD_FAILURE() << "cannot listen on 127.0.0.1";
            return;
        }
        port_ = ntohs(address.sin_port);
        ::fcntl(fd_, F_SETFL, O_NONBLOCK);
    }
    ~Listener() {
        if (fd_ >= 0) ::close(fd_);
    }
    int port() const { return port_; }
    bool was_reached() const {
        int client = ::accept(fd_, nullptr, nullptr);
        if (client < 0) return false;
        ::close(client);
        return true;
    }

private:
    int fd_ = -1;
    int port_ = 0;
};

class ValidatorTrustTest : public ::testing::Test {
protected:
    void SetUp() override {
        classes_ = symcrete::testing::compile_java("testgen", 17);
        ASSERT_FALSE(classes_.empty());
        out_ = symcrete::testing::make_temp_dir("symcrete-trust-out");
        options_.class_path = {classes_};
        options_.work_dir = symcrete::testing::make_temp_dir("symcrete-trust-work");
        options_.cache_dir = symcrete::testing::test_cache_dir() / "testgen-tools";
    }

    // Compiles Java source written now (it names paths and ports of this run).
    fs::path compile_now(const std::string& name, const std::string& relative_path, const std::string& source) {
        const fs::path dir = symcrete::testing::make_temp_dir("symcrete-trust-src-" + name);
        fs::create_directories((dir / relative_path).parent_path());
        std::ofstream(dir / relative_path) << source;
        fs::path classes = symcrete::testing::compile_java_tree(dir, name, "--release 17");
        compiled_.push_back(classes);
        return classes;
    }

    // The classes compiled now are keyed by their temporary source path: no later run reuses them.
    void TearDown() override {
        for (const auto& dir : compiled_) fs::remove_all(dir);
    }

    fs::path classes_;
    fs::path out_;
    ValidatorOptions options_;
    std::vector<fs::path> compiled_;
};

TEST_F(ValidatorTrustTest, TestsCannotTouchTheHostAndExitFailsOnlyItsTest) {
    // Host things a test will try to harm: files outside /tmp (which the
    // sandbox shows read-only) and under /tmp (which it hides), a folder to
    // write into, a listener.
    const fs::path host = symcrete::testing::make_host_dir("trust-host");
    fs::create_directories(host / "drop");
    std::ofstream(host / "victim.txt") << "precious";
    const fs::path tmp_victim = symcrete::testing::make_temp_dir("symcrete-trust-victim") / "victim.txt";
    std::ofstream(tmp_victim) << "precious too";
    Listener listener;

    const std::string source = fmt::format(R"(package hostile;

import java.io.File;
import java.io.FileOutputStream;
import java.net.Socket;

public class Hostile {{
    // 2: deleted, 1: there but not deletable, 0: not there.
    static int delete(int which) {{
        File file = new File(which == 0 ? "{0}" : "{1}");
        if (!file.exists()) return 0;
        return file.delete() ? 2 : 1;
    }}

    static int write(int x) throws Exception {{
        try (FileOutputStream out = new FileOutputStream("{2}/written.txt")) {{
            out.write(x);
        }}
        return 1;
    }}

    static int connect(int port) throws Exception {{
        try (Socket socket = new Socket("127.0.0.1", port)) {{
            return 1;
        }}
    }}

    static int exit(int status) {{
        System.exit(status);
        return 0;
    }}

    static int halt(int status) {{
        Runtime.getRuntime().halt(status);
        return 0;
    }}

    static int add(int a, int b) {{
        return a + b;
    }}

    static int twice(int a) {{
        return 2 * a;
    }}
}}
)",
                                           (host / "victim.txt").string(), tmp_victim.string(), (host / "drop").string());
    const fs::path hostile = compile_now("hostile", "hostile/Hostile.java", source);
    ASSERT_FALSE(hostile.empty());
    options_.class_path = {hostile};

    // Each hostile test expects what would happen without the sandbox.
    TestSuite suite{"hostile/Hostile",
                    {
                        test("add", "(II)I", {i(2), i(3)}, returns(i(5))),
                        test("delete", "(I)I", {i(0)}, returns(i(2))),
                        test("delete", "(I)I", {i(1)}, returns(i(2))),
                        test("write", "(I)I", {i(65)}, returns(i(1)), true),
                        test("connect", "(I)I", {i(listener.port())}, returns(i(1)), true),
                        test("exit", "(I)I", {i(7)}, returns(i(0))),
                        test("halt", "(I)I", {i(3)}, returns(i(0))),
                        test("twice", "(I)I", {i(21)}, returns(i(42))),
                    }};
    auto run = write_and_validate(suite, out_, options_);
    ASSERT_TRUE(run) << run.error().message;

    // The host is untouched.
    EXPECT_EQ(read_text(host / "victim.txt"), "precious");
    EXPECT_EQ(read_text(tmp_victim), "precious too");
    EXPECT_TRUE(fs::is_empty(host / "drop"));
    EXPECT_FALSE(listener.was_reached());

    // The harmless tests are kept and passed; each hostile one failed alone.
    EXPECT_TRUE(run->report.sandboxed);
    EXPECT_EQ(run->suite.tests.size(), 2u);
    EXPECT_EQ(run->report.passed(), 2u) << run->report.output;
    EXPECT_EQ(run->report.failed(), 0u);
    EXPECT_NE(run->report.find("add_returns5"), nullptr);
    EXPECT_NE(run->report.find("twice_returns42"), nullptr);
    ASSERT_EQ(run->removed.size(), 6u);
    auto removed_message = [&](const std::string& name) {
        const TestOutcome* outcome = find_removed(*run, name);
        return outcome != nullptr ? outcome->message : "(not removed)";
    };
    EXPECT_TRUE(contains(removed_message("delete_returns2_for0"), "expected: <2> but was: <1>"))
        << removed_message("delete_returns2_for0");  // seen, read-only
    EXPECT_TRUE(contains(removed_message("delete_returns2_for1"), "expected: <2> but was: <0>"))
        << removed_message("delete_returns2_for1");  // hidden behind the private /tmp
    EXPECT_TRUE(contains(removed_message("write_returns1"), "Read-only file system")) << removed_message("write_returns1");
    EXPECT_TRUE(contains(removed_message("connect_returns1"), "java.net.")) << removed_message("connect_returns1");
    EXPECT_TRUE(contains(removed_message("exit_returns0"), "System.exit(7) refused")) << removed_message("exit_returns0");
    EXPECT_TRUE(contains(removed_message("halt_returns0"), "Runtime.halt(3) refused")) << removed_message("halt_returns0");
    // The file written is the one that passed.
    EXPECT_EQ(read_text(run->source), write_junit(run->suite));
}

// A test that kills the JVM: the run still reports every test, the one that
// was running as the cause, the ones it kept from running as not run; the
// rounds of write_and_validate remove the cause and keep the rest.
TEST_F(ValidatorTrustTest, AJvmThatDiesReportsEveryTest) {
    const fs::path crash = compile_now("crash", "crash/Crash.java", R"(package crash;

public class Crash {
    static int crash(int x) throws Exception {
        java.lang.reflect.Field field = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        field.setAccessible(true);
        ((sun.misc.Unsafe) field.get(null)).putAddress(0, x);
        return x;
    }

    static int one() { return 1; }
    static int two() { return 2; }
    static int three() { return 3; }
}
)");
    ASSERT_FALSE(crash.empty());
    options_.class_path = {crash};
    TestSuite suite{"crash/Crash",
                    {test("one", "()I", {}, returns(i(1))), test("crash", "(I)I", {i(0)}, returns(i(0)), true),
                     test("two", "()I", {}, returns(i(2))), test("three", "()I", {}, returns(i(3)))}};
    auto path = write_junit_file(suite, out_);
    ASSERT_TRUE(path) << path.error().message;
    auto report = validate({*path}, suite.class_name, options_);
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(report->tests.size(), 4u) << report->output;
    const TestOutcome* cause = report->find("crash_returns0");
    ASSERT_NE(cause, nullptr);
    EXPECT_FALSE(cause->passed);
    EXPECT_FALSE(cause->not_run);
    EXPECT_TRUE(contains(cause->message, "the test JVM died while this test ran (exit code 134")) << cause->message;
    for (const char* name : {"one_returns1", "two_returns2", "three_returns3"}) {
        const TestOutcome* other = report->find(name);
        ASSERT_NE(other, nullptr) << name;
        // Run before the crash, or not run because of it.
        EXPECT_TRUE(other->passed || (other->not_run && contains(other->message, "not run: the test JVM died") &&
                                      contains(other->message, "while crash.CrashSymcreteTest.crash_returns0 ran")))
            << name << ": " << other->message;
    }
    EXPECT_FALSE(report->coverage) << report->output;  // a crashed JVM writes no coverage

    auto run = write_and_validate(suite, out_, options_);
    ASSERT_TRUE(run) << run.error().message;
    ASSERT_EQ(run->removed.size(), 1u);
    EXPECT_EQ(run->removed_outcomes[0].name, "crash_returns0");
    EXPECT_EQ(run->suite.tests.size(), 3u);
    EXPECT_EQ(run->report.passed(), 3u) << run->report.output;
    ASSERT_TRUE(run->report.coverage);
    EXPECT_TRUE(run->report.coverage->executed);
}

TEST_F(ValidatorTrustTest, AJvmKilledAtTheTimeLimitReportsEveryTest) {
    const fs::path sleepy = compile_now("sleepy", "sleepy/Sleepy.java", R"(package sleepy;

public class Sleepy {
    static int sleep(int seconds) throws Exception {
        Thread.sleep(seconds * 1000L);
        return 0;
    }

    static int one() { return 1; }
}
)");
    ASSERT_FALSE(sleepy.empty());
    options_.class_path = {sleepy};
    options_.test_timeout = std::chrono::seconds(600);  // JUnit does not stop it; the run's limit does
    options_.run_timeout = std::chrono::seconds(20);
    options_.measure_coverage = false;
    TestSuite suite{"sleepy/Sleepy", {test("sleep", "(I)I", {i(300)}, returns(i(0)), true), test("one", "()I", {}, returns(i(1)))}};
    auto path = write_junit_file(suite, out_);
    ASSERT_TRUE(path) << path.error().message;
    const auto start = std::chrono::steady_clock::now();
    auto report = validate({*path}, suite.class_name, options_);
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(60));
    ASSERT_TRUE(report) << report.error().message;
    ASSERT_EQ(report->tests.size(), 2u) << report->output;
    const TestOutcome* cause = report->find("sleep_returns0");
    ASSERT_NE(cause, nullptr);
    EXPECT_FALSE(cause->passed);
    EXPECT_TRUE(contains(cause->message, "the test JVM died while this test ran (killed at the time limit of 20 s)"))
        << cause->message;
    const TestOutcome* other = report->find("one_returns1");
    ASSERT_NE(other, nullptr);
    EXPECT_TRUE(other->passed || other->not_run) << other->message;
}

TEST_F(ValidatorTrustTest, SandboxThatCannotStartIsAClearErrorUnlessUnsafe) {
    TestSuite suite{"sample/OneIf", {test("pick", "(I)I", {i(1)}, returns(i(1)))}};
    options_.sandbox.bwrap = "/nonexistent/bwrap";
    auto run = write_and_validate(suite, out_, options_);
    ASSERT_FALSE(run);
    EXPECT_TRUE(contains(run.error().message, "the sandbox cannot start")) << run.error().message;
    EXPECT_TRUE(contains(run.error().message, "Install bubblewrap")) << run.error().message;
    EXPECT_TRUE(contains(run.error().message, "--unsafe-validate")) << run.error().message;
    EXPECT_FALSE(fs::exists(out_ / "sample"));

    options_.unsafe_validate = true;
    run = write_and_validate(suite, out_, options_);
    ASSERT_TRUE(run) << run.error().message;
    EXPECT_FALSE(run->report.sandboxed);
    EXPECT_EQ(run->report.passed(), 1u) << run->report.output;
}

TEST_F(ValidatorTrustTest, StaticStateIsRestoredBeforeEachTest) {
    // Each test expects the value a fresh class gives.
    TestSuite suite{"sample/Counter",
                    {test("next", "()I", {}, returns(i(1))), test("next", "()I", {}, returns(i(1))),
                     test("add", "(J)J", {JavaValue::long_value(5)}, returns(JavaValue::long_value(105))),
                     test("add", "(J)J", {JavaValue::long_value(7)}, returns(JavaValue::long_value(107)))},
                    {StaticField{"calls", "I", true, i(0)}, StaticField{"total", "J", false, JavaValue::long_value(100)}}};
    auto path = write_junit_file(suite, out_);
    ASSERT_TRUE(path) << path.error().message;
    EXPECT_TRUE(contains(read_text(*path), "staticField(\"calls\").setInt(null, 0);"));
    EXPECT_TRUE(contains(read_text(*path), "Counter.total = 100L;"));
    auto report = validate({*path}, suite.class_name, options_);
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(report->passed(), 4u) << report->output;

    // Without the reset, whichever test runs second sees the first's change.
    TestSuite unreset{suite.class_name, suite.tests};
    path = write_junit_file(unreset, out_);
    ASSERT_TRUE(path) << path.error().message;
    report = validate({*path}, suite.class_name, options_);
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(report->failed(), 2u) << report->output;
}

TEST_F(ValidatorTrustTest, MethodsWithCheckedExceptionsCompile) {
    TestSuite suite{"sample/Checked",
                    {test("read", "(I)I", {i(4)}, returns(i(4)), true),
                     test("read", "(I)I", {i(-1)}, throws("java/io/IOException"), true),
                     test("anything", "(I)I", {i(1)}, returns(i(2)), true),
                     test("unchecked", "(I)I", {i(3)}, returns(i(3)))}};
    auto run = write_and_validate(suite, out_, options_);
    ASSERT_TRUE(run) << run.error().message;
    EXPECT_TRUE(run->removed.empty());
    EXPECT_EQ(run->report.passed(), 4u) << run->report.output;

    // Without `throws Exception` javac refuses the two that call outside an
    // assertThrows lambda: they are dropped, the others stay.
    TestSuite plain = suite;
    for (auto& t : plain.tests) t.throws_checked = false;
    auto refused = write_and_validate(plain, out_, options_);
    ASSERT_TRUE(refused) << refused.error().message;
    ASSERT_EQ(refused->removed.size(), 2u);
    EXPECT_EQ(refused->removed[0].method, "read");
    EXPECT_EQ(refused->removed[1].method, "anything");
    for (const auto& outcome : refused->removed_outcomes) EXPECT_EQ(outcome.message, "javac could not compile it");
    ASSERT_EQ(refused->suite.tests.size(), 2u);
    EXPECT_EQ(refused->report.passed(), 2u) << refused->report.output;
}

TEST_F(ValidatorTrustTest, ApproximateResultsAllowOneUlp) {
    const double third = 1.0 / 3;
    const float third_f = 1.0f / 3;
    const double inf = std::numeric_limits<double>::infinity();
    TestSuite suite{"sample/Approx",
                    {
                        test("third", "(D)D", {f64(1)}, returns(f64(std::nextafter(third, 1.0)), true)),
                        test("third", "(D)D", {f64(-1)}, returns(f64(std::nextafter(-third, -1.0)), true)),
                        test("thirdF", "(F)F", {f32(1)}, returns(f32(std::nextafter(third_f, 0.0f)), true)),
                        test("third", "(D)D", {f64(std::nan(""))}, returns(f64(std::nan("")), true)),
                        test("third", "(D)D", {f64(inf)}, returns(f64(inf), true)),
                        test("third", "(D)D", {f64(3)}, returns(f64(1), true)),
                        // Wrong by two ulps, and an infinity expected of a finite result: both fail.
                        test("third", "(D)D", {f64(2)}, returns(f64(std::nextafter(std::nextafter(2 / 3.0, 1.0), 1.0)), true)),
                        test("third", "(D)D", {f64(6)}, returns(f64(inf), true)),
                    }};
    auto path = write_junit_file(suite, out_);
    ASSERT_TRUE(path) << path.error().message;
    auto report = validate({*path}, suite.class_name, options_);
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(report->passed(), 6u) << report->output;
    EXPECT_EQ(report->failed(), 2u) << report->output;
    const auto names = junit_test_names(suite);
    EXPECT_FALSE(report->find(names[6])->passed);
    EXPECT_FALSE(report->find(names[7])->passed);

    // Exact, the one-ulp results fail.
    for (auto& t : suite.tests) t.outcome.approximate = false;
    path = write_junit_file(suite, out_);
    ASSERT_TRUE(path) << path.error().message;
    report = validate({*path}, suite.class_name, options_);
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(report->passed(), 3u) << report->output;  // NaN, infinity and 1.0
}

// One test javac rejects costs only that test: it is dropped, reported, and
// the rest compile and run.
TEST_F(ValidatorTrustTest, ATestThatDoesNotCompileIsDroppedAlone) {
    TestSuite mixed{"sample/OneIf",
                    {test("pick", "(I)I", {i(1)}, returns(i(1))), test("noSuchMethod", "(I)I", {i(1)}, returns(i(1)))}};
    auto run = write_and_validate(mixed, out_, options_);
    ASSERT_TRUE(run) << run.error().message;
    ASSERT_EQ(run->removed.size(), 1u);
    EXPECT_EQ(run->removed[0].method, "noSuchMethod");
    EXPECT_EQ(run->removed_outcomes[0].message, "javac could not compile it");
    ASSERT_EQ(run->suite.tests.size(), 1u);
    EXPECT_EQ(run->report.passed(), 1u) << run->report.output;
    EXPECT_TRUE(fs::exists(out_ / "sample" / "OneIfSymcreteTest.java"));
}

// A JUnit 4 suite goes through the same removals: the test javac rejects is
// found by its public method and dropped alone, the one that fails is taken
// out, and the file written again is still JUnit 4.
TEST_F(ValidatorTrustTest, Junit4SuitesStayJunit4ThroughRemovals) {
    TestSuite mixed{"sample/OneIf",
                    {test("pick", "(I)I", {i(1)}, returns(i(1))),
                     test("pick", "(I)I", {i(0)}, returns(i(1))),  // wrong: pick(0) is 2
                     test("noSuchMethod", "(I)I", {i(1)}, returns(i(1)))}};
    mixed.junit4 = true;
    auto run = write_and_validate(mixed, out_, options_);
    ASSERT_TRUE(run) << run.error().message;
    ASSERT_EQ(run->removed_outcomes.size(), 2u);
    EXPECT_EQ(run->removed_outcomes[0].message, "javac could not compile it");
    EXPECT_TRUE(contains(run->removed_outcomes[1].message, "expected:<1> but was:<2>"))
        << run->removed_outcomes[1].message;
    ASSERT_EQ(run->suite.tests.size(), 1u);
    EXPECT_TRUE(run->suite.junit4);
    EXPECT_EQ(run->report.passed(), 1u) << run->report.output;
    const std::string text = read_text(run->source);
    EXPECT_EQ(text, write_junit(run->suite));
    EXPECT_TRUE(contains(text, "import org.junit.Test;")) << text;
    EXPECT_TRUE(contains(text, "public void pick_returns1() {")) << text;
    EXPECT_FALSE(contains(text, "jupiter")) << text;
}

// Reproducers (check's suites, meant to fail) keep their failing tests, but
// one javac rejects still goes alone, and their outcomes are found under
// the reproducers' class name.
TEST_F(ValidatorTrustTest, AReproducerThatDoesNotCompileIsDroppedAlone) {
    TestSuite reproducers{"sample/OneIf",
                          {test("pick", "(I)I", {i(1)}, returns(i(2))), test("noSuchMethod", "(I)I", {i(1)}, returns(i(1)))}};
    reproducers.reproducers = true;
    auto run = write_and_validate(reproducers, out_, options_, /*remove_failing=*/false);
    ASSERT_TRUE(run) << run.error().message;
    ASSERT_EQ(run->removed.size(), 1u);
    EXPECT_EQ(run->removed[0].method, "noSuchMethod");
    ASSERT_EQ(run->suite.tests.size(), 1u);
    EXPECT_EQ(run->report.failed(), 1u) << run->report.output;
    ASSERT_EQ(run->report.tests.size(), 1u) << run->report.output;
    EXPECT_EQ(run->report.tests[0].test_class, "sample.OneIfSymcreteBugsTest");
}

TEST_F(ValidatorTrustTest, ASuiteThatDoesNotCompileNeverReachesTheOutput) {
    TestSuite broken{"sample/OneIf", {test("noSuchMethod", "(I)I", {i(1)}, returns(i(1)))}};
    const fs::path file = out_ / "sample" / "OneIfSymcreteTest.java";
    auto run = write_and_validate(broken, out_, options_);
    ASSERT_FALSE(run);
    EXPECT_TRUE(contains(run.error().message, "javac failed to compile the tests")) << run.error().message;
    EXPECT_TRUE(contains(run.error().message, "cannot find symbol")) << run.error().message;
    EXPECT_FALSE(fs::exists(file));
    EXPECT_FALSE(fs::exists(out_ / "sample"));

    // A good suite is written; a broken one later leaves it as it was.
    TestSuite good{"sample/OneIf", {test("pick", "(I)I", {i(1)}, returns(i(1)))}};
    auto written = write_and_validate(good, out_, options_);
    ASSERT_TRUE(written) << written.error().message;
    EXPECT_EQ(written->source, file);
    const std::string before = read_text(file);
    EXPECT_EQ(before, write_junit(good));
    run = write_and_validate(broken, out_, options_);
    ASSERT_FALSE(run);
    EXPECT_EQ(read_text(file), before);
    for (const auto& entry : fs::recursive_directory_iterator(out_)) {
        EXPECT_TRUE(entry.is_directory() || entry.path() == file) << entry.path();  // no temporary left behind
    }
}

}  // namespace
}  // namespace symcrete::testgen
