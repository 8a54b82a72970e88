package shop;

/** A line of a cart: a product, its unit price in cents, and a quantity. */
public final class Item {
    private final String product;
    private final long unitPrice;
    private final int quantity;

    public Item(String product, long unitPrice, int quantity) {
        if (product == null || product.isEmpty()) throw new IllegalArgumentException("no product");
        if (unitPrice < 0) throw new IllegalArgumentException("negative price");
        if (quantity <= 0) throw new IllegalArgumentException("quantity must be positive");
        this.product = product;
        this.unitPrice = unitPrice;
        this.quantity = quantity;
    }

    public String product() {
        return product;
    }

    public int quantity() {
        return quantity;
    }

    public long total() {
        return unitPrice * quantity;
    }
}
