// Strategy pattern: shipping-cost strategies as interface implementations, lambdas,
// method references and composed Functions, chosen at runtime from a Map of names.
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

public class ShippingCostStrategies {
    record Parcel(String id, double weightKg, double distanceKm, boolean fragile) {}

    @FunctionalInterface
    interface CostStrategy {
        double cost(Parcel p);
        default CostStrategy withSurcharge(double pct) { return p -> cost(p) * (1 + pct / 100); }
        default CostStrategy atLeast(double min) { return p -> Math.max(min, cost(p)); }
        static CostStrategy cheapestOf(List<CostStrategy> all) {
            return p -> {
                double best = Double.MAX_VALUE;
                for (CostStrategy s : all) best = Math.min(best, s.cost(p));
                return best;
            };
        }
    }

    static final class FlatRate implements CostStrategy {
        private final double amount;
        FlatRate(double amount) { this.amount = amount; }
        public double cost(Parcel p) { return amount; }
    }

    static double byWeight(Parcel p) { return 2.0 + 1.75 * p.weightKg(); }

    static class Courier implements CostStrategy {
        final double perKm;
        Courier(double perKm) { this.perKm = perKm; }
        public double cost(Parcel p) { return 5 + perKm * p.distanceKm() + (p.fragile() ? fragileFee() : 0); }
        double fragileFee() { return 7.5; }
    }

    public static void main(String[] args) {
        Map<String, CostStrategy> strategies = new LinkedHashMap<>();
        strategies.put("flat", new FlatRate(12.99));
        strategies.put("weight", ShippingCostStrategies::byWeight);
        strategies.put("courier", new Courier(0.12));
        strategies.put("express", new Courier(0.2) {
            @Override double fragileFee() { return 3; }
        }.withSurcharge(15));
        strategies.put("zone", p -> p.distanceKm() < 50 ? 4.5 : p.distanceKm() < 500 ? 9.0 : 19.0);
        strategies.put("min-weight", ((CostStrategy) ShippingCostStrategies::byWeight).atLeast(8));
        strategies.put("cheapest", CostStrategy.cheapestOf(new ArrayList<>(strategies.values())));

        List<Parcel> parcels = List.of(
            new Parcel("P1", 0.5, 12, false), new Parcel("P2", 3.2, 340, true),
            new Parcel("P3", 12.0, 1200, false), new Parcel("P4", 1.0, 49.9, true));
        StringBuilder header = new StringBuilder(String.format("%-11s", "strategy"));
        for (Parcel p : parcels) header.append(String.format("%9s", p.id()));
        System.out.println(header);
        for (Map.Entry<String, CostStrategy> e : strategies.entrySet()) {
            StringBuilder row = new StringBuilder(String.format("%-11s", e.getKey()));
            for (Parcel p : parcels) row.append(String.format("%9.2f", e.getValue().cost(p)));
            System.out.println(row);
        }

        Function<Double, Double> tax = c -> c * 1.2;
        Function<Double, Double> round = c -> Math.round(c * 100) / 100.0;
        Function<Parcel, Double> finalPrice = ((Function<Parcel, Double>) strategies.get("courier")::cost).andThen(tax).andThen(round);
        parcels.forEach(p -> System.out.println(p.id() + " final " + finalPrice.apply(p)));

        DoubleUnaryOperator discount = d -> d * 0.9;
        DoubleUnaryOperator fee = d -> d + 1;
        System.out.println(discount.andThen(fee).applyAsDouble(100) + " " + discount.compose(fee).applyAsDouble(100)
                + " " + DoubleUnaryOperator.identity().applyAsDouble(3.5));
        BiFunction<Double, Integer, Double> bulk = (price, n) -> n >= 10 ? price * n * 0.8 : price * n;
        System.out.println(bulk.apply(2.5, 4) + " " + bulk.apply(2.5, 10) + " " + bulk.andThen(d -> "$" + d).apply(1.0, 3));
        UnaryOperator<String> upper = String::toUpperCase;
        Supplier<List<String>> fresh = ArrayList::new;
        List<String> names = fresh.get();
        strategies.keySet().forEach(k -> names.add(upper.apply(k.substring(0, 1)) + k.substring(1)));
        System.out.println(names + " " + (fresh.get() != names));
        CostStrategy free = p -> 0;
        System.out.println("free+surcharge=" + free.withSurcharge(50).cost(parcels.get(0)) + " atLeast=" + free.atLeast(3).cost(parcels.get(0)));
    }
}
