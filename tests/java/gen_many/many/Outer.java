package many;

// A public nested class tests can name; a private one and an anonymous one
// they cannot.
public class Outer {
    public static class Nested {
        public static int twice(int x) {
            return x > 100 ? 200 : 2 * x;
        }
    }

    private static class Hidden {
        static int one() {
            return 1;
        }
    }

    public int ran() {
        int[] count = {0};
        Runnable r = new Runnable() {
            @Override
            public void run() {
                count[0] += Hidden.one();
            }
        };
        r.run();
        return count[0];
    }
}
