package demo;

/** A path that allocates far more than the JVM's default heap. */
public class Huge {
    public static int huge(int n) {
        if (n > 5) {
            long[] a = new long[Integer.MAX_VALUE - 8];  // 16 GiB
            return a.length;
        }
        return n;
    }
}
