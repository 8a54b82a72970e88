package sample;

// Named like JUnit's annotation, which the generated test must not import.
public class Test {
    public static int one() {
        return 1;
    }
}
