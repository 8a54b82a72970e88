package cf;

public final class Neg implements Expr {
    private final Expr operand;

    public Neg(Expr operand) {
        this.operand = operand;
    }

    public Expr operand() {
        return operand;
    }
}
