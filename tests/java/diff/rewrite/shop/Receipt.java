package shop;

// An equivalent rewrite: the line is built with a StringBuilder.
public class Receipt {
    public static void print(int cents) {
        if (cents < 0) System.out.println("refund");
        int amount = cents < 0 ? -cents : cents;
        StringBuilder line = new StringBuilder("total: ").append(amount / 100).append('.');
        int rest = amount % 100;
        if (rest < 10) line.append('0');
        System.out.println(line.append(rest));
    }
}
