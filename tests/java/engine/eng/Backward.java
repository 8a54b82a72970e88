package eng;

// For backward_proof_test.cpp: each target is the increment of its own
// counter. `guardedTwice`, `switchedAway` and `zeroAfterSet` cannot reach
// theirs, whatever a caller passes; the others can, and the proof must not
// say otherwise (the divisor's handler, a loop, a field the method reads).
public class Backward {
    static int contradiction, switched, assigned, caught, looped, fielded, plain;
    int limit;

    public static int guardedTwice(int y) {
        if (y > 0) {
            if (y == 0) {
                contradiction++;
            }
            return 1;
        }
        return 0;
    }

    public static int switchedAway(int k) {
        switch (k) {
            case 1:
                if (k != 1) {
                    switched++;
                }
                return 1;
            case 2:
                return 2;
            default:
                return 0;
        }
    }

    public static int zeroAfterSet(int x) {
        int y = x * 0;
        if (y == 1) {
            assigned++;
        }
        return y;
    }

    // Reached when x is 0: the handler runs after the division threw.
    public static int divisorHandler(int x) {
        try {
            return 10 / x;
        } catch (ArithmeticException e) {
            if (x == 0) {
                caught++;
            }
            return -1;
        }
    }

    public static int afterLoop(int n) {
        int i = 0;
        while (i < n) {
            i++;
        }
        if (i == 40) {
            looped++;
        }
        return i;
    }

    public int aboveLimit(int x) {
        if (x > limit) {
            if (x < 0) {
                fielded++;
            }
        }
        return x;
    }

    public static int reachable(int a, int b) {
        if (a > b) {
            if (a - b == 7) {
                plain++;
            }
        }
        return a;
    }
}
