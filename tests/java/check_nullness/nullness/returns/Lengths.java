package nullness.returns;

import nullness.own.Present;

public class Lengths {
    // The default covers return values only, and nothing says null is
    // allowed here: a contract.
    public static int of(String s) {
        return s.length();
    }

    // @Present is a nickname of @Nonnull: a contract.
    public static int ofPresent(@Present String s) {
        return s.length();
    }
}
