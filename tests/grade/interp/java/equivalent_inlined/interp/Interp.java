// Java 17 port of ../../scala/equivalent_inlined/Interp.scala: equivalent rewrite of
// the reference (Figure B.2 of seed 000). The helper find is inlined into the IdC
// branch of interp (Java has no local methods, so it is written as a loop over the
// environment; an unbound identifier still throws InterpretException), and the
// "operand must be a number" check of AddC is factored out into asNumber. The left
// operand is still evaluated and checked before the right one is evaluated.
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

    public static Value interpEntry(ExprC e) {
        return interp(e, new EmptyEnvironment());
    }

    private static int asNumber(Value v) {
        if (v instanceof NumV num) {
            return num.value();
        }
        throw new InterpretException();
    }

    public static Value interp(ExprC e, Environment nv) {
        if (e instanceof NumC num) {
            return new NumV(num.value());
        } else if (e instanceof AddC add) {
            int v1 = asNumber(interp(add.e1(), nv));
            int v2 = asNumber(interp(add.e2(), nv));
            return new NumV(v1 + v2);
        } else if (e instanceof IdC idc) {
            Environment env = nv;
            while (true) {
                if (env instanceof EmptyEnvironment) {
                    throw new InterpretException();
                } else if (env instanceof EnvironmentNode node) {
                    if (node.name() == idc.id()) {
                        return node.value();
                    }
                    env = node.tail();
                } else {
                    throw new IllegalStateException("no case matches " + env);
                }
            }
        } else if (e instanceof FdC fd) {
            return new ClosV(nv, fd.param(), fd.body());
        } else if (e instanceof AppC app) {
            if (interp(app.f(), nv) instanceof ClosV clos) {
                return interp(clos.body(), new EnvironmentNode(clos.param(), interp(app.arg(), nv), clos.env()));
            } else {
                throw new InterpretException();
            }
        } else {
            throw new InterpretException();
        }
    }
}
