package objs;

import java.util.List;

public class Lists {
    public static int total(List<Integer> values) {
        int sum = 0;
        for (Integer v : values) {
            if (v == null) continue;
            if (v > 10) sum += v;
        }
        return sum;
    }

    public static String first(List<String> names) {
        if (names.isEmpty()) return "nobody";
        String n = names.get(0);
        return n.equals("bob") ? "hi bob" : n;
    }

    public static boolean has(List<String> names, String wanted) {
        return names.contains(wanted);
    }
}
