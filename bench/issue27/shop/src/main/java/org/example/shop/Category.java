package org.example.shop;

/** Product categories, with their VAT rate and how long perishable goods keep. */
public enum Category {
    FOOD(7, 14),
    BOOKS(7, 0),
    ELECTRONICS(19, 0),
    CLOTHING(19, 0);

    private final int taxPercent;
    private final int shelfLifeDays;

    Category(int taxPercent, int shelfLifeDays) {
        this.taxPercent = taxPercent;
        this.shelfLifeDays = shelfLifeDays;
    }

    public int taxPercent() {
        return taxPercent;
    }

    public int shelfLifeDays() {
        return shelfLifeDays;
    }

    public boolean isPerishable() {
        return shelfLifeDays > 0;
    }

    public Money taxOn(Money net) {
        return net.percent(taxPercent);
    }

    /** Days after delivery during which goods of this category may be sent back. */
    public int returnWindowDays() {
        return switch (this) {
            case FOOD -> 0;
            case BOOKS, CLOTHING -> 14;
            case ELECTRONICS -> 30;
        };
    }
}
