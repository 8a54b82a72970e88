// A tiny unit-test harness that captures what code under test prints by swapping in a
// PrintStream over a ByteArrayOutputStream, then compares captured output to expectations.
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

public class OutputCaptureHarness {
    interface TestCase { void run(PrintStream out); }

    record Result(String name, boolean passed, String detail) {}

    static void greet(PrintStream out, String name) { out.println("Hello, " + name + "!"); }
    static void countdown(PrintStream out, int n) { for (int i = n; i > 0; i--) out.print(i + " "); out.println("liftoff"); }
    static void table(PrintStream out) { out.printf("%-4s|%3d%n", "ab", 7); }

    static Result check(String name, TestCase t, String expected) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(buf, true, StandardCharsets.UTF_8);
        t.run(ps);
        ps.flush();
        String got = buf.toString(StandardCharsets.UTF_8);
        boolean ok = got.equals(expected);
        return new Result(name, ok, ok ? buf.size() + " bytes" : "expected " + expected.replace("\n", "\\n") + " got " + got.replace("\n", "\\n"));
    }

    public static void main(String[] args) {
        System.out.println("running 4 tests");
        List<Result> results = new ArrayList<>();
        results.add(check("greet", out -> greet(out, "Ada"), "Hello, Ada!\n"));
        results.add(check("countdown", out -> countdown(out, 3), "3 2 1 liftoff\n"));
        results.add(check("table", OutputCaptureHarness::table, "ab  |  7\n"));
        results.add(check("broken", out -> greet(out, "Bob"), "Hello Bob\n"));
        int passed = 0;
        for (Result r : results) {
            System.out.println((r.passed() ? "PASS " : "FAIL ") + r.name() + " (" + r.detail() + ")");
            if (r.passed()) passed++;
        }
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured));
        System.out.println("this goes to the buffer");
        System.setOut(original);
        System.out.println("captured from System.out: [" + captured.toString().trim() + "]");
        System.out.println(passed + "/" + results.size() + " passed");
    }
}
