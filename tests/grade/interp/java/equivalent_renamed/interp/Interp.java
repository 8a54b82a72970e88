// Java 17 port of ../../scala/equivalent_renamed/Interp.scala: equivalent rewrite of
// the reference (Figure B.2 of seed 000) with every parameter, local and pattern
// variable renamed and the helper find called lookup. interpEntry(ExprC) and the
// method name interp are kept.
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

    public static Value lookup(Environment env, int wanted) {
        if (env instanceof EmptyEnvironment) {
            throw new InterpretException();
        } else if (env instanceof EnvironmentNode cell) {
            return cell.name() == wanted ? cell.value() : lookup(cell.tail(), wanted);
        }
        throw new IllegalStateException("no case matches " + env);
    }

    public static Value interpEntry(ExprC e) {
        return interp(e, new EmptyEnvironment());
    }

    public static Value interp(ExprC expr, Environment scope) {
        if (expr instanceof NumC lit) {
            return new NumV(lit.value());
        } else if (expr instanceof AddC sum) {
            ExprC lhs = sum.e1();
            ExprC rhs = sum.e2();
            if (interp(lhs, scope) instanceof NumV left) {
                if (interp(rhs, scope) instanceof NumV right) {
                    return new NumV(left.value() + right.value());
                } else {
                    throw new InterpretException();
                }
            } else {
                throw new InterpretException();
            }
        } else if (expr instanceof IdC ref) {
            return lookup(scope, ref.id());
        } else if (expr instanceof FdC lambda) {
            return new ClosV(scope, lambda.param(), lambda.body());
        } else if (expr instanceof AppC call) {
            ExprC callee = call.f();
            ExprC actual = call.arg();
            if (interp(callee, scope) instanceof ClosV fn) {
                Environment captured = fn.env();
                int formal = fn.param();
                ExprC code = fn.body();
                return interp(code, new EnvironmentNode(formal, interp(actual, scope), captured));
            } else {
                throw new InterpretException();
            }
        } else {
            throw new InterpretException();
        }
    }
}
