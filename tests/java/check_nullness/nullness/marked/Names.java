package nullness.marked;

import java.util.Objects;
import javax.annotation.Nullable;

// Under the package's non-null default: a null argument is the caller's
// fault wherever it fails (here, in the JDK's requireNonNull one call down,
// or in the method itself); a @Nullable parameter is not covered.
public class Names {
    public static int length(String name) {
        return name.length();
    }

    public static String greet(String name) {
        return "Hello, " + checked(name);
    }

    private static String checked(String name) {
        return Objects.requireNonNull(name).trim();
    }

    public static int lengthOrZero(@Nullable String name) {
        return name.length();  // a bug: null is allowed here
    }
}
