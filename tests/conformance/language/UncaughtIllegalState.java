// Checks an uncaught IllegalStateException with a message thrown from main after
// some output: stderr starts with the exception line and the exit status is 1.
public class UncaughtIllegalState {
    static void check(int x) {
        if (x > 2) throw new IllegalStateException("boom");
        System.out.println("checked " + x);
    }

    public static void main(String[] args) {
        for (int i = 0; i < 5; i++) check(i);
        System.out.println("never printed");
    }
}
