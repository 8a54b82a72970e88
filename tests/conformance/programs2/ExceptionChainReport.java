// A layered import job (parser -> validator -> service) wrapping exceptions with causes;
// the report walks getCause chains, getSuppressed from try-with-resources, and finally blocks.
import java.util.ArrayList;
import java.util.List;

public class ExceptionChainReport {
    static class ImportException extends Exception {
        final int line;
        ImportException(String msg, int line, Throwable cause) { super(msg, cause); this.line = line; }
    }
    static class ValidationException extends RuntimeException {
        ValidationException(String msg) { super(msg); }
        ValidationException(String msg, Throwable cause) { super(msg, cause); }
    }

    static class AuditLog implements AutoCloseable {
        final String name;
        final boolean failOnClose;
        final List<String> entries = new ArrayList<>();
        AuditLog(String name, boolean failOnClose) { this.name = name; this.failOnClose = failOnClose; System.out.println("open " + name); }
        void write(String s) { entries.add(s); }
        @Override public void close() {
            System.out.println("close " + name + " (" + entries.size() + " entries)");
            if (failOnClose) throw new IllegalStateException("audit log " + name + " failed to flush");
        }
    }

    static int parseQuantity(String field) {
        try {
            return Integer.parseInt(field.trim());
        } catch (NumberFormatException e) {
            throw new ValidationException("quantity is not a number: '" + field + "'", e);
        }
    }

    static void validate(String[] cols) {
        if (cols.length != 3) throw new ValidationException("expected 3 columns, got " + cols.length);
        if (cols[0].isBlank()) throw new ValidationException("empty sku");
        if (parseQuantity(cols[2]) < 0) throw new ValidationException("negative quantity");
    }

    static int importRows(String[] rows, AuditLog log) throws ImportException {
        int ok = 0;
        for (int i = 0; i < rows.length; i++) {
            try {
                validate(rows[i].split(",", -1));
                log.write("row " + (i + 1));
                ok++;
            } catch (ValidationException e) {
                throw new ImportException("import aborted at line " + (i + 1), i + 1, e);
            } finally {
                if (i == rows.length - 1 || ok == i) System.out.println("  processed line " + (i + 1));
            }
        }
        return ok;
    }

    static void report(Throwable t) {
        int depth = 0;
        for (Throwable c = t; c != null; c = c.getCause(), depth++) {
            System.out.println("  ".repeat(depth + 1) + (depth == 0 ? "" : "caused by ") + c.getClass().getName() + ": " + c.getMessage());
            for (Throwable s : c.getSuppressed()) System.out.println("  ".repeat(depth + 2) + "suppressed " + s);
        }
    }

    static void runJob(String name, String[] rows, boolean failClose) {
        System.out.println("== " + name);
        try (AuditLog log = new AuditLog(name, failClose)) {
            int n = importRows(rows, log);
            System.out.println("  imported " + n);
        } catch (ImportException e) {
            System.out.println("  failed at line " + e.line);
            report(e);
        } catch (RuntimeException e) {
            System.out.println("  runtime failure");
            report(e);
        } finally {
            System.out.println("  job " + name + " done");
        }
    }

    public static void main(String[] args) {
        runJob("good", new String[]{"A1,widget,4", "B2,gizmo,10"}, false);
        runJob("badqty", new String[]{"A1,widget,4", "B2,gizmo,ten", "C3,thing,1"}, false);
        runJob("badcols", new String[]{"A1,widget"}, true);
        runJob("closefail", new String[]{"A1,w,1"}, true);
        runJob("blank", new String[]{" ,x,1"}, false);
        Exception wrapped = new RuntimeException(new ImportException("inner", 7, null));
        System.out.println(wrapped.getMessage() + " | " + wrapped);
        Throwable noMsg = new ValidationException(null);
        System.out.println(noMsg + " | " + noMsg.getMessage() + " | " + noMsg.getLocalizedMessage());
        Exception e = new Exception("top", new Error("bottom"));
        e.addSuppressed(new ArithmeticException("side"));
        System.out.println(e.getSuppressed().length + " " + e.getSuppressed()[0].getMessage() + " " + e.getCause());
    }
}
