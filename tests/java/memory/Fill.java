import java.util.ArrayList;
import java.util.List;

/** Keeps 1 MiB blocks until Java's heap is full, then reports how many fit. */
public class Fill {
    public static void main(String[] args) {
        List<long[]> kept = new ArrayList<>();
        try {
            while (kept.size() < 100_000) kept.add(new long[1 << 17]);
        } catch (OutOfMemoryError e) {
            int blocks = kept.size();
            kept = null;
            System.out.println("full after " + blocks + " blocks: " + e.getMessage());
        }
    }
}
