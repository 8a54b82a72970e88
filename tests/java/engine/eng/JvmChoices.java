package eng;

/** Values the JVM chooses freely: the clocks and identity hash codes. */
public class JvmChoices {
    public static int clocksNeverRunBackwards() {
        long a = System.nanoTime();
        long b = System.nanoTime();
        long c = System.currentTimeMillis();
        long d = System.currentTimeMillis();
        return b >= a && d >= c && a >= 0 ? 1 : 0;
    }

    public static int hashes() {
        Object o = new Object();
        Object p = new Object();
        if (o.hashCode() != System.identityHashCode(o) || o.hashCode() <= 0) return 0;
        return o.hashCode() == p.hashCode() ? 2 : 1;  // equal on some runs
    }
}
