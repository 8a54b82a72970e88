/** Prints, then runs until it is killed. */
public class Spin {
    public static void main(String[] args) {
        System.out.println("started");
        System.err.println("working");
        long n = 0;
        while (n >= 0) n++;
        System.out.println(n);
    }
}
