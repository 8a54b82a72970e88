#include "testgen/jvm_helpers.h"

namespace symcrete::testgen::detail {

std::string_view exit_guard_source() {
    return R"java(// Symcrete's exit guard for the test JVM (see src/testgen/jvm_helpers.h).
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
    return R"java(// Symcrete's test event log for the test JVM (see src/testgen/jvm_helpers.h).
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

}  // namespace symcrete::testgen::detail
