package eng;

import java.util.Map;
import java.util.TreeMap;

// Numbers put into text: keys made with + or StringBuilder.append from two
// numbers of the same width can still be chosen equal or different.
public class Keys {
    public static boolean sameKey(int a, int b) {
        Map<String, Integer> map = new TreeMap<>();
        map.put("slot/" + a, 7);
        return map.containsKey("slot/" + b);
    }

    public static boolean sameId(long a, long b) {
        StringBuilder first = new StringBuilder("id-").append(a);
        StringBuilder second = new StringBuilder("id-").append(b);
        return first.toString().equals(second.toString());
    }

    // Appends a number until the text is long: past the engine's bound on
    // a symbolic text (symbolic_text.h), the path ends, unsupported, early.
    public static int longKey(int a) {
        String key = "";
        for (int i = 0; i < 5000; i++) {
            key += a;
        }
        return key.length();
    }
}
