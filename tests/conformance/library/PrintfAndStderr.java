// Checks System.out.printf/format and interleaved System.err output (only the first
// stderr line is compared), plus println on stderr of various types.
public class PrintfAndStderr {
    public static void main(String[] args) {
        System.err.println("warning: first stderr line");
        System.out.printf("%s has %d items costing %.2f%n", "cart", 3, 19.989);
        System.out.printf("[%5s][%-5s][%05d]%n", "ab", "cd", 42);
        System.out.format("%x %o %c %b%n", 255, 8, 'Z', true);
        System.out.printf("no args%n");
        System.out.printf("%%literal%n");
        System.err.println(12345);
        System.err.print("partial ");
        System.err.println('e');
        System.out.println(String.format("%3$s %2$s %1$s", "a", "b", "c"));
        System.out.printf("%s%n", (Object) null);
        System.out.printf("%.3e|%10.1f|%-8.2f|%n", 12345.6789, -2.25, 3.14159);
        System.err.printf("err %d%n", 7);
        System.out.println("done");
    }
}
