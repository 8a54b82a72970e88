package eng;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

// A Matcher asked once whether the whole text matches, and dropped, is
// decided by the regex's automaton (valid); one kept in a local runs the
// JDK's matcher, whose groups the method then reads (user).
public class Emails {
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");
    private static final Pattern PARTS = Pattern.compile("([a-z]+)@([a-z]+)");

    public static boolean valid(String email) {
        return EMAIL.matcher(email.toLowerCase(Locale.ROOT)).matches();
    }

    public static String user(String email) {
        Matcher parts = PARTS.matcher(email);
        if (parts.matches()) {
            return parts.group(1);
        }
        return "";
    }
}
