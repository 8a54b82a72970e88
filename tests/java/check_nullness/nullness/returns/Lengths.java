package nullness.returns;

import nullness.own.Present;

public class Lengths {
    // Null is allowed here (the default covers return values only): a bug.
    public static int of(String s) {
        return s.length();
    }

    // @Present is a nickname of @Nonnull: a contract.
    public static int ofPresent(@Present String s) {
        return s.length();
    }
}
