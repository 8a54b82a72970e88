package objects;

import java.util.ArrayList;
import java.util.List;

/** An immutable pizza order, made with {@link Builder}. */
public final class Pizza {
    public enum Size { SMALL, MEDIUM, LARGE }

    private static final int MAX_TOPPINGS = 5;

    private final Size size;
    private final String[] toppings;
    private final boolean extraCheese;
    private final boolean glutenFree;

    private Pizza(Builder b) {
        this.size = b.size;
        this.toppings = b.toppings.toArray(new String[0]);
        this.extraCheese = b.extraCheese;
        this.glutenFree = b.glutenFree;
    }

    public Size size() {
        return size;
    }

    public int toppingCount() {
        return toppings.length;
    }

    public boolean hasTopping(String topping) {
        for (String t : toppings) {
            if (t.equalsIgnoreCase(topping)) {
                return true;
            }
        }
        return false;
    }

    public boolean isVegetarian() {
        return !hasTopping("ham") && !hasTopping("salami") && !hasTopping("anchovies");
    }

    public int priceCents() {
        int base;
        int perTopping;
        switch (size) {
            case SMALL:
                base = 800;
                perTopping = 100;
                break;
            case MEDIUM:
                base = 1000;
                perTopping = 150;
                break;
            default:
                base = 1300;
                perTopping = 200;
                break;
        }
        int price = base + perTopping * toppings.length;
        if (extraCheese) {
            price += perTopping;
        }
        if (glutenFree) {
            price += 250;
        }
        return price;
    }

    public static final class Builder {
        private Size size;
        private final List<String> toppings = new ArrayList<>();
        private boolean extraCheese;
        private boolean glutenFree;

        public Builder size(Size size) {
            this.size = size;
            return this;
        }

        public Builder topping(String topping) {
            if (topping == null || topping.isBlank()) {
                throw new IllegalArgumentException("topping must not be blank");
            }
            toppings.add(topping.trim().toLowerCase());
            return this;
        }

        public Builder extraCheese() {
            this.extraCheese = true;
            return this;
        }

        public Builder glutenFree() {
            this.glutenFree = true;
            return this;
        }

        public Pizza build() {
            if (size == null) {
                throw new IllegalStateException("size is required");
            }
            if (toppings.size() > MAX_TOPPINGS) {
                throw new IllegalStateException("at most " + MAX_TOPPINGS + " toppings");
            }
            for (int i = 0; i < toppings.size(); i++) {
                if (toppings.indexOf(toppings.get(i)) != i) {
                    throw new IllegalStateException("duplicate topping: " + toppings.get(i));
                }
            }
            if (glutenFree && size == Size.LARGE) {
                throw new IllegalStateException("gluten-free base is not available in LARGE");
            }
            return new Pizza(this);
        }
    }
}
