// Checks java.util.Objects: equals, deepEquals, hash, hashCode(null), toString
// with default, isNull/nonNull, compare, requireNonNullElse and checkIndex messages.
import java.util.Comparator;
import java.util.Objects;

public class ObjectsUtilities {
    public static void main(String[] args) {
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals(null, "a") + " " + Objects.equals("a", new String("a")));
        System.out.println(Objects.equals(new int[] {1}, new int[] {1}) + " " + Objects.deepEquals(new int[] {1}, new int[] {1}));
        System.out.println(Objects.hashCode(null) + " " + Objects.hashCode("hi") + " " + Objects.hash("hi") + " " + Objects.hash(1, "two", 3.0));
        System.out.println(Objects.toString(null) + " " + Objects.toString(null, "default") + " " + Objects.toString(42, "default"));
        System.out.println(Objects.isNull(null) + " " + Objects.isNull("x") + " " + Objects.nonNull(null) + " " + Objects.nonNull("x"));
        Comparator<String> byLength = Comparator.comparingInt(String::length);
        System.out.println(Objects.compare("aa", "b", byLength) + " " + Objects.compare("a", "a", byLength) + " " + Objects.compare(null, null, byLength));
        System.out.println(Objects.requireNonNullElse(null, "fallback") + " " + Objects.requireNonNullElse("value", "fallback"));
        System.out.println(Objects.requireNonNullElseGet(null, () -> "computed"));
        System.out.println(Objects.checkIndex(2, 5));
        try {
            Objects.checkIndex(5, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE: " + e.getMessage());
        }
        try {
            Objects.checkFromToIndex(3, 2, 10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE: " + e.getMessage());
        }
        try {
            Objects.checkFromIndexSize(8, 4, 10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE: " + e.getMessage());
        }
        try {
            Objects.requireNonNullElse(null, null);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
    }
}
