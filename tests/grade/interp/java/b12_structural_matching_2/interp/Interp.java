// Java 17 port of the Scala program in
// ../../scala/b12_structural_matching_2/Interp.scala. Figure B.12: faulty,
// additions handled only for number literals nested up to depth 2, no general
// AddC case (other additions reach the final `throw new InterpretException()`).
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
        } else if (e instanceof AddC add && add.e1() instanceof NumC n1 && add.e2() instanceof NumC n2) {
            return new NumV(n1.value() + n2.value());
        } else if (e instanceof AddC add && add.e1() instanceof AddC l && l.e1() instanceof NumC n1
                && l.e2() instanceof NumC n2 && add.e2() instanceof NumC n3) {
            return new NumV(n1.value() + n2.value() + n3.value());
        } else if (e instanceof AddC add && add.e1() instanceof NumC n1 && add.e2() instanceof AddC r
                && r.e1() instanceof NumC n2 && r.e2() instanceof NumC n3) {
            return new NumV(n1.value() + n2.value() + n3.value());
        } else if (e instanceof AddC add && add.e1() instanceof AddC l && l.e1() instanceof NumC n1
                && l.e2() instanceof NumC n2 && add.e2() instanceof AddC r && r.e1() instanceof NumC n3
                && r.e2() instanceof NumC n4) {
            return new NumV(n1.value() + n2.value() + n3.value() + n4.value());
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
