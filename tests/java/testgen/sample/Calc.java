package sample;

// Static methods for the JUnit writer and Validator tests (tests/unit/testgen).
public class Calc {
    public static int abs(int x) {
        if (x < 0) {
            return -x;
        }
        return x;
    }

    public static int divide(int a, int b) {
        return a / b;
    }

    public static long twice(long x) {
        return 2 * x;
    }

    public static boolean isPositive(int x) {
        return x > 0;
    }

    public static char next(char c) {
        return (char) (c + 1);
    }

    public static byte negate(byte b) {
        return (byte) -b;
    }

    public static short half(short s) {
        return (short) (s / 2);
    }

    public static float identityF(float f) {
        return f;
    }

    public static double identityD(double d) {
        return d;
    }

    public static void requireNonNegative(int x) {
        if (x < 0) {
            throw new IllegalArgumentException("negative: " + x);
        }
    }

    public static int first(int size) {
        if (size == 0) {
            throw new java.util.NoSuchElementException();
        }
        return 0;
    }

    // Never returns for x > 0.
    public static int spin(int x) {
        while (x > 0) {
            x = x | 1;
        }
        return x;
    }

    public static class Inner {
        public static int twice(int x) {
            return 2 * x;
        }
    }
}
