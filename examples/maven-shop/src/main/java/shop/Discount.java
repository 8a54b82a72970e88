package shop;

/** Discount rules, in cents. */
public final class Discount {
    private Discount() {}

    /** 10% off from 100.00, 15% from 500.00; members get 5% more. */
    public static long of(long subtotal, boolean member) {
        if (subtotal < 0) throw new IllegalArgumentException("negative subtotal");
        int percent = 0;
        if (subtotal >= 50_000) percent = 15;
        else if (subtotal >= 10_000) percent = 10;
        if (member) percent += 5;
        return subtotal * percent / 100;
    }

    /** A coupon code's value: "SAVE<n>" takes n percent off, at most 50. */
    public static int couponPercent(String code) {
        if (code == null || !code.startsWith("SAVE")) return 0;
        String digits = code.substring(4);
        if (digits.isEmpty() || digits.length() > 2) return 0;
        int n = 0;
        for (int i = 0; i < digits.length(); i++) {
            char c = digits.charAt(i);
            if (c < '0' || c > '9') return 0;
            n = n * 10 + (c - '0');
        }
        return Math.min(n, 50);
    }
}
