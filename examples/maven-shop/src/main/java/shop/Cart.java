package shop;

import java.util.ArrayList;
import java.util.List;

/** A shopping cart: items, a member flag, a total after discounts and shipping. */
public final class Cart {
    static final long FREE_SHIPPING_FROM = 5_000;
    static final long SHIPPING = 499;

    private final List<Item> items = new ArrayList<>();
    private final boolean member;

    public Cart(boolean member) {
        this.member = member;
    }

    public void add(Item item) {
        if (item == null) throw new IllegalArgumentException("no item");
        if (items.size() >= 10) throw new IllegalStateException("cart is full");
        items.add(item);
    }

    public int count() {
        int n = 0;
        for (Item item : items) n += item.quantity();
        return n;
    }

    public long subtotal() {
        long sum = 0;
        for (Item item : items) sum += item.total();
        return sum;
    }

    public long total() {
        long subtotal = subtotal();
        if (subtotal == 0) return 0;
        long discounted = subtotal - Discount.of(subtotal, member);
        return discounted >= FREE_SHIPPING_FROM ? discounted : discounted + SHIPPING;
    }
}
