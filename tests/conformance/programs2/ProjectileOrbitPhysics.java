// Numerical physics: projectile ranges with drag (Euler steps), a two-body orbit with
// velocity Verlet, radioactive decay and a damped pendulum, using Math trig/exp/log/pow
// and printing full-precision doubles and floats.
public class ProjectileOrbitPhysics {
    static final double G = 9.80665;

    static double[] projectile(double speed, double angleDeg, double drag) {
        double a = Math.toRadians(angleDeg);
        double x = 0, y = 0, vx = speed * Math.cos(a), vy = speed * Math.sin(a), t = 0, maxY = 0;
        double dt = 0.001;
        while (y >= 0) {
            double v = Math.sqrt(vx * vx + vy * vy);
            vx += -drag * v * vx * dt;
            vy += (-G - drag * v * vy) * dt;
            x += vx * dt;
            y += vy * dt;
            t += dt;
            maxY = Math.max(maxY, y);
        }
        return new double[]{x, maxY, t};
    }

    public static void main(String[] args) {
        System.out.println("angle  range(no drag)  analytic     range(drag)  apex     time");
        for (int deg = 15; deg <= 75; deg += 15) {
            double[] free = projectile(50, deg, 0);
            double[] dragged = projectile(50, deg, 0.002);
            double analytic = 50 * 50 * Math.sin(Math.toRadians(2 * deg)) / G;
            System.out.printf("%5d  %13.4f  %9.4f  %12.4f  %7.3f  %6.3f%n", deg, free[0], analytic, dragged[0], dragged[1], dragged[2]);
        }

        // Two-body orbit, GM = 1, circular-ish start, velocity Verlet.
        double x = 1, y = 0, vx = 0, vy = 1.1, dt = 0.001;
        double ax = -x / Math.pow(Math.hypot(x, y), 3), ay = -y / Math.pow(Math.hypot(x, y), 3);
        double e0 = 0.5 * (vx * vx + vy * vy) - 1 / Math.hypot(x, y);
        double minR = Double.MAX_VALUE, maxR = 0;
        for (int i = 0; i < 20000; i++) {
            x += vx * dt + 0.5 * ax * dt * dt;
            y += vy * dt + 0.5 * ay * dt * dt;
            double r = Math.hypot(x, y);
            double nax = -x / (r * r * r), nay = -y / (r * r * r);
            vx += 0.5 * (ax + nax) * dt;
            vy += 0.5 * (ay + nay) * dt;
            ax = nax; ay = nay;
            minR = Math.min(minR, r);
            maxR = Math.max(maxR, r);
        }
        double e1 = 0.5 * (vx * vx + vy * vy) - 1 / Math.hypot(x, y);
        System.out.printf("orbit: pos=(%.6f, %.6f) r in [%.6f, %.6f] energy drift %.3e%n", x, y, minR, maxR, e1 - e0);
        System.out.println("angle now " + Math.toDegrees(Math.atan2(y, x)) + " ecc " + (maxR - minR) / (maxR + minR));

        double halfLife = 5730;
        double lambda = Math.log(2) / halfLife;
        for (int years : new int[]{0, 1000, 5730, 10000, 50000}) {
            double remain = Math.exp(-lambda * years);
            System.out.println("C14 after " + years + "y: " + remain + " log10=" + Math.log10(remain) + " expm1=" + Math.expm1(-lambda * years));
        }

        double theta = 0.5, omega = 0, damping = 0.1, len = 2.0, h = 0.01;
        StringBuilder trace = new StringBuilder();
        for (int i = 0; i <= 1000; i++) {
            if (i % 200 == 0) trace.append(String.format("t=%.0f th=%+.5f ", i * h, theta));
            double alpha = -G / len * Math.sin(theta) - damping * omega;
            omega += alpha * h;
            theta += omega * h;
        }
        System.out.println(trace.toString().trim());

        double[] samples = {0.1, 0.5, 1.0, 2.0, Math.PI / 3, 10.0, 1e-8, 100.0};
        for (double s : samples) {
            System.out.println(s + ": sin=" + Math.sin(s) + " cos=" + Math.cos(s) + " tan=" + Math.tan(s) + " exp=" + Math.exp(s)
                    + " log=" + Math.log(s) + " pow=" + Math.pow(s, 2.5) + " sqrt=" + Math.sqrt(s) + " cbrt=" + Math.cbrt(s));
        }
        System.out.println(Math.asin(0.5) + " " + Math.acos(0.5) + " " + Math.atan(1) + " " + Math.sinh(1) + " " + Math.cosh(1) + " " + Math.tanh(0.5)
                + " " + Math.log1p(1e-10) + " " + Math.pow(2, -1074) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.ulp(1.0) + " " + Math.IEEEremainder(10, 3));
        float fx = 0f;
        for (int i = 0; i < 10; i++) fx += 0.1f;
        double dx = 0;
        for (int i = 0; i < 10; i++) dx += 0.1;
        System.out.println("float sum " + fx + " double sum " + dx + " float sin " + (float) Math.sin(1) + " " + (0.1f + 0.2f) + " " + (0.1 + 0.2)
                + " " + (float) 1e10 + " " + 100.0f / 3 + " " + (double) (100.0f / 3) + " " + Float.MIN_VALUE + " " + Double.MIN_NORMAL);
    }
}
