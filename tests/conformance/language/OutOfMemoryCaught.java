// OutOfMemoryError as HotSpot throws it: an array larger than the JVM allows
// ("Requested array size exceeds VM limit", whatever the heap), one larger
// than the default heap ("Java heap space": 16 GiB, more than a quarter of
// any test machine's memory below 64 GiB), String.repeat past its limit,
// caught and the program going on, then one uncaught.
public class OutOfMemoryCaught {
    static String attempt(Runnable allocation) {
        try {
            allocation.run();
            return "allocated";
        } catch (OutOfMemoryError e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        System.out.println(attempt(() -> System.out.println(new long[Integer.MAX_VALUE - 8].length)));
        System.out.println(attempt(() -> System.out.println(new Object[Integer.MAX_VALUE].length)));
        System.out.println(attempt(() -> System.out.println(new byte[Integer.MAX_VALUE - 1].length)));
        System.out.println(attempt(() -> System.out.println(new int[3][Integer.MAX_VALUE - 1].length)));
        System.out.println(attempt(() -> System.out.println(new char[Integer.MAX_VALUE][0].length)));
        System.out.println(attempt(() -> System.out.println("ab".repeat(Integer.MAX_VALUE / 2 + 1).length())));
        try {
            double[] values = new double[Integer.MAX_VALUE - 8];
            System.out.println(values.length);
        } catch (Exception e) {
            System.out.println("not an Exception");
        } catch (Error e) {
            System.out.println("an Error: " + (e instanceof VirtualMachineError));
        }
        int[] small = new int[1000];
        small[999] = 7;
        System.out.println("after: " + small[999] + " " + "ok".repeat(3));
        long[][] grid = new long[4][];
        for (int i = 0; i < grid.length; i++) grid[i] = new long[Integer.MAX_VALUE - 8];
        System.out.println("unreachable " + grid.length);
    }
}
