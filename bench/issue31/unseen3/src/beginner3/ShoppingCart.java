package beginner3;

import java.util.ArrayList;
import java.util.List;

/*
 * SPECIFICATION -- ShoppingCart
 *
 * A cart of item prices, each a whole number of cents. A new cart is empty.
 * The same price may be in the cart several times.
 *
 * void add(int priceCents)
 *   Puts one item with this price into the cart.
 *   Throws IllegalArgumentException if priceCents <= 0 (cart unchanged).
 *   Example: add(250); add(100); itemCount() == 2, total() == 350
 *
 * boolean remove(int priceCents)
 *   Removes ONE item with exactly this price and returns true; if there is no
 *   such item, returns false and the cart is unchanged.
 *   Example: add(500); add(300); remove(500) -> true, total() == 300;
 *            remove(999) -> false
 *
 * int itemCount()
 *   Returns the number of items in the cart.
 *
 * int total()
 *   Returns the sum of the prices of the items currently in the cart
 *   (0 for an empty cart).
 *
 * int checkout()
 *   Returns the amount to pay: total() minus a discount. If the cart holds
 *   5 or more items the discount is total() / 10 (int division), otherwise 0.
 *   Does not change the cart.
 *   Examples: 4 items of 100 -> 400;  5 items of 100 -> 450;
 *             items 999, 1, 1, 1, 1 -> 1003 - 100 = 903
 *
 * int mostExpensive()
 *   Returns the highest price in the cart.
 *   Throws IllegalStateException if the cart is empty.
 *   Example: items 250, 900, 100 -> 900
 */
public class ShoppingCart {
    private final List<Integer> prices = new ArrayList<>();
    private int total = 0;

    public void add(int priceCents) {
        if (priceCents <= 0) {
            throw new IllegalArgumentException("price must be positive: " + priceCents);
        }
        prices.add(priceCents);
        total += priceCents;
    }

    public boolean remove(int priceCents) {
        int index = prices.indexOf(priceCents);
        if (index < 0) {
            return false;
        }
        prices.remove(index);
        return true;
    }

    public int itemCount() {
        return prices.size();
    }

    public int total() {
        return total;
    }

    public int checkout() {
        int discount = 0;
        if (prices.size() >= 5) {
            discount = total / 10;
        }
        return total - discount;
    }

    public int mostExpensive() {
        if (prices.isEmpty()) {
            throw new IllegalStateException("cart is empty");
        }
        int best = 0;
        for (int p : prices) {
            best = Math.max(best, p);
        }
        return best;
    }
}
