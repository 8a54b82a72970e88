// Checks an implicit exception (integer division by zero) escaping main:
// stderr shows java.lang.ArithmeticException: / by zero, exit status 1.
public class UncaughtArithmetic {
    static int avg(int sum, int count) { return sum / count; }

    public static void main(String[] args) {
        System.out.println("avg=" + avg(10, 2));
        System.out.println("avg=" + avg(10, 0));
    }
}
