package cf;

public non-sealed class Var implements Expr {
    public final String name;

    public Var(String name) {
        this.name = name;
    }
}
