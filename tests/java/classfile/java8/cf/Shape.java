package cf;

import java.util.function.Supplier;

// An interface with abstract, default and static methods, and lambdas in
// default methods: one capturing `this` (a private instance body, invoked
// with invokespecial) and one capturing nothing (a private static body).
public interface Shape {
    double area();

    String name();

    default String describe() {
        return name() + " with area " + area();
    }

    default Runnable printer() {
        return () -> System.out.println(describe());
    }

    default Supplier<String> kind() {
        return () -> "shape";
    }

    static Shape unit() {
        return new Square(1);
    }
}
