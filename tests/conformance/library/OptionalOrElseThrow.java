// Checks Optional.get/orElseThrow on empty (NoSuchElementException "No value present"),
// orElseThrow with a supplier, Optional.of(null) NPE, and OptionalInt/OptionalDouble.
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

public class OptionalOrElseThrow {
    public static void main(String[] args) {
        Optional<String> none = Optional.empty();
        try {
            none.get();
        } catch (NoSuchElementException e) {
            System.out.println("get: " + e.getMessage());
        }
        try {
            none.orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalArgumentException("custom missing"));
        } catch (IllegalArgumentException e) {
            System.out.println("supplier: " + e.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("of(null): NPE");
        }
        System.out.println(Optional.of("here").orElseThrow());
        OptionalInt oi = OptionalInt.of(5);
        OptionalInt emptyInt = OptionalInt.empty();
        System.out.println(oi + " " + emptyInt + " " + oi.getAsInt() + " " + emptyInt.orElse(-1));
        try {
            emptyInt.getAsInt();
        } catch (NoSuchElementException e) {
            System.out.println("OptionalInt: " + e.getMessage());
        }
        OptionalDouble od = OptionalDouble.of(2.5);
        System.out.println(od + " " + OptionalDouble.empty() + " " + od.getAsDouble());
        try {
            OptionalDouble.empty().orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("OptionalDouble: " + e.getMessage());
        }
    }
}
