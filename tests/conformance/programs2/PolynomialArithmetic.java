// Polynomials with long coefficients as an immutable value class: add, multiply, evaluate
// via Horner, derivative, long division with remainder, equals/hashCode and pretty printing.
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

public class PolynomialArithmetic {
    static final class Poly {
        private final long[] c;
        Poly(long... coeffs) {
            int n = coeffs.length;
            while (n > 1 && coeffs[n - 1] == 0) n--;
            c = Arrays.copyOf(coeffs, Math.max(n, 1));
        }
        int degree() { return c.length == 1 && c[0] == 0 ? -1 : c.length - 1; }
        Poly add(Poly o) {
            long[] r = new long[Math.max(c.length, o.c.length)];
            for (int i = 0; i < r.length; i++) r[i] = (i < c.length ? c[i] : 0) + (i < o.c.length ? o.c[i] : 0);
            return new Poly(r);
        }
        Poly negate() { long[] r = c.clone(); for (int i = 0; i < r.length; i++) r[i] = -r[i]; return new Poly(r); }
        Poly multiply(Poly o) {
            long[] r = new long[c.length + o.c.length - 1];
            for (int i = 0; i < c.length; i++) for (int j = 0; j < o.c.length; j++) r[i + j] += c[i] * o.c[j];
            return new Poly(r);
        }
        long eval(long x) {
            long v = 0;
            for (int i = c.length - 1; i >= 0; i--) v = v * x + c[i];
            return v;
        }
        Poly derivative() {
            if (c.length == 1) return new Poly(0);
            long[] r = new long[c.length - 1];
            for (int i = 1; i < c.length; i++) r[i - 1] = c[i] * i;
            return new Poly(r);
        }
        Poly[] divide(Poly d) {
            if (d.degree() < 0) throw new ArithmeticException("polynomial division by zero");
            long lead = d.c[d.c.length - 1];
            long[] rem = c.clone();
            long[] q = new long[Math.max(1, c.length - d.c.length + 1)];
            for (int i = c.length - d.c.length; i >= 0; i--) {
                long coef = rem[i + d.c.length - 1];
                if (coef % lead != 0) throw new ArithmeticException("non-integral quotient coefficient " + coef + "/" + lead);
                q[i] = coef / lead;
                for (int j = 0; j < d.c.length; j++) rem[i + j] -= q[i] * d.c[j];
            }
            return new Poly[]{new Poly(q), new Poly(rem)};
        }
        @Override public boolean equals(Object o) { return o instanceof Poly p && Arrays.equals(c, p.c); }
        @Override public int hashCode() { return Arrays.hashCode(c); }
        @Override public String toString() {
            if (degree() < 0) return "0";
            StringBuilder sb = new StringBuilder();
            for (int i = c.length - 1; i >= 0; i--) {
                long k = c[i];
                if (k == 0) continue;
                sb.append(sb.length() == 0 ? (k < 0 ? "-" : "") : (k < 0 ? " - " : " + "));
                long a = Math.abs(k);
                if (a != 1 || i == 0) sb.append(a);
                if (i >= 1) sb.append('x');
                if (i >= 2) sb.append('^').append(i);
            }
            return sb.toString();
        }
    }

    public static void main(String[] args) {
        Poly p = new Poly(-1, 0, 3, 2);      // 2x^3 + 3x^2 - 1
        Poly q = new Poly(1, 1);             // x + 1
        Poly r = new Poly(5, -4, 0, 0, 1, 0, 0);
        System.out.println("p = " + p + "  deg " + p.degree());
        System.out.println("q = " + q + "  r = " + r + "  deg " + r.degree());
        System.out.println("p + q = " + p.add(q));
        System.out.println("p - p = " + p.add(p.negate()) + " deg " + p.add(p.negate()).degree());
        System.out.println("p * q = " + p.multiply(q));
        System.out.println("q^5 = " + q.multiply(q).multiply(q).multiply(q).multiply(q));
        System.out.println("p' = " + p.derivative() + "  p'' = " + p.derivative().derivative() + "  const' = " + new Poly(7).derivative());
        StringBuilder vals = new StringBuilder();
        for (long x = -3; x <= 3; x++) vals.append("p(").append(x).append(")=").append(p.eval(x)).append(' ');
        System.out.println(vals.toString().trim());
        Poly[] qr = p.divide(q);
        System.out.println("p / q = " + qr[0] + " rem " + qr[1] + " check " + qr[0].multiply(q).add(qr[1]).equals(p));
        Poly[] qr2 = r.divide(new Poly(-1, 0, 1));
        System.out.println("r / (x^2 - 1) = " + qr2[0] + " rem " + qr2[1]);
        try {
            p.divide(new Poly(0, 0));
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        try {
            p.divide(new Poly(1, 3));
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        Map<Poly, String> names = new HashMap<>();
        names.put(new Poly(1, 1), "x+1");
        names.put(new Poly(-1, 0, 3, 2, 0, 0), "p with trailing zeros");
        System.out.println(names.get(q) + " | " + names.get(p) + " | size " + names.size() + " | hash " + q.hashCode() + " " + p.hashCode());
        System.out.println(new Poly(0, -1) + " " + new Poly(0, 0, -2, 1) + " " + new Poly(3) + " " + new Poly() + " " + new Poly(0, 1).eval(Long.MAX_VALUE));
        Poly big = new Poly(1, 1);
        for (int i = 0; i < 5; i++) big = big.multiply(big);
        System.out.println("(x+1)^32 middle coefficient " + big.c[16] + " eval(1) " + big.eval(1) + " eval(2) overflow " + big.eval(2));
    }
}
