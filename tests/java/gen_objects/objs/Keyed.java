package objs;

// A getter that throws on a state the constructor allows (no key): a
// test observing the object after a call must leave it out, not assert
// what the engine made of the exception.
public class Keyed {
    private final String key;

    public Keyed(String key) {
        this.key = key;
    }

    public int getId() {
        return key.charAt(0);
    }

    public boolean hasKey() {
        return key != null;
    }
}
