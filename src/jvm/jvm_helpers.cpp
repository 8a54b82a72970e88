// The Java sources of the test JVM's helpers (the exit guard and the test
// event listener), and their one-time compilation with the coverage helper
// into a cache directory shared by concurrent Symcrete processes
// (work_files.h publishes it with a rename).
#include "jvm/jvm_helpers.h"

#include <fmt/format.h>

#include <system_error>

#include "jvm/jacoco_tool.h"
#include "jvm/work_files.h"

namespace symcrete::jvm {

std::string_view exit_guard_source() {
    return R"java(// Symcrete's exit guard for the test JVM (see src/jvm/include/jvm/jvm_helpers.h).
import java.security.Permission;

public final class SymcreteExitGuard extends SecurityManager {
    public SymcreteExitGuard() {}

    // Runtime.exit (System.exit) and Runtime.halt ask this first.
    @Override
    public void checkExit(int status) {
        if (!launcherExits()) {
            throw new SecurityException(exitMethod() + "(" + status + ") refused while validating tests: "
                    + "a test must not end the JVM");
        }
    }

    @Override
    public void checkPermission(Permission permission) {}

    @Override
    public void checkPermission(Permission permission, Object context) {}

    // The first frame outside this class and java.lang's exit methods is the
    // JUnit console launcher's main, which ends the run with its exit code.
    private static String exitMethod() {
        for (StackTraceElement frame : new Throwable().getStackTrace()) {
            if (frame.getClassName().equals("java.lang.Runtime") && frame.getMethodName().equals("halt")) {
                return "Runtime.halt";
            }
        }
        return "System.exit";
    }

    private static boolean launcherExits() {
        for (StackTraceElement frame : new Throwable().getStackTrace()) {
            String name = frame.getClassName();
            if (name.equals("SymcreteExitGuard") || name.equals("java.lang.Runtime") || name.equals("java.lang.System")) {
                continue;
            }
            return name.equals("org.junit.platform.console.ConsoleLauncher") && frame.getMethodName().equals("main");
        }
        return false;
    }
}
)java";
}

std::string_view test_events_source() {
    return R"java(// Symcrete's test event log for the test JVM (see src/jvm/include/jvm/jvm_helpers.h).
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

public final class SymcreteTestEvents implements TestExecutionListener {
    private final FileOutputStream out;

    public SymcreteTestEvents() {
        FileOutputStream stream = null;
        String file = System.getProperty("symcrete.events");
        if (file != null) {
            try {
                stream = new FileOutputStream(file, true);
            } catch (IOException e) {
                System.err.println("symcrete: cannot write test events to " + file + ": " + e);
            }
        }
        out = stream;
    }

    @Override
    public void testPlanExecutionStarted(TestPlan plan) {
        for (TestIdentifier root : plan.getRoots()) {
            for (TestIdentifier id : plan.getDescendants(root)) write("planned", id, null, null);
        }
    }

    @Override
    public void executionStarted(TestIdentifier id) {
        write("started", id, null, null);
    }

    @Override
    public void executionSkipped(TestIdentifier id, String reason) {
        write("skipped", id, reason == null ? "" : reason, null);
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        Optional<Throwable> thrown = result.getThrowable();
        String message = thrown.isPresent() ? String.valueOf(thrown.get()) : "";
        write("finished", id, result.getStatus().name(), message);
    }

    private synchronized void write(String event, TestIdentifier id, String extra, String message) {
        if (out == null || !id.isTest()) return;
        Optional<TestSource> source = id.getSource();
        if (!source.isPresent() || !(source.get() instanceof MethodSource)) return;
        MethodSource method = (MethodSource) source.get();
        StringBuilder line = new StringBuilder(event);
        line.append('\t').append(escape(method.getClassName())).append('\t').append(escape(method.getMethodName()));
        if (extra != null) line.append('\t').append(escape(extra));
        if (message != null) line.append('\t').append(escape(message));
        line.append('\n');
        try {
            out.write(line.toString().getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // The report then lacks this line; the XML report still has the outcome.
        }
    }

    private static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); ++i) {
            char c = text.charAt(i);
            if (c == '\\') out.append("\\\\");
            else if (c == '\t') out.append("\\t");
            else if (c == '\n') out.append("\\n");
            else if (c == '\r') out.append("\\r");
            else out.append(c);
        }
        return out.toString();
    }
}
)java";
}

