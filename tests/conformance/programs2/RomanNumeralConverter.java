// Number formatting utilities: Roman numerals both ways, English words for integers,
// ordinal suffixes, base conversion by hand, and validation of malformed inputs.
import java.util.LinkedHashMap;
import java.util.Map;

public class RomanNumeralConverter {
    static final int[] VALUES = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    static final String[] SYMBOLS = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};

    static String toRoman(int n) {
        if (n <= 0 || n >= 4000) throw new IllegalArgumentException("out of range: " + n);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < VALUES.length; i++) {
            while (n >= VALUES[i]) { sb.append(SYMBOLS[i]); n -= VALUES[i]; }
        }
        return sb.toString();
    }

    static int fromRoman(String s) {
        Map<Character, Integer> v = Map.of('I', 1, 'V', 5, 'X', 10, 'L', 50, 'C', 100, 'D', 500, 'M', 1000);
        int total = 0;
        for (int i = 0; i < s.length(); i++) {
            Integer cur = v.get(s.charAt(i));
            if (cur == null) throw new IllegalArgumentException("bad numeral '" + s.charAt(i) + "' in " + s);
            Integer next = i + 1 < s.length() ? v.get(s.charAt(i + 1)) : null;
            total += next != null && next > cur ? -cur : cur;
        }
        if (!toRoman(total).equals(s)) throw new IllegalArgumentException("non-canonical numeral " + s + " (" + toRoman(total) + ")");
        return total;
    }

    static final String[] ONES = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
    static final String[] TENS = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};

    static String words(long n) {
        if (n < 0) return "minus " + words(-n);
        if (n < 20) return ONES[(int) n];
        if (n < 100) return TENS[(int) (n / 10)] + (n % 10 != 0 ? "-" + ONES[(int) (n % 10)] : "");
        if (n < 1000) return ONES[(int) (n / 100)] + " hundred" + (n % 100 != 0 ? " and " + words(n % 100) : "");
        Map<Long, String> scales = new LinkedHashMap<>();
        scales.put(1_000_000_000L, "billion");
        scales.put(1_000_000L, "million");
        scales.put(1_000L, "thousand");
        for (Map.Entry<Long, String> e : scales.entrySet()) {
            if (n >= e.getKey()) {
                long rest = n % e.getKey();
                return words(n / e.getKey()) + " " + e.getValue() + (rest == 0 ? "" : (rest < 100 ? " and " : ", ") + words(rest));
            }
        }
        throw new AssertionError();
    }

    static String ordinal(int n) {
        int mod100 = n % 100;
        String suffix = mod100 >= 11 && mod100 <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }

    static String toBase(long n, int base) {
        if (n == 0) return "0";
        String digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        StringBuilder sb = new StringBuilder();
        boolean neg = n < 0;
        while (n != 0) { sb.append(digits.charAt((int) Math.abs(n % base))); n /= base; }
        return (neg ? "-" : "") + sb.reverse();
    }

    public static void main(String[] args) {
        for (int n : new int[]{1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999}) {
            String r = toRoman(n);
            System.out.printf("%4d = %-12s -> %d%n", n, r, fromRoman(r));
        }
        for (String bad : new String[]{"IIII", "VX", "MMMM", "ABC", "IC"}) {
            try {
                System.out.println(bad + " = " + fromRoman(bad));
            } catch (IllegalArgumentException e) {
                System.out.println(bad + ": " + e.getMessage());
            }
        }
        try {
            toRoman(0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        for (long n : new long[]{0, 7, 13, 21, 99, 100, 101, 342, 1000, 1001, 12345, 1_000_000, 2_147_483_647L, -58}) {
            System.out.println(n + ": " + words(n));
        }
        StringBuilder ords = new StringBuilder();
        for (int n : new int[]{1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 1003}) ords.append(ordinal(n)).append(' ');
        System.out.println(ords.toString().trim());
        for (int base : new int[]{2, 7, 16, 36}) {
            System.out.println("base " + base + ": " + toBase(255, base) + " " + toBase(-1000, base) + " " + toBase(Long.MAX_VALUE, base)
                    + " check " + Long.toString(Long.MAX_VALUE, base).toUpperCase().equals(toBase(Long.MAX_VALUE, base))
                    + " parse " + Long.parseLong(toBase(-1000, base), base));
        }
        int sum = 0;
        for (int i = 1; i <= 3999; i++) sum += toRoman(i).length();
        System.out.println("total roman chars 1..3999 = " + sum + " longest under 4000: " + toRoman(3888));
    }
}
