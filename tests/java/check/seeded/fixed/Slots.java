package seeded.fixed;

// No bug: a Span's width is never negative, so the array's size is not
// either. Only a Span made field by field, in a state its constructor
// refuses, makes new int[width] throw.
public class Slots {
    public static int[] slotsFor(Span span) {
        if (span == null) return new int[0];
        return new int[span.width()];
    }
}
