package objects;

import java.util.HashMap;
import java.util.Map;

/** Configuration read from "key=value" lines. Blank lines and lines starting with '#' are ignored. */
public class KeyValueConfig {
    private final Map<String, String> values = new HashMap<>();

    /** Parses one line; returns false for a blank or comment line, throws for a malformed one. */
    public boolean parseLine(String line) {
        if (line == null) {
            throw new IllegalArgumentException("line is null");
        }
        String trimmed = line.trim();
        if (trimmed.isEmpty() || trimmed.charAt(0) == '#') {
            return false;
        }
        int eq = trimmed.indexOf('=');
        if (eq < 0) {
            throw new IllegalArgumentException("missing '=' in: " + trimmed);
        }
        String key = trimmed.substring(0, eq).trim();
        if (!isValidKey(key)) {
            throw new IllegalArgumentException("invalid key: '" + key + "'");
        }
        String value = trimmed.substring(eq + 1).trim();
        if (value.length() >= 2 && value.charAt(0) == '"' && value.charAt(value.length() - 1) == '"') {
            value = value.substring(1, value.length() - 1);
        }
        values.put(key, value);
        return true;
    }

    /** Loads every line; returns how many entries were read. */
    public int load(String[] lines) {
        int count = 0;
        for (String line : lines) {
            if (parseLine(line)) {
                count++;
            }
        }
        return count;
    }

    static boolean isValidKey(String key) {
        if (key.isEmpty() || !Character.isLetter(key.charAt(0))) {
            return false;
        }
        for (int i = 1; i < key.length(); i++) {
            char c = key.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '.' && c != '_') {
                return false;
            }
        }
        return true;
    }

    public String get(String key) {
        return values.get(key);
    }

    public int getInt(String key, int defaultValue) {
        String v = values.get(key);
        if (v == null || v.isEmpty()) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            return defaultValue;
        }
    }

    public boolean getBoolean(String key) {
        String v = values.get(key);
        if (v == null) {
            return false;
        }
        switch (v.toLowerCase()) {
            case "true":
            case "yes":
            case "on":
                return true;
            default:
                return false;
        }
    }

    public int size() {
        return values.size();
    }
}
