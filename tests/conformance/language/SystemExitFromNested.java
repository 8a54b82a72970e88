// Checks System.exit called deep inside nested calls and a catch handler ends
// the program immediately with that status (here 42).
public class SystemExitFromNested {
    static void level(int n) {
        if (n == 0) {
            try {
                throw new IllegalStateException("fatal");
            } catch (IllegalStateException e) {
                System.err.println("fatal: " + e.getMessage());
                System.exit(42);
            }
        }
        System.out.println("level " + n);
        level(n - 1);
        System.out.println("unwinding " + n + " must not print");
    }

    public static void main(String[] args) {
        level(3);
    }
}
