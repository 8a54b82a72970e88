package cf;

// A sealed interface whose permitted subclasses are records nested in it and
// classes in other files.
public sealed interface Expr permits Expr.Num, Expr.Add, Neg, Var {
    record Num(int value) implements Expr {}

    record Add(Expr left, Expr right) implements Expr {}

    static int eval(Expr e) {
        if (e instanceof Num n) return n.value();
        if (e instanceof Add a) return eval(a.left()) + eval(a.right());
        if (e instanceof Neg g) return -eval(g.operand());
        return 0;
    }
}
