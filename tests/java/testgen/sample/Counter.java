package sample;

// Static state that tests change: the writer's @BeforeEach puts it back
// (tests/unit/testgen/validator_trust_test.cpp).
public class Counter {
    private static int calls;
    static long total = 100;

    static int next() {
        return ++calls;
    }

    static long add(long x) {
        total += x;
        return total;
    }
}
