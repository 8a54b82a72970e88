// Checks ArrayList add/get/set/remove (by index and by object), indexOf,
// lastIndexOf, contains, size, isEmpty, addAll at index, clear and toString.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ArrayListBasics {
    public static void main(String[] args) {
        List<String> list = new ArrayList<>();
        System.out.println(list + " " + list.isEmpty() + " " + list.size());
        list.add("a");
        list.add("b");
        list.add("c");
        list.add(1, "x");
        list.add("b");
        System.out.println(list + " size=" + list.size());
        System.out.println(list.get(0) + " " + list.get(4));
        System.out.println("set returned " + list.set(2, "B") + " -> " + list);
        System.out.println(list.indexOf("b") + " " + list.lastIndexOf("b") + " " + list.indexOf("zz") + " " + list.contains("x"));
        System.out.println("remove(0) -> " + list.remove(0) + " " + list);
        System.out.println("remove(\"b\") -> " + list.remove("b") + " " + list);
        System.out.println("remove(\"q\") -> " + list.remove("q") + " " + list);
        list.addAll(1, Arrays.asList("p", "q"));
        System.out.println(list);
        list.add(null);
        System.out.println(list + " " + list.indexOf(null) + " " + list.contains(null));
        List<Integer> nums = new ArrayList<>(Arrays.asList(10, 20, 30, 40));
        nums.remove(1);
        nums.remove(Integer.valueOf(40));
        System.out.println(nums);
        System.out.println(nums.equals(Arrays.asList(10, 30)) + " " + nums.equals(List.of(30, 10)));
        list.clear();
        System.out.println(list + " " + list.isEmpty());
        List<List<Integer>> nested = new ArrayList<>();
        nested.add(nums);
        nested.add(new ArrayList<>());
        System.out.println(nested);
        Object[] arr = nums.toArray();
        Integer[] typed = nums.toArray(new Integer[0]);
        System.out.println(arr.length + " " + typed[1] + " " + typed.getClass().getName());
    }
}
