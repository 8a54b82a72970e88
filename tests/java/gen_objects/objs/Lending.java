package objs;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

// A desk lending from a stock it is given: only a stock that holds the
// title lends it, and a stock holds titles only once they are added.
public class Lending {
    private final Stock stock;

    public Lending(Stock stock) {
        this.stock = Objects.requireNonNull(stock, "stock");
    }

    public String lend(String title) {
        if (!stock.has(title)) throw new IllegalStateException("not in stock: " + title);
        return "lent " + title;
    }
}

class Stock {
    private final Map<String, Integer> counts = new HashMap<>();

    public Stock() {}

    public void add(String title, int copies) {
        if (title == null || copies <= 0) throw new IllegalArgumentException("title and copies");
        counts.merge(title, copies, Integer::sum);
    }

    public boolean has(String title) {
        return counts.getOrDefault(title, 0) > 0;
    }
}
