// Java 17 port of ../../scala/equivalent_reordered/Interp.scala: equivalent rewrite
// of the reference (Figure B.2 of seed 000). The type tests of find and interp come
// in a different order (they test disjoint record types; the fallback stays last)
// and the nested checks are written as negated instanceof guards with early throws.
// Evaluation order is unchanged: function before argument, left operand evaluated
// and checked before the right operand is evaluated.
package interp;

public final class Interp {
    private Interp() {
    }

    public static final class InterpretException extends RuntimeException {
        public InterpretException() {
            super();
        }

        public InterpretException(String msg) {
            super(msg);
        }
    }

    public static Value find(Environment nv, int n) {
        if (nv instanceof EnvironmentNode node) {
            if (node.name() != n) {
                return find(node.tail(), n);
            }
            return node.value();
        } else if (nv instanceof EmptyEnvironment) {
            throw new InterpretException();
        }
        throw new IllegalStateException("no case matches " + nv);
    }

    public static Value interpEntry(ExprC e) {
        return interp(e, new EmptyEnvironment());
    }

    public static Value interp(ExprC e, Environment nv) {
        if (e instanceof AppC app) {
            Value fv = interp(app.f(), nv);
            if (!(fv instanceof ClosV clos)) {
                throw new InterpretException();
            }
            Value argument = interp(app.arg(), nv);
            return interp(clos.body(), new EnvironmentNode(clos.param(), argument, clos.env()));
        }
        if (e instanceof FdC fd) {
            return new ClosV(nv, fd.param(), fd.body());
        }
        if (e instanceof IdC idc) {
            return find(nv, idc.id());
        }
        if (e instanceof AddC add) {
            Value left = interp(add.e1(), nv);
            if (!(left instanceof NumV v1)) {
                throw new InterpretException();
            }
            Value right = interp(add.e2(), nv);
            if (!(right instanceof NumV v2)) {
                throw new InterpretException();
            }
            return new NumV(v1.value() + v2.value());
        }
        if (e instanceof NumC num) {
            return new NumV(num.value());
        }
        throw new InterpretException();
    }
}
