package objs;

// A sealed interface with a record and a final class: JaCoCo 0.8.6 (ASM 8)
// cannot read a PermittedSubclasses attribute, in the tests' run or in the
// HTML report.
public sealed interface Tariff permits Tariff.Flat, Tariff.Tiered {
    int price(int units);

    default boolean free(int units) {
        return price(units) == 0;
    }

    record Flat(int each) implements Tariff {
        public int price(int units) {
            return units <= 0 ? 0 : units * each;
        }
    }

    final class Tiered implements Tariff {
        public int price(int units) {
            if (units <= 0) return 0;
            if (units < 10) return units * 5;
            return 45 + (units - 9) * 3;
        }
    }
}
