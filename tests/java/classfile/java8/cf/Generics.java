package cf;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

// Signature attributes on the class, fields and methods; LocalVariableTypeTable;
// a bridge method.
public class Generics<T extends Comparable<T>> implements Iterable<T>, Comparable<Generics<T>> {
    private final List<T> items = new ArrayList<>();
    public Map<String, List<T>> index;
    public int plain;

    public <U extends T> void addAll(Collection<? extends U> values) {
        for (U value : values) {
            items.add(value);
        }
    }

    @Override
    public Iterator<T> iterator() {
        return items.iterator();
    }

    public static <K, V> Map<K, V> single(K key, V value) {
        Map<K, V> map = new HashMap<>();
        map.put(key, value);
        return map;
    }

    public static int sum(List<Integer> numbers) {
        int total = 0;
        for (Integer n : numbers) {
            List<Integer> copy = numbers;
            total += n + copy.size();
        }
        return total;
    }

    @Override
    public int compareTo(Generics<T> other) {
        return Integer.compare(items.size(), other.items.size());
    }
}
