package netds;

import java.util.Comparator;

/** Orders keys by their natural order; a key that is not Comparable is refused. */
public class DefaultComparator<K> implements Comparator<K> {
    @SuppressWarnings("unchecked")
    @Override
    public int compare(K a, K b) {
        return ((Comparable<K>) a).compareTo(b);
    }
}
