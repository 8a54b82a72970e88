// A shopping cart with a sealed discount hierarchy (records and a final class), pattern
// matching instanceof, an abstract Product base with interface mixins and a receipt.
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class ShoppingCartSealed {
    sealed interface Discount permits PercentOff, AmountOff, BuyXGetY, NoDiscount {}
    record PercentOff(int percent) implements Discount {}
    record AmountOff(long cents, long minSpend) implements Discount {}
    record BuyXGetY(String sku, int buy, int free) implements Discount {}
    static final class NoDiscount implements Discount {
        static final NoDiscount INSTANCE = new NoDiscount();
        @Override public String toString() { return "NoDiscount"; }
    }

    interface Taxable { default int taxPercent() { return 20; } }
    interface Perishable { int shelfDays(); }

    static abstract class Product {
        final String sku, name;
        final long priceCents;
        Product(String sku, String name, long priceCents) { this.sku = sku; this.name = name; this.priceCents = priceCents; }
        abstract String category();
        @Override public String toString() { return category() + ":" + name; }
    }
    static class Food extends Product implements Perishable, Taxable {
        final int days;
        Food(String sku, String name, long p, int days) { super(sku, name, p); this.days = days; }
        String category() { return "food"; }
        public int shelfDays() { return days; }
        @Override public int taxPercent() { return 5; }
    }
    static class Gadget extends Product implements Taxable {
        Gadget(String sku, String name, long p) { super(sku, name, p); }
        String category() { return "gadget"; }
    }
    static class Book extends Product {
        Book(String sku, String name, long p) { super(sku, name, p); }
        String category() { return "book"; }
    }

    static final Map<Product, Integer> cart = new LinkedHashMap<>();

    static long subtotal() {
        long s = 0;
        for (Map.Entry<Product, Integer> e : cart.entrySet()) s += e.getKey().priceCents * e.getValue();
        return s;
    }

    static long discountCents(Discount d) {
        long sub = subtotal();
        if (d instanceof PercentOff p) return sub * p.percent() / 100;
        if (d instanceof AmountOff a && sub >= a.minSpend()) return Math.min(a.cents(), sub);
        if (d instanceof BuyXGetY b) {
            for (Map.Entry<Product, Integer> e : cart.entrySet()) {
                if (e.getKey().sku.equals(b.sku())) {
                    int groups = e.getValue() / (b.buy() + b.free());
                    return groups * b.free() * e.getKey().priceCents;
                }
            }
        }
        return 0;
    }

    static String describe(Discount d) {
        return switch (d.getClass().getSimpleName()) {
            case "PercentOff" -> ((PercentOff) d).percent() + "% off";
            case "AmountOff" -> "$" + ((AmountOff) d).cents() / 100 + " off over $" + ((AmountOff) d).minSpend() / 100;
            case "BuyXGetY" -> "buy " + ((BuyXGetY) d).buy() + " get " + ((BuyXGetY) d).free() + " " + ((BuyXGetY) d).sku();
            default -> "none";
        };
    }

    static long tax() {
        long t = 0;
        for (Map.Entry<Product, Integer> e : cart.entrySet()) {
            if (e.getKey() instanceof Taxable tx) t += e.getKey().priceCents * e.getValue() * tx.taxPercent() / 100;
        }
        return t;
    }

    static String money(long c) { return String.format("%s$%d.%02d", c < 0 ? "-" : "", Math.abs(c) / 100, Math.abs(c) % 100); }

    public static void main(String[] args) {
        Product apple = new Food("F1", "apples 1kg", 349, 14);
        Product milk = new Food("F2", "milk", 119, 7);
        Product phone = new Gadget("G1", "phone case", 1999);
        Product novel = new Book("B1", "novel", 1250);
        cart.merge(apple, 2, Integer::sum);
        cart.merge(milk, 7, Integer::sum);
        cart.merge(phone, 1, Integer::sum);
        cart.merge(novel, 1, Integer::sum);
        cart.merge(apple, 1, Integer::sum);
        for (Map.Entry<Product, Integer> e : cart.entrySet()) {
            Product p = e.getKey();
            String extra = p instanceof Perishable per ? " (use within " + per.shelfDays() + "d)" : "";
            System.out.printf("%-22s x%d %9s%s%n", p, e.getValue(), money(p.priceCents * e.getValue()), extra);
        }
        System.out.println("subtotal " + money(subtotal()) + " tax " + money(tax()));
        List<Discount> offers = new ArrayList<>(List.of(new PercentOff(10), new AmountOff(1500, 5000), new AmountOff(500, 99999),
                new BuyXGetY("F2", 2, 1), NoDiscount.INSTANCE));
        Discount best = NoDiscount.INSTANCE;
        for (Discount d : offers) {
            long c = discountCents(d);
            System.out.println(String.format("%-36s %-24s saves %s", d, describe(d), money(c)));
            if (c > discountCents(best)) best = d;
        }
        long total = subtotal() - discountCents(best) + tax();
        System.out.println("best " + best + " -> total " + money(total));
        System.out.println(new PercentOff(10).equals(offers.get(0)) + " " + (new PercentOff(10).hashCode() == offers.get(0).hashCode())
                + " " + (best instanceof Record) + " " + (NoDiscount.INSTANCE instanceof Discount));
        Object o = novel;
        if (o instanceof Book b && b.priceCents > 1000) System.out.println("pricey book " + b.name);
        if (!(o instanceof Taxable)) System.out.println("books are tax free");
    }
}
