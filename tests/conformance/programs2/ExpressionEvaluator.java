// A tokenizer and recursive-descent evaluator for arithmetic with variables, unary minus,
// power, functions and error reporting via a custom exception with position info.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class ExpressionEvaluator {
    enum Kind { NUM, IDENT, OP, LPAREN, RPAREN, COMMA, END }

    record Token(Kind kind, String text, int pos) {
        @Override public String toString() { return kind + (text.isEmpty() ? "" : "(" + text + ")"); }
    }

    static class ParseException extends RuntimeException {
        final int pos;
        ParseException(String msg, int pos) { super(msg + " at position " + pos); this.pos = pos; }
    }

    static List<Token> tokenize(String s) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) { i++; continue; }
            int start = i;
            if (Character.isDigit(c) || c == '.') {
                while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.')) i++;
                out.add(new Token(Kind.NUM, s.substring(start, i), start));
            } else if (Character.isLetter(c)) {
                while (i < s.length() && Character.isLetterOrDigit(s.charAt(i))) i++;
                out.add(new Token(Kind.IDENT, s.substring(start, i), start));
            } else if ("+-*/%^".indexOf(c) >= 0) {
                out.add(new Token(Kind.OP, String.valueOf(c), i++));
            } else if (c == '(') {
                out.add(new Token(Kind.LPAREN, "", i++));
            } else if (c == ')') {
                out.add(new Token(Kind.RPAREN, "", i++));
            } else if (c == ',') {
                out.add(new Token(Kind.COMMA, "", i++));
            } else {
                throw new ParseException("unexpected character '" + c + "'", i);
            }
        }
        out.add(new Token(Kind.END, "", s.length()));
        return out;
    }

    static final class Parser {
        private final List<Token> toks;
        private final Map<String, Double> vars;
        private int p;
        Parser(List<Token> toks, Map<String, Double> vars) { this.toks = toks; this.vars = vars; }

        Token peek() { return toks.get(p); }
        boolean acceptOp(String op) {
            if (peek().kind() == Kind.OP && peek().text().equals(op)) { p++; return true; }
            return false;
        }
        void expect(Kind k) {
            if (peek().kind() != k) throw new ParseException("expected " + k + " but found " + peek(), peek().pos());
            p++;
        }
        double parse() {
            double v = expr();
            expect(Kind.END);
            return v;
        }
        double expr() {
            double v = term();
            while (true) {
                if (acceptOp("+")) v += term();
                else if (acceptOp("-")) v -= term();
                else return v;
            }
        }
        double term() {
            double v = factor();
            while (true) {
                if (acceptOp("*")) v *= factor();
                else if (acceptOp("/")) {
                    int at = peek().pos();
                    double d = factor();
                    if (d == 0) throw new ParseException("division by zero", at);
                    v /= d;
                } else if (acceptOp("%")) v %= factor();
                else return v;
            }
        }
        double factor() {
            double base = unary();
            if (acceptOp("^")) return Math.pow(base, factor());
            return base;
        }
        double unary() {
            if (acceptOp("-")) return -unary();
            if (acceptOp("+")) return unary();
            return primary();
        }
        double primary() {
            Token t = peek();
            switch (t.kind()) {
                case NUM:
                    p++;
                    try {
                        return Double.parseDouble(t.text());
                    } catch (NumberFormatException e) {
                        throw new ParseException("bad number " + t.text(), t.pos());
                    }
                case IDENT:
                    p++;
                    if (peek().kind() == Kind.LPAREN) {
                        p++;
                        List<Double> argsList = new ArrayList<>();
                        if (peek().kind() != Kind.RPAREN) {
                            argsList.add(expr());
                            while (peek().kind() == Kind.COMMA) { p++; argsList.add(expr()); }
                        }
                        expect(Kind.RPAREN);
                        return call(t, argsList);
                    }
                    Double v = vars.get(t.text());
                    if (v == null) throw new ParseException("unknown variable " + t.text(), t.pos());
                    return v;
                case LPAREN:
                    p++;
                    double inner = expr();
                    expect(Kind.RPAREN);
                    return inner;
                default:
                    throw new ParseException("unexpected " + t, t.pos());
            }
        }
        double call(Token fn, List<Double> a) {
            switch (fn.text()) {
                case "sqrt": return Math.sqrt(a.get(0));
                case "max": return a.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
                case "min": return a.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
                case "abs": return Math.abs(a.get(0));
                case "hyp": return Math.hypot(a.get(0), a.get(1));
                default: throw new ParseException("unknown function " + fn.text(), fn.pos());
            }
        }
    }

    static String eval(String src, Map<String, Double> vars) {
        try {
            double v = new Parser(tokenize(src), vars).parse();
            return v == Math.rint(v) && !Double.isInfinite(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v) : String.valueOf(v);
        } catch (ParseException e) {
            return "error: " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        System.out.println(tokenize("3 + 4 * (2 - 1)"));
        Map<String, Double> vars = new HashMap<>();
        vars.put("x", 2.5);
        vars.put("y", -4.0);
        vars.put("pi", Math.PI);
        String[] exprs = {
            "3 + 4 * (2 - 1)", "2 ^ 3 ^ 2", "-2 ^ 2", "(1 + 2) * (3 + 4) / 7", "10 / 4", "10 % 4 + 0.5",
            "x * y - 1", "sqrt(16) + max(1, 7, 3) - min(2, -8)", "hyp(3, 4)", "2 * pi", "abs(y) * --3",
            "1 / 0", "1 / (x - 2.5)", "3 +", "(1 + 2", "4 $ 5", "foo(1)", "z + 1", "1.2.3", "", "1e3",
            "0.1 + 0.2", "2 ^ 0.5", "100000 * 100000 * 100000 * 10"
        };
        for (String e : exprs) System.out.printf("%-38s = %s%n", "\"" + e + "\"", eval(e, vars));
    }
}
