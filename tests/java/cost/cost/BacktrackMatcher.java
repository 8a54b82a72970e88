package cost;

// A backtracking matcher for the fixed regex a*a*a*b over ints: 0 is 'a',
// 1 is 'b', any other value is some other character. Returns 1 if the whole
// input matches, else 0. The pattern is a small token array; each star tries
// its shortest extent first and then one 'a' more at a time, recursing on the
// rest of the pattern (recursion depth at most the pattern's length + 1, 5).
//
// Worst case: all 'a' (all zeros), no 'b'. Every way to split a^n among the
// three stars is tried and each fails at the 'b': the literal is tried
// C(n+3, 3) = (n+1)(n+2)(n+3)/6 times, and there are
// 1 + (n+1) + C(n+2, 2) + C(n+3, 3) calls of match in all: Theta(n^3).
// (With k stars the count is C(n+k, k), Theta(n^k).) An input holding any
// non-'a' fails sooner, and a^(n-1)b matches after O(n) calls.
public final class BacktrackMatcher {
    private static final int A = 0;
    private static final int B = 1;
    private static final int STAR_A = -1;  // a token, never an input character

    private BacktrackMatcher() {
    }

    public static int matches(int[] input) {
        int[] pattern = {STAR_A, STAR_A, STAR_A, B};
        return match(input, 0, pattern, 0) ? 1 : 0;
    }

    private static boolean match(int[] s, int i, int[] pattern, int k) {
        if (k == pattern.length) return i == s.length;
        int token = pattern[k];
        if (token == STAR_A) {
            int j = i;
            while (true) {
                if (match(s, j, pattern, k + 1)) return true;
                if (j < s.length && s[j] == A) {
                    j++;
                } else {
                    return false;
                }
            }
        }
        return i < s.length && s[i] == token && match(s, i + 1, pattern, k + 1);
    }
}
