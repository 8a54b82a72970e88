// `symcrete gen` end to end on classes that would harm the host on some
// paths, that declare checked exceptions, and without a working sandbox.
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <fmt/format.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "support/java_compiler.h"

namespace {

namespace fs = std::filesystem;
using symcrete::testing::make_temp_dir;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

std::string read_file(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// "symcrete: <class>: <T> tests written, <P> passed on the JVM, ..." as {T, P}.
std::pair<std::size_t, std::size_t> summary(const std::string& output, const std::string& java_name) {
    auto at = output.rfind("symcrete: " + java_name + ": ");
    std::size_t written = 0, passed = 0;
    if (at == std::string::npos ||
        std::sscanf(output.c_str() + at + 12 + java_name.size(), "%zu tests written, %zu passed", &written,
                    &passed) != 2) {
        ADD_FAILURE() << "no summary line for " << java_name << " in\n" << output;
    }
    return {written, passed};
}

// Writes Java sources now (they name paths and ports of this run) and compiles them.
fs::path compile_now(const std::string& name, const std::string& relative_path, const std::string& source) {
    const fs::path dir = make_temp_dir("symcrete-gen-trust-src");
    fs::create_directories((dir / relative_path).parent_path());
    std::ofstream(dir / relative_path) << source;
    return symcrete::testing::compile_java_tree(dir, name, "-g --release 17");
}

const char* kDeclares = R"(package trust;

import java.io.IOException;

public class Declares {
    public static int parse(int x) throws Exception {
        return x < 0 ? -x : x;
    }

    public static int load(int x) throws IOException {
        if (x == 3) {
            throw new IOException("three");
        }
        return x * 2;
    }

    public static int plain(int x) throws IllegalArgumentException {
        if (x == 0) {
            throw new IllegalArgumentException("zero");
        }
        return x;
    }
}
)";

TEST(GenSandbox, HarmfulPathsLeaveTheHostUntouchedAndTheOtherTestsAreKept) {
    // A file to delete, a folder to write into, a listener to connect to.
    // Outside /tmp, so the sandbox shows it read-only.
    const fs::path host = symcrete::testing::make_host_dir("gen-trust-host");
    fs::create_directories(host / "drop");
    const fs::path victim = host / "victim.txt";
    std::ofstream(victim) << "precious";
    const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof address;
    ASSERT_EQ(::bind(listener, reinterpret_cast<sockaddr*>(&address), size), 0);
    ASSERT_EQ(::listen(listener, 16), 0);
    ASSERT_EQ(::getsockname(listener, reinterpret_cast<sockaddr*>(&address), &size), 0);
    ::fcntl(listener, F_SETFL, O_NONBLOCK);
    const int port = ntohs(address.sin_port);

    std::string source = R"(package trust;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.net.Socket;

public class Risky {
    public static int cleanup(int code) {
        if (code == 42) {
            new File("VICTIM").delete();
            return 1;
        }
        return code > 0 ? 2 : 3;
    }

    public static int save(int value) throws IOException {
        if (value < 0) {
            try (FileOutputStream out = new FileOutputStream("DROP/saved.txt")) {
                out.write(value);
            }
            return -1;
        }
        return value;
    }

    public static int ping(int code) throws IOException {
        if (code == 7000) {
            try (Socket socket = new Socket("127.0.0.1", PORT)) {
                return 1;
            }
        }
        return 0;
    }

    public static int quit(int status) {
        if (status == 7) {
            System.exit(7);
        }
        return status + 1;
    }

    public static int safe(int x) {
        return x > 10 ? x : -x;
    }
}
)";
    auto replace = [&](const std::string& from, const std::string& to) { source.replace(source.find(from), from.size(), to); };
    replace("VICTIM", victim.string());
    replace("DROP", (host / "drop").string());
    replace("PORT", std::to_string(port));
    const fs::path classes = compile_now("gen-trust-risky", "trust/Risky.java", source);
    ASSERT_FALSE(classes.empty());

    const fs::path out = make_temp_dir("symcrete-gen-trust");
    // As a package, so the run ends with its summary table.
    auto result = run_command(
        symcrete_command("gen --cp " + shell_quote(classes) + " --package trust --out " + shell_quote(out)));

    EXPECT_EQ(read_file(victim), "precious");
    EXPECT_TRUE(fs::is_empty(host / "drop"));
    EXPECT_LT(::accept(listener, nullptr, nullptr), 0) << "a test reached the host's listener";
    ::close(listener);

