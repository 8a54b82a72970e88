// Checks Math.signum, copySign, ulp, nextUp/nextAfter, getExponent, scalb,
// toRadians/toDegrees, fma and the Integer/Long signum helpers.
public class MathSignumMisc {
    public static void main(String[] args) {
        double[] values = {3.5, -2.0, 0.0, -0.0, Double.NaN, Double.NEGATIVE_INFINITY};
        for (double v : values) {
            System.out.println("signum(" + v + ")=" + Math.signum(v));
        }
        System.out.println(Math.signum(-4.5f) + " " + Integer.signum(-99) + " " + Integer.signum(0) + " " + Long.signum(7L));
        System.out.println(Math.copySign(3.0, -0.0) + " " + Math.copySign(-2.0, 1.0) + " " + Math.copySign(0.0, -1.0));
        System.out.println(Math.ulp(1.0) + " " + Math.ulp(1.0f) + " " + Math.ulp(1e10) + " " + Math.ulp(0.0));
        System.out.println(Math.nextUp(1.0) + " " + Math.nextDown(1.0) + " " + Math.nextAfter(0.0, -1.0) + " " + Math.nextUp(1.0f));
        System.out.println(Math.getExponent(1.0) + " " + Math.getExponent(1024.0) + " " + Math.getExponent(0.1) + " " + Math.getExponent(0.0) + " " + Math.getExponent(Double.MIN_VALUE));
        System.out.println(Math.scalb(1.5, 4) + " " + Math.scalb(1.0, -1074) + " " + Math.scalb(1.0, -1075) + " " + Math.scalb(3.0f, 2));
        System.out.println(Math.toDegrees(Math.PI) + " " + Math.toRadians(180) + " " + StrictMath.toDegrees(1.0));
        System.out.println(Math.fma(2.0, 3.0, 1.0) + " " + Math.fma(0.1, 10.0, -1.0));
        System.out.println(Math.PI + " " + Math.E + " " + (float) Math.PI);
    }
}
