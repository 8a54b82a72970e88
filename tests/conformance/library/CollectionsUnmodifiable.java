// Checks Collections.unmodifiableList/Map/Set views (reads work, writes throw
// UnsupportedOperationException with null message, changes to the backing list show through).
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

public class CollectionsUnmodifiable {
    interface Action {
        void run();
    }

    static void expectUoe(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": no exception");
        } catch (UnsupportedOperationException e) {
            System.out.println(label + ": UOE message=" + e.getMessage());
        }
    }

    public static void main(String[] args) {
        List<String> backing = new ArrayList<>(List.of("a", "b"));
        List<String> ro = Collections.unmodifiableList(backing);
        System.out.println(ro + " " + ro.get(1) + " " + ro.size() + " " + ro.contains("a"));
        expectUoe("add", () -> ro.add("c"));
        expectUoe("set", () -> ro.set(0, "z"));
        expectUoe("remove", () -> ro.remove(0));
        expectUoe("clear", () -> ro.clear());
        expectUoe("sort", () -> ro.sort(null));
        expectUoe("iterator.remove", () -> {
            var it = ro.iterator();
            it.next();
            it.remove();
        });
        backing.add("c");
        System.out.println(ro + " " + ro.equals(backing));
        Map<String, Integer> m = new HashMap<>();
        m.put("k", 1);
        Map<String, Integer> rom = Collections.unmodifiableMap(m);
        System.out.println(rom.get("k") + " " + rom);
        expectUoe("map.put", () -> rom.put("j", 2));
        expectUoe("map.entry.setValue", () -> rom.entrySet().iterator().next().setValue(5));
        Set<Integer> ros = Collections.unmodifiableSet(new TreeSet<>(List.of(3, 1, 2)));
        System.out.println(ros);
        expectUoe("set.add", () -> ros.add(4));
        List<Integer> imm = List.of(1, 2, 3);
        expectUoe("List.of.add", () -> imm.add(4));
        expectUoe("List.of.set", () -> imm.set(0, 4));
        expectUoe("emptyList.add", () -> Collections.<Integer>emptyList().add(1));
        expectUoe("List.copyOf.remove", () -> List.copyOf(backing).remove(0));
        expectUoe("nonEmptyRemoveIfNoMatch", () -> imm.removeIf(x -> x > 10));
    }
}
