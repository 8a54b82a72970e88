package cf;

import java.util.List;

// Generic record components carry a Signature attribute.
public record Pair<A, B extends Comparable<B>>(A first, B second, List<? extends A> rest, long count) {
}
