package objects;

/** Builds an indented plain-text report with a StringBuilder. */
public class ReportFormatter {
    private static final int MAX_INDENT = 8;
    private static final int MIN_WIDTH = 2 * MAX_INDENT + 10;

    private final StringBuilder out = new StringBuilder();
    private final int width;
    private int indent;
    private int lines;

    public ReportFormatter(int width) {
        if (width < MIN_WIDTH) {
            throw new IllegalArgumentException("width must be at least " + MIN_WIDTH);
        }
        this.width = width;
    }

    public ReportFormatter indent() {
        if (indent == MAX_INDENT) {
            throw new IllegalStateException("too deeply nested");
        }
        indent++;
        return this;
    }

    public ReportFormatter dedent() {
        if (indent == 0) {
            throw new IllegalStateException("not indented");
        }
        indent--;
        return this;
    }

    /** Appends a line, cut to the report width with "..." when it is too long. */
    public ReportFormatter line(String text) {
        int room = width - 2 * indent;
        String t = text == null ? "" : text;
        for (int i = 0; i < indent; i++) {
            out.append("  ");
        }
        if (t.length() > room) {
            out.append(t, 0, room - 3).append("...");
        } else {
            out.append(t);
        }
        out.append('\n');
        lines++;
        return this;
    }

    /** A title line followed by a line of '=' as long as the title. */
    public ReportFormatter heading(String title) {
        if (title == null || title.isEmpty()) {
            throw new IllegalArgumentException("title required");
        }
        line(title);
        line("=".repeat(Math.min(title.length(), width - 2 * indent)));
        return this;
    }

    /** "label ..... value" filling the available width with dots, at least one dot. */
    public ReportFormatter keyValue(String label, long value) {
        String v = Long.toString(value);
        int dots = width - 2 * indent - label.length() - v.length() - 2;
        StringBuilder sb = new StringBuilder(label).append(' ');
        for (int i = 0; i < Math.max(1, dots); i++) {
            sb.append('.');
        }
        return line(sb.append(' ').append(v).toString());
    }

    /** Formats cents as money with a thousands separator, e.g. -1234567 as "-12,345.67". */
    public static String money(long cents) {
        StringBuilder sb = new StringBuilder();
        long abs = Math.abs(cents);
        long units = abs / 100;
        int rest = (int) (abs % 100);
        String digits = Long.toString(units);
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0 && (digits.length() - i) % 3 == 0) {
                sb.append(',');
            }
            sb.append(digits.charAt(i));
        }
        sb.append('.').append(rest < 10 ? "0" : "").append(rest);
        return cents < 0 ? "-" + sb : sb.toString();
    }

    public int lineCount() {
        return lines;
    }

    public String build() {
        if (indent != 0) {
            throw new IllegalStateException("unbalanced indent");
        }
        return out.toString();
    }
}
