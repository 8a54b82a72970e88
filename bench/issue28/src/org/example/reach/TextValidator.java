package org.example.reach;

/** Validation of user-entered text: ISBN-10 numbers, passwords and e-mail addresses. */
public final class TextValidator {
    private TextValidator() {
    }

    /** "invalid", "valid" or "valid, check digit X" for an ISBN-10 (hyphens are ignored). */
    public static String describeIsbn10(String isbn) {
        if (isbn == null) {
            return "invalid";
        }
        String s = isbn.replace("-", "");
        if (s.length() != 10) {
            return "invalid";
        }
        int sum = 0;
        for (int i = 0; i < 10; i++) {
            char c = s.charAt(i);
            int digit;
            if (c >= '0' && c <= '9') {
                digit = c - '0';
            } else if (c == 'X' && i == 9) {
                digit = 10;
            } else {
                return "invalid";
            }
            sum += (10 - i) * digit;
        }
        if (sum % 11 != 0) {
            return "invalid";
        }
        if (s.charAt(9) == 'X') {
            // witness: describeIsbn10("000000006X") (also "0-8044-2957-X")
            return "valid, check digit X"; // TARGET reachable
        }
        return "valid";
    }

    /** "weak", "medium", "strong" or "very strong". */
    public static String passwordStrength(String password) {
        if (password == null || password.length() < 8) {
            return "weak";
        }
        if (password.toLowerCase().contains("password")) {
            return "weak";
        }
        int upper = 0;
        int lower = 0;
        int digits = 0;
        int other = 0;
        for (int i = 0; i < password.length(); i++) {
            char c = password.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                upper++;
            } else if (c >= 'a' && c <= 'z') {
                lower++;
            } else if (c >= '0' && c <= '9') {
                digits++;
            } else {
                other++;
            }
        }
        int classes = (upper > 0 ? 1 : 0) + (lower > 0 ? 1 : 0) + (digits > 0 ? 1 : 0) + (other > 0 ? 1 : 0);
        if (classes == 4 && password.length() >= 12) {
            // witness: passwordStrength("Abcdefgh1!xy")
            return "very strong"; // TARGET reachable
        }
        return classes >= 3 ? "strong" : "medium";
    }

    public static boolean isValidEmail(String email) {
        if (email == null || email.length() > 254) {
            return false;
        }
        int at = email.indexOf('@');
        if (at <= 0 || at != email.lastIndexOf('@') || at == email.length() - 1) {
            return false;
        }
        String local = email.substring(0, at);
        String domain = email.substring(at + 1);
        if (local.indexOf('@') >= 0) {
            // unreachable for every input: local is the text before the first '@'
            throw new AssertionError("local part contains '@'"); // TARGET unreachable
        }
        if (local.startsWith(".") || local.endsWith(".") || local.contains("..") || domain.endsWith(".")) {
            return false;
        }
        String[] labels = domain.split("\\.");
        if (labels.length < 2) {
            return false;
        }
        for (String label : labels) {
            if (label.isEmpty() || label.startsWith("-") || label.endsWith("-")) {
                return false;
            }
        }
        String tld = labels[labels.length - 1];
        if (tld.equals("test") || tld.equals("invalid") || tld.equals("localhost")) {
            // witness: isValidEmail("a@b.test")
            return false; // TARGET reachable
        }
        return tld.length() >= 2;
    }
}
