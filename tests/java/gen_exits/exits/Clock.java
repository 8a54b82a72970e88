package exits;

// A test the engine writes for seconds() fails on the JVM: the engine's clock
// is fixed, the JVM's is not. The validator removes it and rewrites the file,
// which must stay in the JUnit version asked for.
public class Clock {
    public static long seconds() {
        return System.currentTimeMillis() / 1000;
    }

    public static int sign(int x) {
        if (x > 0) return 1;
        if (x < 0) return -1;
        return 0;
    }
}
