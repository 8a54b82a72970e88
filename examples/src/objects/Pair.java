package objects;

import java.util.Objects;

/** An immutable pair of two values, either of which may be null. */
public final class Pair<A, B> {
    private final A first;
    private final B second;

    public Pair(A first, B second) {
        this.first = first;
        this.second = second;
    }

    public static <A, B> Pair<A, B> of(A first, B second) {
        return new Pair<>(first, second);
    }

    public A first() {
        return first;
    }

    public B second() {
        return second;
    }

    public Pair<B, A> swap() {
        return new Pair<>(second, first);
    }

    public <C> Pair<C, B> withFirst(C newFirst) {
        return new Pair<>(newFirst, second);
    }

    public boolean hasNull() {
        return first == null || second == null;
    }

    /** Whether both components are equal to each other, as in ("a", "a"). */
    public boolean isHomogeneous() {
        return Objects.equals(first, second);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Pair)) {
            return false;
        }
        Pair<?, ?> other = (Pair<?, ?>) o;
        return Objects.equals(first, other.first) && Objects.equals(second, other.second);
    }

    @Override
    public int hashCode() {
        int h = first == null ? 0 : first.hashCode();
        return 31 * h + (second == null ? 0 : second.hashCode());
    }

    @Override
    public String toString() {
        return "(" + first + ", " + second + ")";
    }
}
