// Re-creates "tsafe" of Dinges 2014, Table 4.1: a TSAFE-style loss-of-separation probe over trigonometric flight geometry.
public class Tsafe {
    private static final double SEPARATION_NM = 5.0;      // required horizontal separation
    private static final double HORIZON_H = 1.0 / 3.0;    // look-ahead: 20 minutes
    private static final double G_NM_PER_H2 = 68648.8;    // 9.81 m/s^2 in nautical miles per hour^2
    private static final double BANK_DEG = 25.0;          // bank angle of an evasive turn

    // Own aircraft at the origin, intruder at (x2, y2) nm east/north; headings in degrees clockwise from
    // north, speeds in knots. Result: 0 clear, 1 separation lost now, 2 conflict too close to turn away,
    // 3 resolve by turning left, 4 resolve by turning right, -1 aircraft not moving.
    public static int probe(double psi1, double v1, double x2, double y2, double psi2, double v2) {
        if (v1 <= 0 || v2 <= 0) {
            return -1;
        }
        double range = Math.sqrt(x2 * x2 + y2 * y2);
        if (range < SEPARATION_NM) {
            return 1; // TARGET reachable
        }
        double h1 = Math.toRadians(psi1);
        double h2 = Math.toRadians(psi2);
        double vx = v2 * Math.sin(h2) - v1 * Math.sin(h1);   // relative velocity, east
        double vy = v2 * Math.cos(h2) - v1 * Math.cos(h1);   // relative velocity, north
        double closing = vx * vx + vy * vy;
        if (closing < 1e-9) {
            return 0;                                         // same velocity: the range never changes
        }
        double tca = -(x2 * vx + y2 * vy) / closing;          // time of closest approach, hours
        if (tca <= 0 || tca > HORIZON_H) {
            return 0;
        }
        double mx = x2 + vx * tca;
        double my = y2 + vy * tca;
        if (Math.sqrt(mx * mx + my * my) >= SEPARATION_NM) {
            return 0;                                         // closest approach keeps separation
        }
        double radius = v1 * v1 / (G_NM_PER_H2 * Math.tan(Math.toRadians(BANK_DEG)));
        double quarterTurn = (Math.PI / 2) * radius / v1;     // hours needed to turn 90 degrees
        if (quarterTurn >= tca) {
            return 2; // TARGET reachable
        }
        double relative = normalize(Math.toDegrees(Math.atan2(x2, y2)) - psi1);
        if (relative > 0) {
            return 3; // TARGET reachable
        }
        return 4;
    }

    // Maps an angle in degrees to (-180, 180].
    private static double normalize(double deg) {
        double d = deg % 360.0;
        if (d > 180.0) {
            d = d - 360.0;
        }
        if (d <= -180.0) {
            d = d + 360.0;
        }
        return d;
    }
}
