package objects;

/** Static helpers over int[], char[] and String[] parameters. */
public final class ArrayUtils {
    private ArrayUtils() {
    }

    /** Sum of the elements; 0 for a null or empty array. */
    public static long sum(int[] values) {
        if (values == null) {
            return 0;
        }
        long total = 0;
        for (int v : values) {
            total += v;
        }
        return total;
    }

    public static boolean allDistinct(int[] values) {
        for (int i = 0; i < values.length; i++) {
            for (int j = i + 1; j < values.length; j++) {
                if (values[i] == values[j]) {
                    return false;
                }
            }
        }
        return true;
    }

    public static int[] concat(int[] a, int[] b) {
        int[] out = new int[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** Counts of the letters 'a'..'z' (ignoring case); other characters are skipped. */
    public static int[] letterHistogram(char[] chars) {
        int[] counts = new int[26];
        for (char c : chars) {
            char lower = Character.toLowerCase(c);
            if (lower >= 'a' && lower <= 'z') {
                counts[lower - 'a']++;
            }
        }
        return counts;
    }

    public static boolean isAnagram(char[] a, char[] b) {
        if (a.length != b.length) {
            return false;
        }
        int[] ha = letterHistogram(a);
        int[] hb = letterHistogram(b);
        for (int i = 0; i < 26; i++) {
            if (ha[i] != hb[i]) {
                return false;
            }
        }
        return true;
    }

    public static void reverse(char[] chars) {
        for (int i = 0, j = chars.length - 1; i < j; i++, j--) {
            char t = chars[i];
            chars[i] = chars[j];
            chars[j] = t;
        }
    }

    /** Index of the first element equal to {@code target}, or -1; null elements are allowed. */
    public static int indexOf(String[] words, String target) {
        for (int i = 0; i < words.length; i++) {
            if (words[i] == null ? target == null : words[i].equals(target)) {
                return i;
            }
        }
        return -1;
    }

    /** The longest non-null word, the first one on ties; null if there is none. */
    public static String longest(String[] words) {
        String best = null;
        for (String w : words) {
            if (w != null && (best == null || w.length() > best.length())) {
                best = w;
            }
        }
        return best;
    }

    /** Number of non-null words that start with {@code prefix}, ignoring case. */
    public static int countWithPrefix(String[] words, String prefix) {
        int n = 0;
        for (String w : words) {
            if (w != null && w.regionMatches(true, 0, prefix, 0, prefix.length())) {
                n++;
            }
        }
        return n;
    }

    /** Joins the non-null, non-empty words with {@code separator}. */
    public static String join(String[] words, char separator) {
        StringBuilder sb = new StringBuilder();
        for (String w : words) {
            if (w == null || w.isEmpty()) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append(separator);
            }
            sb.append(w);
        }
        return sb.toString();
    }
}
