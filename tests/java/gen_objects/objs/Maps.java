package objs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

// Map and Set parameters, as ordinary code takes them.
public class Maps {
    public static int priceOf(Map<String, Integer> prices, String item) {
        Integer price = prices.get(item);
        if (price == null) return -1;
        if (price > 100) return 100;
        return price;
    }

    public static int countLong(Set<String> words) {
        int count = 0;
        for (String word : words) {
            if (word.length() > 3) count++;
        }
        return count;
    }

    public static boolean hasBoth(Set<Integer> ids, int a, int b) {
        return ids.contains(a) && ids.contains(b);
    }

    public static int total(HashMap<String, Integer> stock) {
        int sum = 0;
        for (Map.Entry<String, Integer> entry : stock.entrySet()) {
            if (entry.getValue() == null) continue;
            sum += entry.getValue();
        }
        return sum > 10 ? 10 : sum;
    }

    public static List<String> expensive(Map<String, Integer> prices) {
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, Integer> entry : prices.entrySet()) {
            if (entry.getValue() != null && entry.getValue() > 100) names.add(entry.getKey());
        }
        return names;
    }
}
