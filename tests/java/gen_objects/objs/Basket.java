package objs;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
// A basket of lines of products, each a validating record holding a record:
// the receiver's lines are records whose components are records, chosen
// while a JDK copy (new ArrayList<>(lines)) reads them.
public class Basket {
    public enum Kind { FOOD, BOOK, TOOL, TOY }
    public record Money(long cents, String currency) {
        public Money { if (currency == null || currency.length() != 3) throw new IllegalArgumentException("currency"); }
    }
    public record Product(String sku, Money price, Kind kind) {
        public Product {
            if (sku == null || sku.isBlank()) throw new IllegalArgumentException("sku");
            java.util.Objects.requireNonNull(price);
            java.util.Objects.requireNonNull(kind);
        }
    }
    public record Line(Product product, int quantity) {
        public Line { if (quantity <= 0) throw new IllegalArgumentException("quantity"); }
        public String sku() { return product.sku(); }
    }
    private final List<Line> lines = new ArrayList<>();
    private final Deque<List<Line>> history = new ArrayDeque<>();

    public void add(Product product, int quantity) {
        if (quantity <= 0) throw new IllegalArgumentException("quantity");
        history.push(new ArrayList<>(lines));
        for (int i = 0; i < lines.size(); i++) {
            Line line = lines.get(i);
            if (line.sku().equals(product.sku())) {
                lines.set(i, new Line(product, line.quantity() + quantity));
                return;
            }
        }
        lines.add(new Line(product, quantity));
    }
}
