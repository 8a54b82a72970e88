// Warehouse inventory modelled with records: compact constructors that validate and
// normalise, static factories, nested records, record equals/hashCode in HashSet/HashMap.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

public class InventoryRecords {
    record Sku(String code) {
        Sku {
            if (code == null || !code.matches("[A-Za-z]{3}-\\d{3}")) throw new IllegalArgumentException("bad sku: " + code);
            code = code.toUpperCase();
        }
    }
    record Location(String aisle, int shelf) implements Comparable<Location> {
        Location {
            if (shelf < 1 || shelf > 9) throw new IllegalArgumentException("shelf out of range: " + shelf);
        }
        static Location parse(String s) {
            String[] p = s.split("-");
            return new Location(p[0], Integer.parseInt(p[1]));
        }
        public int compareTo(Location o) {
            int c = aisle.compareTo(o.aisle);
            return c != 0 ? c : Integer.compare(shelf, o.shelf);
        }
        @Override public String toString() { return aisle + "-" + shelf; }
    }
    record StockItem(Sku sku, String name, int qty, long priceCents, Location loc) {
        StockItem {
            if (qty < 0) throw new IllegalArgumentException("negative qty for " + name);
            name = name.strip();
        }
        StockItem withQty(int q) { return new StockItem(sku, name, q, priceCents, loc); }
        long value() { return qty * priceCents; }
    }
    record Pair<A, B>(A first, B second) {}

    public static void main(String[] args) {
        String[][] raw = {
            {"abc-001", " Hammer ", "12", "1599", "A-1"},
            {"abc-002", "Screwdriver", "40", "499", "A-2"},
            {"XYZ-900", "Ladder", "2", "8999", "C-9"},
            {"bad", "Nothing", "1", "1", "A-1"},
            {"qrs-123", "Tape", "-4", "150", "B-3"},
            {"qrs-124", "Glue", "7", "350", "B-10"},
            {"ABC-001", "Hammer", "12", "1599", "A-1"},
            {"lmn-555", "Nails (100)", "300", "2", "B-3"},
        };
        List<StockItem> items = new ArrayList<>();
        for (String[] r : raw) {
            try {
                items.add(new StockItem(new Sku(r[0]), r[1], Integer.parseInt(r[2]), Long.parseLong(r[3]), Location.parse(r[4])));
            } catch (IllegalArgumentException e) {
                System.out.println("skip: " + e.getMessage());
            }
        }
        items.forEach(System.out::println);
        Set<StockItem> unique = new HashSet<>(items);
        System.out.println("items=" + items.size() + " unique=" + unique.size() + " first==last? " + items.get(0).equals(items.get(items.size() - 2)));
        System.out.println("hash equal: " + (items.get(0).hashCode() == items.get(items.size() - 2).hashCode())
                + " sku hash " + new Sku("abc-001").hashCode() + " loc hash " + new Location("A", 1).hashCode());

        Map<Location, List<String>> byLoc = new TreeMap<>();
        for (StockItem s : unique) byLoc.computeIfAbsent(s.loc(), k -> new ArrayList<>()).add(s.name());
        byLoc.values().forEach(l -> l.sort(null));
        System.out.println(byLoc);

        Map<Sku, StockItem> bySku = new HashMap<>();
        for (StockItem s : items) bySku.merge(s.sku(), s, (a, b) -> a.withQty(a.qty() + b.qty()));
        StockItem hammer = bySku.get(new Sku("AbC-001"));
        System.out.println("merged hammer " + hammer + " value=" + hammer.value());
        long total = 0;
        for (StockItem s : bySku.values()) total += s.value();
        System.out.println("inventory value cents=" + total);
        Pair<String, Integer> p = new Pair<>("x", 1);
        Pair<String, Integer> q = new Pair<>("x", 1);
        System.out.println(p + " " + p.equals(q) + " " + (p.hashCode() == q.hashCode()) + " " + new Pair<>(null, List.of(1, 2)));
        System.out.println(new Location("Z", 5).compareTo(Location.parse("Z-3")) + " " + items.get(1).sku().code() + " " + items.get(0).name().length());
    }
}
