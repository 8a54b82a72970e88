package objects;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

/** Splits a string on a literal delimiter (not a regular expression) and hands out the tokens one by one. */
public class Tokenizer {
    private final String input;
    private final String delimiter;
    private final boolean skipEmpty;
    private int position;
    private String pending;

    public Tokenizer(String input, String delimiter, boolean skipEmpty) {
        if (input == null || delimiter == null) {
            throw new NullPointerException("input and delimiter are required");
        }
        if (delimiter.isEmpty()) {
            throw new IllegalArgumentException("delimiter must not be empty");
        }
        this.input = input;
        this.delimiter = delimiter;
        this.skipEmpty = skipEmpty;
    }

    public boolean hasNext() {
        while (pending == null && position <= input.length()) {
            int end = input.indexOf(delimiter, position);
            String token;
            if (end < 0) {
                token = input.substring(position);
                position = input.length() + 1;
            } else {
                token = input.substring(position, end);
                position = end + delimiter.length();
            }
            if (!skipEmpty || !token.isEmpty()) {
                pending = token;
            }
        }
        return pending != null;
    }

    public String next() {
        if (!hasNext()) {
            throw new NoSuchElementException("no more tokens");
        }
        String token = pending;
        pending = null;
        return token;
    }

    /** Tokens not yet returned by {@link #next()}; consumes them. */
    public String[] remaining() {
        List<String> out = new ArrayList<>();
        while (hasNext()) {
            out.add(next());
        }
        return out.toArray(new String[0]);
    }

    public static String[] split(String input, String delimiter) {
        return new Tokenizer(input, delimiter, false).remaining();
    }

    public static int countTokens(String input, String delimiter) {
        int count = 0;
        Tokenizer t = new Tokenizer(input, delimiter, true);
        while (t.hasNext()) {
            t.next();
            count++;
        }
        return count;
    }
}
