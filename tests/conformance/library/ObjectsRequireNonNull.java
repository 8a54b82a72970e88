// Checks Objects.requireNonNull with no message, a message, and a message supplier:
// return value on success and the NullPointerException message on failure.
import java.util.Objects;

public class ObjectsRequireNonNull {
    static String describe(String name) {
        return "name=" + Objects.requireNonNull(name, "name must not be null");
    }

    public static void main(String[] args) {
        System.out.println(describe("alice"));
        try {
            System.out.println(describe(null));
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            System.out.println("NPE message null: " + (e.getMessage() == null));
        }
        try {
            Objects.requireNonNull(null, () -> "from supplier " + 42);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        String s = "ok";
        System.out.println(Objects.requireNonNull(s) == s);
        try {
            throw new NullPointerException("explicit");
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null, (String) null);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
    }
}
