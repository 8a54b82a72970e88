// A statistics helper built on varargs: int.../double.../T... overloads, passing arrays
// and nothing, null varargs, generic varargs with List.of/Arrays.asList and String.join.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

public class VarargsStatistics {
    static String describe(int... xs) {
        if (xs == null) return "null array";
        if (xs.length == 0) return "no values";
        int min = Integer.MAX_VALUE, max = Integer.MIN_VALUE;
        long sum = 0;
        for (int x : xs) { min = Math.min(min, x); max = Math.max(max, x); sum += x; }
        int[] sorted = xs.clone();
        Arrays.sort(sorted);
        double median = sorted.length % 2 == 1 ? sorted[sorted.length / 2]
                : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2.0;
        return String.format("n=%d min=%d max=%d mean=%.2f median=%.1f", xs.length, min, max, (double) sum / xs.length, median);
    }

    static String describe(double... xs) {
        double mean = 0;
        for (double x : xs) mean += x;
        mean /= xs.length;
        double var = 0;
        for (double x : xs) var += (x - mean) * (x - mean);
        return String.format("doubles n=%d mean=%.4f sd=%.4f", xs.length, mean, Math.sqrt(var / xs.length));
    }

    static String describe(String label, Object... parts) {
        return label + ":" + parts.length + ":" + Arrays.toString(parts);
    }

    @SafeVarargs
    static <T extends Comparable<T>> T maxOf(T first, T... rest) {
        T m = first;
        for (T t : rest) if (t.compareTo(m) > 0) m = t;
        return m;
    }

    @SafeVarargs
    static <T> List<T> concat(List<? extends T>... lists) {
        List<T> out = new ArrayList<>();
        for (List<? extends T> l : lists) out.addAll(l);
        return out;
    }

    static int count(Object... xs) { return xs == null ? -1 : xs.length; }
    static String which(long x) { return "long"; }
    static String which(int... x) { return "int..."; }
    static String which(Integer x) { return "Integer"; }

    public static void main(String[] args) {
        System.out.println(describe(4, 8, 15, 16, 23, 42));
        System.out.println(describe(7));
        System.out.println(describe());
        System.out.println(describe((int[]) null));
        System.out.println(describe(new int[]{-3, 3, -3, 3}));
        System.out.println(describe(2.5, 3.5, 9.0, 1.25));
        System.out.println(describe("mixed", 1, "two", 3.0, 'c', null, true));
        System.out.println(describe("empty"));
        System.out.println(describe("array-as-objects", (Object[]) new String[]{"x", "y"}));
        System.out.println(describe("array-as-one", (Object) new String[]{"x", "y"}.length));
        System.out.println(maxOf(3, 9, 2) + " " + maxOf("pear", "apple", "zucchini", "fig") + " " + maxOf(1.5));
        List<Number> nums = concat(List.of(1, 2), List.of(3.5), Arrays.asList(4L, 5L));
        System.out.println(nums + " " + concat().size());
        System.out.println(count() + " " + count((Object[]) null) + " " + count((Object) null) + " " + count(1, 2, 3) + " " + count(new Object[]{1, 2}));
        System.out.println(which(5) + " " + which(5, 6) + " " + which() + " " + which(Integer.valueOf(5)));
        System.out.println(String.join("-", "a", "b", "c") + " " + String.join("/", List.of("x", "y")) + " " + String.format("%s|%s", "p", "q"));
        List<Integer> li = new ArrayList<>();
        Collections.addAll(li, 5, 3, 8, 1);
        Collections.sort(li);
        System.out.println(li + " " + Arrays.asList(1, 2, 3).getClass().getSimpleName() + " " + List.of().size()
                + " " + Math.max(Collections.max(li), Collections.min(li, Collections.reverseOrder())));
        Object[] objs = {1, "s"};
        // An array's toString holds its identity hash, whose digits no two JVMs share: not its length.
        System.out.println(count(objs) + " " + count(objs, objs) + " " + describe("nested", objs, objs).startsWith("nested:2:[[Ljava.lang.Object;@"));
    }
}
