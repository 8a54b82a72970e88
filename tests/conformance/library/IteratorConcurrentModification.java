// Checks fail-fast iterators: ConcurrentModificationException when a list or map is
// modified during for-each, the second-to-last-element quirk, and safe Iterator.remove.
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

public class IteratorConcurrentModification {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(List.of(1, 2, 3, 4, 5));
        try {
            for (Integer x : list) {
                if (x == 2) {
                    list.remove(x);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME list message=" + e.getMessage() + " list=" + list);
        }
        List<Integer> quirk = new ArrayList<>(List.of(1, 2, 3, 4, 5));
        for (Integer x : quirk) {
            if (x == 4) {
                quirk.remove(x);
            }
        }
        System.out.println("no CME when removing second-to-last: " + quirk);
        try {
            for (Integer x : quirk) {
                if (x == 5) {
                    quirk.add(6);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME on add at end: " + quirk);
        }
        Map<String, Integer> map = new HashMap<>();
        for (int i = 0; i < 5; i++) {
            map.put("k" + i, i);
        }
        try {
            for (String k : map.keySet()) {
                if (k.equals("k1")) {
                    map.put("new", 9);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME map " + map.size());
        }
        Iterator<Integer> it = list.iterator();
        while (it.hasNext()) {
            if (it.next() % 2 == 1) {
                it.remove();
            }
        }
        System.out.println("after iterator.remove: " + list);
        try {
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("ISE on double remove");
        }
        try {
            Iterator<Integer> fresh = list.iterator();
            fresh.remove();
        } catch (IllegalStateException e) {
            System.out.println("ISE before next");
        }
        Iterator<Integer> end = list.iterator();
        System.out.println("last element " + end.next());
        try {
            end.next();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("NSEE at end");
        }
        map.put("k1", 100);
        System.out.println(map.get("k1"));
    }
}
