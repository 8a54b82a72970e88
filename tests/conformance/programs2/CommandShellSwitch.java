// A mini command shell: switch expressions and statements over strings (arrow and yield
// forms), a key-value store, and an undo stack using ArrayDeque.
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.TreeMap;

public class CommandShellSwitch {
    static final Map<String, Integer> vars = new TreeMap<>();
    static final Deque<String[]> undo = new ArrayDeque<>();

    static String execute(String line) {
        String[] t = line.trim().split("\\s+");
        String cmd = t[0].toLowerCase();
        return switch (cmd) {
            case "set" -> {
                if (t.length != 3) yield "usage: set <name> <int>";
                Integer old = vars.put(t[1], Integer.parseInt(t[2]));
                undo.push(new String[]{t[1], old == null ? null : old.toString()});
                yield t[1] + " = " + t[2] + (old != null ? " (was " + old + ")" : "");
            }
            case "get" -> t[1] + " = " + vars.getOrDefault(t[1], 0);
            case "add", "sub", "mul", "div" -> {
                int a = value(t[1]), b = value(t[2]);
                int r = switch (cmd) {
                    case "add" -> a + b;
                    case "sub" -> a - b;
                    case "mul" -> a * b;
                    default -> {
                        if (b == 0) yield Integer.MIN_VALUE;
                        yield a / b;
                    }
                };
                yield r == Integer.MIN_VALUE ? "error: division by zero" : String.valueOf(r);
            }
            case "undo" -> {
                String[] u = undo.poll();
                if (u == null) yield "nothing to undo";
                if (u[1] == null) vars.remove(u[0]); else vars.put(u[0], Integer.parseInt(u[1]));
                yield "undid " + u[0];
            }
            case "list" -> vars.toString();
            case "help", "?" -> "commands: set get add sub mul div undo list kind";
            case "kind" -> kind(t[1]);
            default -> "unknown command: " + cmd;
        };
    }

    static int value(String tok) {
        try {
            return Integer.parseInt(tok);
        } catch (NumberFormatException e) {
            return vars.getOrDefault(tok, 0);
        }
    }

    static String kind(String s) {
        String result;
        switch (s.length()) {
            case 0:
                result = "empty";
                break;
            case 1:
                char c = s.charAt(0);
                switch (c) {
                    case 'a': case 'e': case 'i': case 'o': case 'u':
                        result = "vowel";
                        break;
                    default:
                        result = Character.isDigit(c) ? "digit" : "other char";
                }
                break;
            default:
                switch (s) {
                    case "Aa", "BB" -> result = "hash-collision pair " + s.hashCode();
                    case "true", "false" -> result = "boolean";
                    default -> result = "word of " + s.length();
                }
        }
        return result;
    }

    public static void main(String[] args) {
        String[] script = {
            "set x 10", "set y 4", "add x y", "mul x 7", "div x 0", "div 100 y", "sub y 50",
            "set x 11", "list", "undo", "list", "undo", "undo", "undo", "get x", "HELP", "?",
            "kind a", "kind 7", "kind Aa", "kind BB", "kind false", "kind zebra", "kind %", "frobnicate now", "set q"
        };
        for (String s : script) System.out.println("$ " + s + "\n  " + execute(s));
        try {
            execute("set z notanint");
        } catch (NumberFormatException e) {
            System.out.println("NumberFormatException: " + e.getMessage());
        }
        try {
            System.out.println("blank -> '" + execute("   ") + "'");
            execute("get");
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE: " + e.getMessage());
        }
        System.out.println("final " + vars + " undo depth " + undo.size());
    }
}
