package lifting;

import java.io.IOException;
import java.io.StringReader;

// try/catch/finally (nested), multi-catch, try-with-resources, throw,
// synchronized blocks and methods.
public class Exceptions {
    private final Object lock = new Object();
    private int counter;

    static int divide(int a, int b) {
        try {
            return a / b;
        } catch (ArithmeticException e) {
            return 0;
        }
    }

    static int finallies(int x) {
        int r = 0;
        try {
            try {
                r = 100 / x;
            } finally {
                r++;
            }
        } catch (ArithmeticException | IllegalStateException e) {
            r = -1;
        } finally {
            r *= 2;
        }
        return r;
    }

    static int nested(int[] a, int i) {
        try {
            try {
                return a[i];
            } catch (ArrayIndexOutOfBoundsException e) {
                throw new IllegalArgumentException("bad index " + i, e);
            } finally {
                a[0] = 1;
            }
        } catch (RuntimeException e) {
            return -2;
        } finally {
            if (a.length > 3) a[1] = 2;
        }
    }

    static int loopFinally(int n) {
        int r = 0;
        for (int i = 0; i < n; i++) {
            try {
                if (i == 3) continue;
                if (i == 7) break;
                r += i;
            } finally {
                r ^= 1;
            }
        }
        return r;
    }

    static int resources(String s) throws IOException {
        try (StringReader reader = new StringReader(s)) {
            return reader.read();
        }
    }

    static void thrower(int x) throws Exception {
        if (x < 0) throw new Exception("negative");
        if (x == 0) throw new IllegalStateException();
    }

    void blocks() {
        synchronized (lock) {
            counter++;
        }
        synchronized (this) {
            if (counter > 10) return;
            counter--;
        }
    }

    synchronized int syncMethod() {
        return counter;
    }

    static synchronized void syncStatic() {
    }
}
