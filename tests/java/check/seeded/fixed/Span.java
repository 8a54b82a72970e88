package seeded.fixed;

// A span whose constructor keeps start <= end: no caller can make one whose
// width is negative. (Slots, beside it, relies on that.)
public final class Span {
    private final int start;
    private final int end;

    public Span(int start, int end) {
        if (start > end) throw new IllegalArgumentException("start after end");
        this.start = start;
        this.end = end;
    }

    public int width() { return end - start; }
}