    // Validation finished and wrote the suite. A test the engine wrote for a
    // harmful path may have run (and failed, since the sandbox stopped it):
    // only such tests go, each named, and the suite written passes (status 0).
    EXPECT_EQ(result.status, 0) << result.output;
    std::istringstream lines(result.output);
    std::size_t removed = 0;
    for (std::string line; std::getline(lines, line);) {
        if (!contains(line, ": removed test ")) continue;
        ++removed;
        const std::string name = line.substr(line.find("removed test ") + 13);
        EXPECT_TRUE(name.starts_with("cleanup_") || name.starts_with("save_") || name.starts_with("ping_") ||
                    name.starts_with("quit_"))
            << line;
    }
    // The class's line and the summary count them.
    if (removed > 0) {
        EXPECT_TRUE(contains(result.output, fmt::format("; {} removed: failed on the JVM", removed))) << result.output;
        EXPECT_TRUE(contains(result.output, fmt::format("taken out of the suites (named above): {} that failed on "
                                                        "the JVM, 0 that javac could not compile",
                                                        removed)))
            << result.output;
    } else {
        EXPECT_FALSE(contains(result.output, "taken out of the suites")) << result.output;
    }
    EXPECT_TRUE(contains(result.output, "exit")) << result.output;  // the System.exit path is reported
    auto [written, passed] = summary(result.output, "trust.Risky");
    EXPECT_EQ(written, passed) << result.output;
    EXPECT_GE(written, 6u) << result.output;
    // The harmless paths of every method have their test.
    const std::string tests = read_file(out / "trust" / "RiskySymcreteTest.java");
    for (const char* call : {"Risky.cleanup(", "Risky.save(", "Risky.ping(", "Risky.quit(", "Risky.safe("}) {
        EXPECT_TRUE(contains(tests, call)) << call << "\n" << tests;
    }
    EXPECT_FALSE(contains(tests, "Risky.quit(7)")) << tests;
    EXPECT_FALSE(contains(tests, "Risky.cleanup(42)")) << tests;
    fs::remove_all(host);
    fs::remove_all(classes);
}

TEST(GenSandbox, MethodsDeclaringCheckedExceptionsKeepEveryTest) {
    const fs::path classes = compile_now("gen-trust-declares", "trust/Declares.java", kDeclares);
    ASSERT_FALSE(classes.empty());
    const fs::path out = make_temp_dir("symcrete-gen-trust-declares");
    auto result = run_command(
        symcrete_command("gen --cp " + shell_quote(classes) + " --class trust.Declares --out " + shell_quote(out)));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "removed test")) << result.output;
    auto [written, passed] = summary(result.output, "trust.Declares");
    EXPECT_GE(written, 6u) << result.output;
    EXPECT_EQ(written, passed) << result.output;
    const std::string tests = read_file(out / "trust" / "DeclaresSymcreteTest.java");
    EXPECT_TRUE(contains(tests, "assertThrows(java.io.IOException.class, () -> Declares.load(3));")) << tests;
    EXPECT_TRUE(contains(tests, "void parse_returns")) << tests;
    // The test methods of parse and load declare `throws Exception`; plain's do not.
    auto headers = [&](const std::string& method) {
        std::vector<std::string> lines;
        for (auto at = tests.find("void " + method + "_"); at != std::string::npos;
             at = tests.find("void " + method + "_", at + 1)) {
            lines.push_back(tests.substr(at, tests.find('\n', at) - at));
        }
        return lines;
    };
    for (const char* method : {"parse", "load", "plain"}) {
        EXPECT_FALSE(headers(method).empty()) << method << "\n" << tests;
        for (const auto& header : headers(method)) {
            EXPECT_EQ(header.ends_with("() throws Exception {"), std::string(method) != "plain") << header;
        }
    }
    fs::remove_all(classes);
}

TEST(GenSandbox, WithoutASandboxValidationFailsClearlyUnlessUnsafe) {
    const fs::path classes = compile_now("gen-trust-nosandbox", "trust/Declares.java", kDeclares);
    ASSERT_FALSE(classes.empty());
    // A PATH with the JDK's tools but no bwrap.
    const fs::path bin = make_temp_dir("symcrete-gen-trust-path");
    for (const char* tool : {"java", "javac"}) {
        auto found = run_command(std::string("command -v ") + tool);
        ASSERT_EQ(found.status, 0) << tool;
        fs::create_symlink(found.output.substr(0, found.output.find('\n')), bin / tool);
    }
    const fs::path out = make_temp_dir("symcrete-gen-trust-nobwrap");
    const std::string gen =
        "env PATH=" + shell_quote(bin) + " " +
        symcrete_command("gen --cp " + shell_quote(classes) + " --class trust.Declares --out " + shell_quote(out));
    auto refused = run_command(gen);
    EXPECT_EQ(refused.status, 4) << refused.output;  // validation could not run (exit_codes.h)
    EXPECT_TRUE(contains(refused.output, "the sandbox cannot start")) << refused.output;
    EXPECT_TRUE(contains(refused.output, "Install bubblewrap")) << refused.output;
    EXPECT_TRUE(contains(refused.output, "--unsafe-validate")) << refused.output;
    EXPECT_FALSE(fs::exists(out / "trust")) << refused.output;

    auto unsafe = run_command(gen + " --unsafe-validate");
    EXPECT_EQ(unsafe.status, 0) << unsafe.output;
    EXPECT_TRUE(contains(unsafe.output, "warning: --unsafe-validate: the tests run without a sandbox")) << unsafe.output;
    auto [written, passed] = summary(unsafe.output, "trust.Declares");
    EXPECT_EQ(written, passed);
    EXPECT_TRUE(fs::exists(out / "trust" / "DeclaresSymcreteTest.java"));
    fs::remove_all(classes);
}

TEST(GenSandbox, HelpListsUnsafeValidate) {
    auto help = run_command(symcrete_command("gen --help"));
    EXPECT_EQ(help.status, 0);
    EXPECT_TRUE(contains(help.output, "--unsafe-validate")) << help.output;
}

}  // namespace
