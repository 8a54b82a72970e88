// Checks the IndexOutOfBoundsException messages of ArrayList get/set/add/remove
// with bad indices, subList ranges, and LinkedList/Arrays.asList variants.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedList;
import java.util.List;

public class ArrayListIndexErrors {
    interface Action {
        Object run();
    }

    static void attempt(String label, Action a) {
        try {
            System.out.println(label + " -> " + a.run());
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(Arrays.asList(1, 2, 3));
        attempt("get(3)", () -> list.get(3));
        attempt("get(-1)", () -> list.get(-1));
        attempt("set(5)", () -> list.set(5, 0));
        attempt("add(4,x)", () -> {
            list.add(4, 9);
            return "added";
        });
        attempt("remove(3)", () -> list.remove(3));
        attempt("subList(2,1)", () -> list.subList(2, 1));
        attempt("subList(0,4)", () -> list.subList(0, 4));
        attempt("empty.get(0)", () -> new ArrayList<String>().get(0));
        List<Integer> linked = new LinkedList<>(list);
        attempt("linked.get(5)", () -> linked.get(5));
        attempt("linked.remove(-1)", () -> linked.remove(-1));
        List<Integer> fixed = Arrays.asList(1, 2);
        attempt("asList.get(2)", () -> fixed.get(2));
        attempt("asList.add", () -> fixed.add(3));
        attempt("List.of.get(3)", () -> List.of(1, 2, 3).get(3));
        int[] arr = new int[2];
        attempt("arr[2]", () -> arr[2]);
        attempt("arr[-1]", () -> arr[-1]);
        attempt("new int[-1]", () -> new int[-1]);
        System.out.println(list);
    }
}
