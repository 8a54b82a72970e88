package objects;

/** A catalog item. Two items are equal when their SKU and name match; the price is not part of identity. */
public final class Item {
    private final String sku;
    private final String name;
    private final int priceCents;

    public Item(String sku, String name, int priceCents) {
        if (sku == null || sku.length() != 6) {
            throw new IllegalArgumentException("SKU must have 6 characters");
        }
        for (int i = 0; i < sku.length(); i++) {
            char c = sku.charAt(i);
            boolean ok = i < 2 ? (c >= 'A' && c <= 'Z') : (c >= '0' && c <= '9');
            if (!ok) {
                throw new IllegalArgumentException("bad SKU character at " + i);
            }
        }
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("name required");
        }
        if (priceCents < 0) {
            throw new IllegalArgumentException("price must not be negative");
        }
        this.sku = sku;
        this.name = name;
        this.priceCents = priceCents;
    }

    public String getSku() {
        return sku;
    }

    public String getName() {
        return name;
    }

    public int getPriceCents() {
        return priceCents;
    }

    public String category() {
        return sku.substring(0, 2);
    }

    public Item withPrice(int newPriceCents) {
        if (newPriceCents == priceCents) {
            return this;
        }
        return new Item(sku, name, newPriceCents);
    }

    public boolean isCheaperThan(Item other) {
        return other != null && priceCents < other.priceCents;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Item)) {
            return false;
        }
        Item other = (Item) o;
        return sku.equals(other.sku) && name.equals(other.name);
    }

    @Override
    public int hashCode() {
        return 31 * sku.hashCode() + name.hashCode();
    }

    @Override
    public String toString() {
        return name + " [" + sku + "] " + priceCents / 100 + "." + (priceCents % 100 < 10 ? "0" : "") + priceCents % 100;
    }
}
