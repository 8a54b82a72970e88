// Checks nested try/finally blocks: all finally blocks run innermost first,
// an exception thrown in finally replaces the pending one, and loops with finally.
public class NestedFinally {
    static int depth(int n) {
        try {
            try {
                try {
                    if (n > 0) throw new RuntimeException("inner " + n);
                    return 1;
                } finally {
                    System.out.println("  finally 3");
                }
            } finally {
                System.out.println("  finally 2");
            }
        } finally {
            System.out.println("  finally 1");
        }
    }

    static void replace() {
        try {
            try {
                throw new IllegalStateException("original");
            } finally {
                System.out.println("  about to throw from finally");
                if (true) throw new IllegalArgumentException("replacement");
            }
        } catch (IllegalStateException e) {
            System.out.println("  should not see original");
        }
    }

    public static void main(String[] args) {
        System.out.println("depth(0)=" + depth(0));
        try {
            depth(2);
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage());
        }
        try {
            replace();
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getClass().getName() + ": " + e.getMessage());
        }
        int count = 0;
        for (int i = 0; i < 3; i++) {
            try {
                if (i == 1) continue;
                count += 10;
            } finally {
                count++;
            }
        }
        System.out.println("count=" + count);
    }
}
