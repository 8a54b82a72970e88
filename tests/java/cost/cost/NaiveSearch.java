package cost;

// Naive substring search. Decoding of the n ints: the pattern is the last
// m = min(4, n/2) elements, the text is everything before it (the first n-m
// elements, so at least the first half). Counts the (possibly overlapping)
// occurrences of the pattern in the text; 0 when m == 0 (n < 2).
//
// Worst case: all elements equal (text a^(n-m), pattern a^m). Each of the
// n-2m+1 alignments compares all m pattern elements: (n-2m+1)*m comparisons,
// Theta(n) for the fixed m = 4 (Theta(n*m) in general). The textbook input
// (pattern a^(m-1)b) makes the same comparisons but no alignment matches, so
// it costs slightly less: a full match also increments the count.
public final class NaiveSearch {
    private static final int MAX_PATTERN = 4;

    private NaiveSearch() {
    }

    public static int count(int[] textAndPattern) {
        int n = textAndPattern.length;
        int m = n / 2 < MAX_PATTERN ? n / 2 : MAX_PATTERN;
        if (m == 0) return 0;
        int t = n - m;  // text is [0, t), pattern is [t, n)
        int found = 0;
        for (int i = 0; i + m <= t; i++) {
            int j = 0;
            while (j < m && textAndPattern[i + j] == textAndPattern[t + j]) j++;
            if (j == m) found++;
        }
        return found;
    }
}
