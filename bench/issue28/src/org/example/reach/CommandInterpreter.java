package org.example.reach;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Interpreter for a tiny command language. Statements are separated by ';', words by spaces;
 * double quotes group words and, inside quotes, a backslash escapes the next character.
 * Variables hold ints and survive between calls to {@link #execute(String)}.
 *
 * <pre>
 *   set x 5; add x 3; print x      -> "x = 8"
 *   mul x 1000; print x             -> "x = 8000" (x kept from the previous call)
 *   set key 42; unlock sesame       -> unlocks the interpreter
 * </pre>
 */
public final class CommandInterpreter {
    private final Map<String, Integer> variables = new HashMap<>();
    private final StringBuilder output = new StringBuilder();
    private int statementsRun;
    private boolean unlocked;

    /** Splits one statement into words; never returns an empty word. */
    public static List<String> tokenize(String line) {
        List<String> tokens = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean inQuotes = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                inQuotes = !inQuotes;
            } else if (c == '\\' && inQuotes && i + 1 < line.length()) {
                i++;
                // witness: tokenize("say \"a\\\"b\"") (the text  say "a\"b"  gives [say, a"b])
                current.append(line.charAt(i)); // TARGET reachable
            } else if (c == ' ' && !inQuotes) {
                if (current.length() > 0) {
                    tokens.add(current.toString());
                    current.setLength(0);
                }
            } else {
                current.append(c);
            }
        }
        if (inQuotes) {
            throw new IllegalArgumentException("unterminated quote in: " + line);
        }
        if (current.length() > 0) {
            tokens.add(current.toString());
        }
        return tokens;
    }

    /** Runs a script and returns what its print statements printed. */
    public String execute(String script) {
        if (script == null) {
            throw new IllegalArgumentException("script is null");
        }
        output.setLength(0);
        for (String statement : script.split(";")) {
            List<String> words = tokenize(statement.trim());
            if (words.isEmpty()) {
                continue;
            }
            run(words);
            statementsRun++;
        }
        return output.toString();
    }

    public boolean isUnlocked() {
        return unlocked;
    }

    public int statementsRun() {
        return statementsRun;
    }

    private int value(String name) {
        Integer v = variables.get(name);
        if (v == null) {
            throw new IllegalArgumentException("undefined variable: " + name);
        }
        return v;
    }

    private static void expectWords(List<String> words, int count) {
        if (words.size() != count) {
            throw new IllegalArgumentException(words.get(0) + " expects " + (count - 1) + " argument(s)");
        }
    }

    private void run(List<String> words) {
        String command = words.get(0);
        switch (command) {
            case "set" -> {
                expectWords(words, 3);
                variables.put(words.get(1), Integer.parseInt(words.get(2)));
            }
            case "add" -> {
                expectWords(words, 3);
                int old = value(words.get(1));
                int delta = Integer.parseInt(words.get(2));
                int sum = old + delta;
                if (delta > 0 && sum < old) {
                    // witness: new CommandInterpreter().execute("set x 2000000000; add x 2000000000")
                    output.append("warning: add overflowed\n"); // TARGET reachable
                }
                variables.put(words.get(1), sum);
            }
            case "mul" -> {
                expectWords(words, 3);
                int old = value(words.get(1));
                variables.put(words.get(1), Math.multiplyExact(old, Integer.parseInt(words.get(2))));
            }
            case "print" -> {
                expectWords(words, 2);
                String name = words.get(1);
                if (name.isEmpty()) {
                    // unreachable for every input: tokenize only ever adds non-empty words
                    throw new IllegalStateException("empty variable name"); // TARGET unreachable
                }
                output.append(name).append(" = ").append(value(name)).append('\n');
            }
            case "unlock" -> {
                expectWords(words, 2);
                if (words.get(1).equals("sesame") && variables.getOrDefault("key", 0) == 42) {
                    // witness: c = new CommandInterpreter(); c.execute("set key 42"); c.execute("unlock sesame")
                    unlocked = true; // TARGET reachable
                }
            }
            default -> throw new IllegalArgumentException("unknown command: " + command);
        }
    }
}
