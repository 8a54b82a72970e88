package shop;

// The reference of `symcrete diff`'s output tests: what a till prints for
// an amount in cents.
public class Receipt {
    public static void print(int cents) {
        if (cents < 0) {
            System.out.println("refund");
            cents = -cents;
        }
        System.out.println("total: " + cents / 100 + "." + (cents % 100 < 10 ? "0" : "") + cents % 100);
    }
}
