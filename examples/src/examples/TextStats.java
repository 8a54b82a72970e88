package examples;

/** Building text from numbers and chars (arrays of String, concatenation, StringBuilder) and counting it with streams. */
public class TextStats {
    public static final int BAR_WIDTH = 10;

    private static final String[] SMALL = {
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    };
    private static final String[] TENS = {
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    };

    /** The English words for n in 0..99, e.g. "forty-two". */
    private static String spell(int n) {
        if (n < 0 || n > 99) {
            throw new IllegalArgumentException("n must be in 0..99");
        }
        if (n < 20) {
            return SMALL[n];
        }
        if (n % 10 == 0) {
            return TENS[n / 10];
        }
        return TENS[n / 10] + "-" + SMALL[n % 10];
    }

    /** Letters in the English words for n (0..99): "forty-two" has 8. */
    public static int letterCount(int n) {
        return (int) spell(n).chars().filter(Character::isLetter).count();
    }

    /** Vowels in the English words for n (0..99): "forty-two" has 2. */
    public static long vowelCount(int n) {
        return spell(n).chars().filter(c -> "aeiou".indexOf(c) >= 0).count();
    }

    /** Renders a bar such as "[#####-----] 50%" and returns how many of its characters are fill. */
    public static int progressBar(int done, int total, char fill) {
        if (total < 1 || total > 1_000_000) {
            throw new IllegalArgumentException("total must be in 1..1000000");
        }
        if (done < 0 || done > total) {
            throw new IllegalArgumentException("done must be in 0..total");
        }
        if (fill <= ' ' || fill == '-') {
            throw new IllegalArgumentException("fill must be visible and not '-'");
        }
        int filled = done * BAR_WIDTH / total;
        StringBuilder bar = new StringBuilder("[");
        for (int i = 0; i < BAR_WIDTH; i++) {
            bar.append(i < filled ? fill : '-');
        }
        bar.append("] ").append(done * 100 / total).append('%');
        String text = bar.toString();
        return (int) text.chars().filter(c -> c == fill).count();
    }

    /** Whether n reads the same backwards in decimal (negative numbers never do). */
    public static boolean isPalindrome(int n) {
        if (n < 0) {
            return false;
        }
        if (n < 10) {
            return true;
        }
        String digits = Integer.toString(n);
        return new StringBuilder(digits).reverse().toString().equals(digits);
    }

    private TextStats() {
        // static methods only
    }
}
