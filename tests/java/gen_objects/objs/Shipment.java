package objs;

import java.util.List;

// Records as inputs: each validates in its compact constructor, one holds
// another, and a list holds them. A test can only build them through their
// constructors (their fields are final), so every input it builds is valid.
public class Shipment {
    public record Weight(int grams, String unit) {
        public Weight {
            if (grams <= 0) throw new IllegalArgumentException("grams must be positive");
            if (unit == null || unit.length() != 2) throw new IllegalArgumentException("unit must have two letters");
        }
    }

    public record Parcel(String label, Weight weight) {
        public Parcel {
            if (label == null || label.isEmpty()) throw new IllegalArgumentException("label required");
            if (weight == null) throw new IllegalArgumentException("weight required");
        }
    }

    // Heavy, light, or in between; the constructor rules out grams <= 0.
    public static String classify(Weight weight) {
        if (weight.grams() > 20_000) return "freight";
        if (weight.grams() < 500) return "letter";
        return "parcel";
    }

    public static int postage(Parcel parcel) {
        int cents = 100 + parcel.weight().grams() / 10;
        if (parcel.label().startsWith("X")) cents *= 2;
        return cents;
    }

    public static int total(List<Parcel> parcels) {
        int sum = 0;
        for (Parcel p : parcels) sum += postage(p);
        return sum;
    }
}
