package eng;

// An algebraic data type of records for seed 000's path budget and deferred
// components (path_budget_test.cpp): an evaluator that recurses once per
// node, and a rewrite that hands a component on without looking at it.
public final class Terms {
    private Terms() {}

    public sealed interface Term permits Num, Add, Box {}
    public record Num(int value) implements Term {}
    public record Add(Term left, Term right) implements Term {}
    public record Box(Term inner) implements Term {}

    public static int eval(Term t) {
        if (t instanceof Num n) return n.value();
        if (t instanceof Add a) return eval(a.left()) + eval(a.right());
        if (t instanceof Box b) return eval(b.inner());
        throw new IllegalArgumentException("no term");
    }

    // Boxes a box again; never looks inside.
    public static Term rebox(Term t) {
        if (t instanceof Box b) return new Box(b.inner());
        return t;
    }
}
