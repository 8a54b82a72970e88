package org.sosy_lab.sv_benchmarks;

import java.util.Random;

// The interface SV-COMP's Java tasks use for nondeterminism (the benchmark
// ships its own; this one is written for Symcrete's tests): each method
// returns an arbitrary value of its type, as a new java.util.Random gives
// them, and assume(c) ends an execution where c is false.
public final class Verifier {
    public static void assume(boolean condition) {
        if (!condition) Runtime.getRuntime().halt(1);
    }

    public static boolean nondetBoolean() { return new Random().nextBoolean(); }
    public static byte nondetByte() { return (byte) new Random().nextInt(); }
    public static char nondetChar() { return (char) new Random().nextInt(); }
    public static short nondetShort() { return (short) new Random().nextInt(); }
    public static int nondetInt() { return new Random().nextInt(); }
    public static long nondetLong() { return new Random().nextLong(); }
    public static float nondetFloat() { return new Random().nextFloat(); }
    public static double nondetDouble() { return new Random().nextDouble(); }

    public static String nondetString() {
        Random random = new Random();
        byte[] bytes = new byte[random.nextInt(8)];
        random.nextBytes(bytes);
        return new String(bytes);
    }
}
