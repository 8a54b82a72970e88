// Prints Arrays.hashCode for every array type, List.hashCode, Set.hashCode,
// Map.hashCode, Objects.hash and Objects.hashCode, including nulls and empties.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

public class CollectionHashCodes {
    public static void main(String[] args) {
        System.out.println(Arrays.hashCode(new int[] {1, 2, 3}) + " " + Arrays.hashCode(new int[0]) + " " + Arrays.hashCode((int[]) null));
        System.out.println(Arrays.hashCode(new long[] {1L, -1L, 1L << 40}));
        System.out.println(Arrays.hashCode(new double[] {0.5, -0.0, Double.NaN}));
        System.out.println(Arrays.hashCode(new float[] {0.5f, 1.5f}));
        System.out.println(Arrays.hashCode(new boolean[] {true, false, true}));
        System.out.println(Arrays.hashCode(new char[] {'a', 'b'}) + " " + Arrays.hashCode(new byte[] {1, -1}) + " " + Arrays.hashCode(new short[] {300, -300}));
        System.out.println(Arrays.hashCode(new String[] {"a", null, "c"}));
        System.out.println(Arrays.deepHashCode(new int[][] {{1, 2}, {3}}) + " " + Arrays.deepHashCode(new Object[] {"x", new String[] {"y"}}));
        List<Integer> list = new ArrayList<>(Arrays.asList(1, 2, 3));
        System.out.println(list.hashCode() + " " + List.of(1, 2, 3).hashCode() + " " + new ArrayList<>().hashCode());
        List<String> withNull = Arrays.asList("a", null);
        System.out.println(withNull.hashCode());
        Set<String> set = new HashSet<>(Arrays.asList("x", "y", "z"));
        System.out.println(set.hashCode() + " " + ("x".hashCode() + "y".hashCode() + "z".hashCode()));
        Map<String, Integer> map = new HashMap<>();
        map.put("one", 1);
        map.put("two", 2);
        System.out.println(map.hashCode() + " " + Map.entry("one", 1).hashCode());
        System.out.println(Objects.hash() + " " + Objects.hash(1) + " " + Objects.hash(1, 2, 3) + " " + Objects.hash("a", null, 2.5));
        System.out.println(Objects.hash((Object) null) + " " + Objects.hashCode(null) + " " + Objects.hashCode("abc"));
        System.out.println(Arrays.asList(1, 2, 3).hashCode() == Arrays.hashCode(new Object[] {1, 2, 3}));
    }
}
