// Checks an uncaught RuntimeException thrown from a nested call after printing:
// exit status 1 and stderr starting with Exception in thread "main" java.lang.RuntimeException: ...
public class UncaughtRuntimeException {
    static int depth(int n) {
        if (n == 0) {
            throw new RuntimeException("boom at depth zero");
        }
        return depth(n - 1) + 1;
    }

    public static void main(String[] args) {
        System.out.println("start");
        try {
            depth(2);
        } finally {
            System.out.println("finally runs before the uncaught exception");
        }
        System.out.println("unreachable");
    }
}
