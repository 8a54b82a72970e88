// The builder pattern with static nested Builder classes: a Pizza with enums and
// EnumSet toppings, validation in build(), an immutable HttpRequest builder and toBuilder().
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

public class PizzaOrderBuilder {
    enum Size { SMALL(800), MEDIUM(1100), LARGE(1400);
        final int baseCents;
        Size(int baseCents) { this.baseCents = baseCents; }
    }
    enum Topping { CHEESE(100), HAM(175), MUSHROOM(90), OLIVE(80), PINEAPPLE(120), PEPPER(70);
        final int cents;
        Topping(int cents) { this.cents = cents; }
    }

    static final class Pizza {
        private final Size size;
        private final Set<Topping> toppings;
        private final boolean extraCrispy;
        private final String note;

        private Pizza(Builder b) {
            size = b.size;
            toppings = Collections.unmodifiableSet(EnumSet.copyOf(b.toppings));
            extraCrispy = b.extraCrispy;
            note = b.note;
        }
        int priceCents() {
            int p = size.baseCents;
            for (Topping t : toppings) p += t.cents;
            if (toppings.size() >= 4) p -= 150;
            return p + (extraCrispy ? 50 : 0);
        }
        Builder toBuilder() {
            Builder b = new Builder(size).crispy(extraCrispy).note(note);
            for (Topping t : toppings) b.add(t);
            return b;
        }
        @Override public String toString() {
            return size + " " + toppings + (extraCrispy ? " crispy" : "") + (note == null ? "" : " \"" + note + "\"")
                    + String.format(" $%d.%02d", priceCents() / 100, priceCents() % 100);
        }

        static final class Builder {
            private final Size size;
            private final EnumSet<Topping> toppings = EnumSet.noneOf(Topping.class);
            private boolean extraCrispy;
            private String note;

            Builder(Size size) { this.size = size; }
            Builder add(Topping t) {
                if (!toppings.add(t)) throw new IllegalArgumentException("duplicate topping " + t);
                return this;
            }
            Builder crispy(boolean c) { extraCrispy = c; return this; }
            Builder note(String n) { note = n; return this; }
            Pizza build() {
                if (toppings.isEmpty()) throw new IllegalStateException("a pizza needs at least one topping");
                if (toppings.contains(Topping.PINEAPPLE) && toppings.contains(Topping.OLIVE))
                    throw new IllegalStateException("the chef refuses " + EnumSet.of(Topping.PINEAPPLE, Topping.OLIVE));
                return new Pizza(this);
            }
        }
    }

    static final class HttpRequest {
        final String method, url;
        final Map<String, String> headers;
        final String body;
        final int timeout;
        private HttpRequest(Builder b) {
            method = b.method; url = b.url; headers = Map.copyOf(b.headers); body = b.body; timeout = b.timeout;
        }
        static Builder newBuilder(String url) { return new Builder(url); }
        static final class Builder {
            private String method = "GET";
            private final String url;
            private final Map<String, String> headers = new LinkedHashMap<>();
            private String body = "";
            private int timeout = 30;
            private Builder(String url) { this.url = url; }
            Builder POST(String body) { this.method = "POST"; this.body = body; return this; }
            Builder header(String k, String v) { headers.put(k, v); return this; }
            Builder timeout(int s) {
                if (s <= 0) throw new IllegalArgumentException("timeout must be positive: " + s);
                timeout = s;
                return this;
            }
            HttpRequest build() { return new HttpRequest(this); }
        }
        @Override public String toString() {
            return method + " " + url + " headers=" + headers.size() + " body=" + body.length() + "B timeout=" + timeout + "s";
        }
    }

    public static void main(String[] args) {
        List<Pizza> order = new ArrayList<>();
        order.add(new Pizza.Builder(Size.LARGE).add(Topping.HAM).add(Topping.PINEAPPLE).add(Topping.CHEESE).build());
        order.add(new Pizza.Builder(Size.SMALL).add(Topping.MUSHROOM).crispy(true).note("well done").build());
        order.add(new Pizza.Builder(Size.MEDIUM).add(Topping.PEPPER).add(Topping.OLIVE).add(Topping.MUSHROOM).add(Topping.CHEESE).build());
        Pizza copy = order.get(1).toBuilder().add(Topping.OLIVE).note(null).build();
        order.add(copy);
        int total = 0;
        for (Pizza p : order) { System.out.println(p); total += p.priceCents(); }
        System.out.printf("order total $%d.%02d%n", total / 100, total % 100);
        String[] attempts = {"empty", "dup", "clash"};
        for (String a : attempts) {
            try {
                Pizza.Builder b = new Pizza.Builder(Size.MEDIUM);
                switch (a) {
                    case "dup" -> b.add(Topping.HAM).add(Topping.HAM);
                    case "clash" -> b.add(Topping.OLIVE).add(Topping.PINEAPPLE);
                    default -> { }
                }
                b.build();
            } catch (IllegalArgumentException | IllegalStateException e) {
                System.out.println(a + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        try {
            order.get(0).toppings.add(Topping.OLIVE);
        } catch (UnsupportedOperationException e) {
            System.out.println("toppings are immutable: " + e.getClass().getName());
        }
        HttpRequest req = HttpRequest.newBuilder("https://api.example.com/orders")
                .header("Content-Type", "application/json").header("X-Trace", "abc123")
                .POST("{\"pizzas\":" + order.size() + "}").timeout(10).build();
        System.out.println(req + " " + req.headers.get("X-Trace") + " " + req.body);
        System.out.println(HttpRequest.newBuilder("http://localhost/").build());
        try {
            HttpRequest.newBuilder("x").timeout(0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(EnumSet.complementOf(EnumSet.of(Topping.HAM, Topping.CHEESE)) + " " + EnumSet.range(Topping.HAM, Topping.OLIVE)
                + " " + EnumSet.allOf(Size.class));
    }
}
