// Checks exceptions thrown from constructors: the object is not assigned,
// superclass constructor failures, field initialiser failures, and partial state.
public class ConstructorThrows {
    static int created;
    static class Account {
        final int balance;
        Account(int b) {
            if (b < 0) throw new IllegalArgumentException("negative balance " + b);
            balance = b;
            created++;
        }
    }
    static class Premium extends Account {
        final String tier;
        Premium(int b, String tier) {
            super(b);
            System.out.println("  Premium body for " + tier);
            this.tier = tier;
        }
    }
    static class BadInit {
        int[] data = new int[2];
        int third = data[2];
    }

    public static void main(String[] args) {
        Account a = null;
        try {
            a = new Account(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("1: " + e.getMessage() + " a=" + a);
        }
        try {
            Premium p = new Premium(-1, "gold");
            System.out.println("unexpected " + p.tier);
        } catch (IllegalArgumentException e) {
            System.out.println("2: " + e.getMessage());
        }
        Premium ok = new Premium(10, "silver");
        System.out.println("3: " + ok.balance + " " + ok.tier);
        try {
            new BadInit();
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("4: " + e.getMessage());
        }
        System.out.println("created=" + created);
    }
}
