package objects;

/**
 * Evaluates expressions made of non-negative integers, '+' and '-', with optional spaces, such as
 * "12 + 7 - 3". A leading '-' negates the first number.
 */
public class ExpressionEvaluator {
    private final String text;
    private int pos;

    private ExpressionEvaluator(String text) {
        this.text = text;
    }

    public static int evaluate(String expression) {
        if (expression == null) {
            throw new IllegalArgumentException("expression is null");
        }
        return new ExpressionEvaluator(expression).parse();
    }

    /** Whether {@link #evaluate} accepts the expression. */
    public static boolean isWellFormed(String expression) {
        try {
            evaluate(expression);
            return true;
        } catch (IllegalArgumentException | ArithmeticException e) {
            return false;
        }
    }

    private int parse() {
        skipSpaces();
        boolean negate = false;
        if (pos < text.length() && text.charAt(pos) == '-') {
            negate = true;
            pos++;
        }
        long result = number();
        if (negate) {
            result = -result;
        }
        while (true) {
            skipSpaces();
            if (pos == text.length()) {
                break;
            }
            char op = text.charAt(pos++);
            if (op != '+' && op != '-') {
                throw new IllegalArgumentException("expected '+' or '-' at " + (pos - 1));
            }
            long n = number();
            result = op == '+' ? result + n : result - n;
            if (result > Integer.MAX_VALUE || result < Integer.MIN_VALUE) {
                throw new ArithmeticException("result overflows an int");
            }
        }
        return (int) result;
    }

    private long number() {
        skipSpaces();
        int start = pos;
        long value = 0;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            value = value * 10 + Character.digit(text.charAt(pos), 10);
            if (value > Integer.MAX_VALUE) {
                throw new ArithmeticException("number too large at " + start);
            }
            pos++;
        }
        if (pos == start) {
            throw new IllegalArgumentException("expected a number at " + start);
        }
        return value;
    }

    private void skipSpaces() {
        while (pos < text.length() && text.charAt(pos) == ' ') {
            pos++;
        }
    }
}
