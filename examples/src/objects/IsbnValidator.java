package objects;

/** Validates ISBN-10 and ISBN-13 strings, allowing hyphens between digits. */
public final class IsbnValidator {
    private IsbnValidator() {
    }

    /** Removes hyphens; returns null if any other character than a digit, 'X' or '-' appears. */
    public static String normalize(String isbn) {
        if (isbn == null) {
            return null;
        }
        StringBuilder sb = new StringBuilder(isbn.length());
        for (int i = 0; i < isbn.length(); i++) {
            char c = isbn.charAt(i);
            if (c == '-') {
                continue;
            }
            if ((c < '0' || c > '9') && c != 'X' && c != 'x') {
                return null;
            }
            sb.append(Character.toUpperCase(c));
        }
        return sb.toString();
    }

    public static boolean isValidIsbn10(String isbn) {
        String s = normalize(isbn);
        if (s == null || s.length() != 10) {
            return false;
        }
        int sum = 0;
        for (int i = 0; i < 10; i++) {
            char c = s.charAt(i);
            int digit;
            if (c == 'X') {
                if (i != 9) {
                    return false;
                }
                digit = 10;
            } else {
                digit = c - '0';
            }
            sum += (10 - i) * digit;
        }
        return sum % 11 == 0;
    }

    public static boolean isValidIsbn13(String isbn) {
        String s = normalize(isbn);
        if (s == null || s.length() != 13 || s.indexOf('X') >= 0) {
            return false;
        }
        if (!s.startsWith("978") && !s.startsWith("979")) {
            return false;
        }
        int sum = 0;
        for (int i = 0; i < 13; i++) {
            int digit = s.charAt(i) - '0';
            sum += (i % 2 == 0) ? digit : 3 * digit;
        }
        return sum % 10 == 0;
    }

    /** Converts a valid ISBN-10 to its ISBN-13 form; throws for anything else. */
    public static String toIsbn13(String isbn10) {
        if (!isValidIsbn10(isbn10)) {
            throw new IllegalArgumentException("not a valid ISBN-10: " + isbn10);
        }
        String core = "978" + normalize(isbn10).substring(0, 9);
        int sum = 0;
        for (int i = 0; i < 12; i++) {
            int digit = core.charAt(i) - '0';
            sum += (i % 2 == 0) ? digit : 3 * digit;
        }
        int check = (10 - sum % 10) % 10;
        return core + check;
    }

    public static boolean isValid(String isbn) {
        return isValidIsbn10(isbn) || isValidIsbn13(isbn);
    }
}
