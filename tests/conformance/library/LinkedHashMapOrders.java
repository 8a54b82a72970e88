// Checks LinkedHashMap insertion order (re-put keeps position, remove+put moves to end)
// and access order (get/put move entries to the end), plus LinkedHashSet order.
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

public class LinkedHashMapOrders {
    public static void main(String[] args) {
        Map<String, Integer> ins = new LinkedHashMap<>();
        ins.put("zebra", 1);
        ins.put("apple", 2);
        ins.put("mango", 3);
        ins.put("kiwi", 4);
        System.out.println(ins);
        ins.put("zebra", 10);
        System.out.println(ins);
        ins.remove("apple");
        ins.put("apple", 20);
        System.out.println(ins);
        ins.get("mango");
        System.out.println(ins.keySet());
        Map<String, Integer> acc = new LinkedHashMap<>(16, 0.75f, true);
        acc.put("a", 1);
        acc.put("b", 2);
        acc.put("c", 3);
        acc.put("d", 4);
        acc.get("b");
        System.out.println(acc);
        acc.put("a", 100);
        System.out.println(acc);
        acc.getOrDefault("c", 0);
        acc.get("missing");
        System.out.println(acc);
        acc.putIfAbsent("d", 0);
        System.out.println(acc.keySet());
        Set<Integer> set = new LinkedHashSet<>();
        int[] values = {5, 3, 9, 3, 1, 5, 7};
        for (int v : values) {
            set.add(v);
        }
        System.out.println(set);
        set.remove(9);
        set.add(9);
        System.out.println(set);
        Map<Integer, String> many = new LinkedHashMap<>();
        for (int i = 20; i > 0; i -= 3) {
            many.put(i, "v" + i);
        }
        System.out.println(many);
    }
}
