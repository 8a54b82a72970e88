// Java 17 port of the Scala program in ../../scala/b13_extra_case/Interp.scala.
// Figure B.13: faulty, malicious extra case subtracting a negative literal
// right operand.
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
        if (nv instanceof EmptyEnvironment) {
            throw new InterpretException();
        } else if (nv instanceof EnvironmentNode node) {
            return node.name() == n ? node.value() : find(node.tail(), n);
        }
        // The Scala original would raise scala.MatchError here; unreachable, since
        // Environment is sealed and environments are never null.
        throw new IllegalStateException("no case matches " + nv);
    }

    public static Value interpEntry(ExprC e) {
        return interp(e, new EmptyEnvironment());
    }

    public static Value interp(ExprC e, Environment nv) {
        if (e instanceof NumC num) {
            return new NumV(num.value());
        } else if (e instanceof AddC add && add.e1() instanceof NumC i1 && add.e2() instanceof NumC i2
                && i2.value() < 0) {
            return new NumV(i1.value() - i2.value());
        } else if (e instanceof AddC add) {
            ExprC e1 = add.e1();
            ExprC e2 = add.e2();
            if (interp(e1, nv) instanceof NumV v1) {
                if (interp(e2, nv) instanceof NumV v2) {
                    return new NumV(v1.value() + v2.value());
                } else {
                    throw new InterpretException();
                }
            } else {
                throw new InterpretException();
            }
        } else if (e instanceof IdC idc) {
            return find(nv, idc.id());
        } else if (e instanceof FdC fd) {
            return new ClosV(nv, fd.param(), fd.body());
        } else if (e instanceof AppC app) {
            ExprC f = app.f();
            ExprC a = app.arg();
            if (interp(f, nv) instanceof ClosV clos) {
                Environment cnv = clos.env();
                int param = clos.param();
                ExprC body = clos.body();
                return interp(body, new EnvironmentNode(param, interp(a, nv), cnv));
            } else {
                throw new InterpretException();
            }
        } else {
            throw new InterpretException();
        }
    }
}
