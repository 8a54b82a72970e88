// Checks HashMap with keys whose hashCodes collide ("Aa"/"BB" families and a custom
// key class with constant hash): get/remove still correct, iteration order stable.
import java.util.HashMap;
import java.util.Map;

public class HashMapCollidingKeys {
    static final class Key {
        final int id;

        Key(int id) {
            this.id = id;
        }

        @Override
        public int hashCode() {
            return id % 3;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).id == id;
        }

        @Override
        public String toString() {
            return "K" + id;
        }
    }

    public static void main(String[] args) {
        Map<String, Integer> map = new HashMap<>();
        String[] colliding = {"AaAa", "BBBB", "AaBB", "BBAa", "Aa", "BB", "C#", "Bb"};
        for (int i = 0; i < colliding.length; i++) {
            map.put(colliding[i], i);
        }
        for (String s : colliding) {
            System.out.print(s.hashCode() + " ");
        }
        System.out.println();
        System.out.println(map);
        System.out.println(map.get("BBAa") + " " + map.get("AaAa") + " " + map.remove("AaBB") + " " + map);
        Map<Key, String> keyed = new HashMap<>();
        for (int i = 0; i < 12; i++) {
            keyed.put(new Key(i), "v" + i);
        }
        System.out.println(keyed);
        System.out.println(keyed.get(new Key(7)) + " " + keyed.get(new Key(12)) + " " + keyed.containsKey(new Key(11)));
        keyed.remove(new Key(3));
        keyed.put(new Key(3), "again");
        keyed.put(new Key(0), "replaced");
        System.out.println(keyed);
        Map<Integer, String> ints = new HashMap<>();
        int[] sameBucket = {0, 16, 32, 48, 64, 1, 17};
        for (int k : sameBucket) {
            ints.put(k, "b");
        }
        System.out.println(ints.keySet());
        ints.remove(32);
        ints.put(32, "back");
        System.out.println(ints);
    }
}
