package shop;

// A candidate that forgets the leading zero of the cents ("total: 1.5" for
// 105): only its output differs.
public class Receipt {
    public static void print(int cents) {
        if (cents < 0) {
            System.out.println("refund");
            cents = -cents;
        }
        System.out.println("total: " + cents / 100 + "." + cents % 100);
    }
}
