package eng;

// For the target guide's tests (target_guide_test.cpp): one target, the
// line `hits++` in helper, which only entry's a > 10 side and a b of 7
// lead to; `elsewhere` calls nothing that does; `viaTask` reaches it through
// the JDK calling a Runnable's run back; `guarded`'s first line runs to its
// end only when `check` returns.
public class Guided {
    static int hits;

    public static int entry(int a, int b) {
        if (a > 10) {
            return helper(b);
        }
        if (b == 3) {
            return 1;
        }
        if (b == 4) {
            return 2;
        }
        return 0;
    }

    static int helper(int b) {
        if (b == 7) {
            hits++;
            return 9;
        }
        return 5;
    }

    public static int elsewhere(int x) {
        return x > 0 ? x + 1 : x - 1;
    }

    public static int guarded(int x) {
        int checked = check(x);
        return checked + 1;
    }

    static int check(int x) {
        if (x < 0) {
            throw new IllegalArgumentException("negative");
        }
        return x;
    }

    public static int viaTask(Runnable task) {
        task.run();
        return hits;
    }

    static final class Task implements Runnable {
        @Override
        public void run() {
            helper(7);
        }
    }
}
