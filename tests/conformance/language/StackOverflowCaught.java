// Checks that unbounded recursion throws StackOverflowError, which can be
// caught, after which the program continues normally.
public class StackOverflowCaught {
    static int depth;

    static int recurse(int n) {
        depth++;
        return recurse(n + 1) + 1;
    }

    public static void main(String[] args) {
        try {
            recurse(0);
            System.out.println("not reached");
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError: " + e.getClass().getName());
        }
        System.out.println("depth > 100: " + (depth > 100));
        System.out.println("still running: " + recurseSafely(10));
    }

    static int recurseSafely(int n) { return n == 0 ? 0 : 1 + recurseSafely(n - 1); }
}