namespace {

namespace fs = std::filesystem;

Result<Helpers> prepare_helpers(const ToolRunner& runner, const fs::path& cache_dir, bool coverage) {
    const JavaTools& tools = runner.options.tools;
    Helpers helpers;
    if (coverage) {
        helpers.jacoco_jars = {tools.jacoco_core_jar, tools.jacoco_agent_jar, tools.jacoco_report_jar};
        helpers.jacoco_jars.insert(helpers.jacoco_jars.end(), tools.asm_jars.begin(), tools.asm_jars.end());
    }
    std::vector<fs::path> compile_cp = {tools.junit_console_jar};
    compile_cp.insert(compile_cp.end(), helpers.jacoco_jars.begin(), helpers.jacoco_jars.end());
    std::vector<std::pair<std::string_view, std::string_view>> sources = {
        {kExitGuardClass, exit_guard_source()},
        {kTestEventsClass, test_events_source()}};
    if (coverage) sources.emplace_back(kJacocoToolClass, jacoco_tool_source());

    std::string key;
    for (const auto& [name, text] : sources) key += text;
    key += runner.tools.java.string() + ";" + runner.tools.javac.string() + ";";
    for (const auto& jar : compile_cp) key += file_stamp(jar);
    auto dir = cached_build(cache_dir, coverage ? "helpers-jacoco" : "helpers", key, [&](const fs::path& building) -> Status {
        const fs::path services = building / "META-INF" / "services";
        std::error_code ec;
        fs::create_directories(services, ec);
        if (!write_file(services / "org.junit.platform.launcher.TestExecutionListener",
                        std::string(kTestEventsClass) + "\n")) {
            return Error{"cannot write in " + services.string(), ErrorKind::ToolFailed};
        }
        if (auto status = compile_sources(runner, building, compile_cp, sources, "Symcrete's Java helpers"); !status) {
            return status;
        }
        if (!coverage) return Ok{};
        std::vector<fs::path> run_cp = helpers.jacoco_jars;
        run_cp.insert(run_cp.begin(), building);
        std::vector<std::string> extract = {runner.tools.java.string(), runner.heap_flag(), "-cp",
                                            join_path_list(run_cp), std::string(kJacocoToolClass),
                                            "extract-agent", (building / "jacocoagent.jar").string()};
        auto extracted = runner.run(extract, building, {building}, helpers.jacoco_jars);
        if (!extracted) return extracted.error();
        if (extracted->exit_code != 0) {
            return Error{fmt::format("extracting the JaCoCo agent from {} failed:\n{}", tools.jacoco_agent_jar.string(),
                                     tail(extracted->output)), ErrorKind::ToolFailed};
        }
        return Ok{};
    });
    if (!dir) return dir.error();
    helpers.dir = *dir;
    helpers.agent_jar = *dir / "jacocoagent.jar";
    return helpers;
}

}  // namespace

Result<Helpers> cached_helpers(const ToolRunner& runner, const fs::path& work_dir, bool coverage) {
    std::error_code ec;
    fs::path cache = work_dir / "tools";
    if (!runner.options.cache_dir.empty()) {
        fs::create_directories(runner.options.cache_dir, ec);
        cache = fs::weakly_canonical(fs::absolute(runner.options.cache_dir, ec), ec);
    }
    fs::create_directories(cache, ec);
    return prepare_helpers(runner, cache, coverage);
}

}  // namespace symcrete::jvm
