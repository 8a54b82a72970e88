// Checks String.join (varargs and Iterable), repeat, concat and toCharArray,
// including empty inputs and the IllegalArgumentException for a negative count.
import java.util.ArrayList;
import java.util.List;

public class StringJoinRepeatConcat {
    public static void main(String[] args) {
        System.out.println(String.join(", ", "a", "b", "c"));
        System.out.println("[" + String.join("-") + "]");
        System.out.println(String.join("", "x", "y"));
        List<String> list = new ArrayList<>();
        list.add("one");
        list.add(null);
        list.add("three");
        System.out.println(String.join("/", list));
        System.out.println("ab".repeat(3));
        System.out.println("[" + "ab".repeat(0) + "]");
        System.out.println("[" + "".repeat(5) + "]");
        System.out.println("-".repeat(20));
        try {
            "x".repeat(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        String c = "foo".concat("bar");
        System.out.println(c + " " + c.length());
        String base = "keep";
        System.out.println(base.concat("") == base);
        System.out.println("".concat("x"));
        char[] arr = "hello".toCharArray();
        System.out.println(arr.length + " " + arr[0] + arr[4]);
        arr[0] = 'J';
        System.out.println(new String(arr) + " " + "hello");
        System.out.println("".toCharArray().length);
    }
}
