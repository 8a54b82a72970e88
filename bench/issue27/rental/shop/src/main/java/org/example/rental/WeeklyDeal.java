package org.example.rental;

/** "Rent a week, get a day free": one free day for every full block of days. */
public class WeeklyDeal implements PriceRule {

    private final int blockDays;

    public WeeklyDeal() {
        this(7);
    }

    public WeeklyDeal(int blockDays) {
        if (blockDays < 2) {
            throw new IllegalArgumentException("block must be at least two days: " + blockDays);
        }
        this.blockDays = blockDays;
    }

    public int getBlockDays() {
        return blockDays;
    }

    @Override
    public String description() {
        return "Free day every " + blockDays + " days";
    }

    @Override
    public boolean appliesTo(EquipmentType type, long days) {
        return days >= blockDays;
    }

    public long freeDays(long days) {
        return days / blockDays;
    }

    @Override
    public long discountCents(EquipmentType type, long days, long subtotalCents) {
        return freeDays(days) * type.dailyRateCents();
    }
}
