package examples;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Order pricing: records for products and order lines, a HashMap catalog, a stream total, a custom exception. */
public class OrderPricing {
    /** Thrown for an order that cannot be priced. */
    public static class InvalidOrderException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public InvalidOrderException(String message) {
            super(message);
        }
    }

    record Product(String name, long priceCents) { }

    record Line(Product product, int quantity) {
        long subtotalCents() {
            return product.priceCents() * quantity;
        }
    }

    public static final int PEN = 1;
    public static final int NOTEBOOK = 2;
    public static final int BACKPACK = 3;
    public static final long FREE_SHIPPING_FROM_CENTS = 5000;
    public static final long SHIPPING_CENTS = 499;

    private static final Map<Integer, Product> CATALOG = new HashMap<>();

    static {
        CATALOG.put(PEN, new Product("pen", 150));
        CATALOG.put(NOTEBOOK, new Product("notebook", 499));
        CATALOG.put(BACKPACK, new Product("backpack", 3999));
    }

    /** Price of quantity units of one product: 5% off from 10 units, then a coupon of up to 50%. */
    public static long lineTotalCents(int sku, int quantity, int couponPercent) {
        if (quantity < 1 || quantity > 100) {
            throw new InvalidOrderException("quantity must be in 1..100, was " + quantity);
        }
        if (couponPercent < 0 || couponPercent > 50) {
            throw new InvalidOrderException("coupon must be 0..50%");
        }
        if (sku < PEN || sku > BACKPACK) {
            throw new InvalidOrderException("unknown product " + sku);
        }
        long total = new Line(CATALOG.get(sku), quantity).subtotalCents();
        if (quantity >= 10) {
            total -= total * 5 / 100;
        }
        if (couponPercent > 0) {
            total -= total * couponPercent / 100;
        }
        return total;
    }

    /** Total of an order of pens, notebooks and backpacks, plus shipping below FREE_SHIPPING_FROM_CENTS. */
    public static long orderTotalCents(int pens, int notebooks, int backpacks) {
        int[] quantities = {pens, notebooks, backpacks};
        List<Line> lines = new ArrayList<>();
        for (int sku = PEN; sku <= BACKPACK; sku++) {
            int quantity = quantities[sku - 1];
            if (quantity < 0 || quantity > 100) {
                throw new InvalidOrderException("bad quantity for " + CATALOG.get(sku).name());
            }
            lines.add(new Line(CATALOG.get(sku), quantity));
        }
        long goods = lines.stream().filter(line -> line.quantity() > 0).mapToLong(Line::subtotalCents).sum();
        if (goods == 0) {
            throw new InvalidOrderException("empty order");
        }
        return goods >= FREE_SHIPPING_FROM_CENTS ? goods : goods + SHIPPING_CENTS;
    }

    private OrderPricing() {
        // static methods only
    }
}
