package mutation;

/**
 * A shop till, prices in cents: the class seven bugs are seeded into
 * (tests/unit/app/gen_mutation_test.cpp), one at a time, to check that the
 * tests `symcrete gen --mutation` writes for this correct version fail on each.
 */
public class Till {
    private long total;
    private int items;

    /** Scans an item: counts it and adds its price to the total. */
    public void scan(int price) {
        if (price < 0) {
            throw new IllegalArgumentException("negative price");
        }
        items++;
        addToTotal(price);
    }

    private void addToTotal(int price) {
        total += price;
    }

    public long getTotal() {
        return total;
    }

    public int getItems() {
        return items;
    }

    /** The bill for a quantity of one item: 10% off from 10 items, 500 for express shipping, and 50 for handling. */
    public static long bill(int unitPrice, int quantity, boolean express) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity");
        }
        long subtotal = (long) unitPrice * quantity;
        long discounted = subtotal;
        if (quantity >= 10) {
            discounted = subtotal - subtotal / 10;
        }
        long shipping = express ? 500 : 0;
        return discounted + shipping + 50;
    }

    public static double tax(double amount) {
        return amount * 0.07;
    }

    public static int apply(char op, int a, int b) {
        switch (op) {
            case '+':
                return a + b;
            case '-':
                return a - b;
            case '*':
                return a * b;
            default:
                throw new IllegalArgumentException("operator " + op);
        }
    }
}
