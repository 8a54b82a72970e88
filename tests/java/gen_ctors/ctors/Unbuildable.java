package ctors;

/** Its only public constructor always refuses: tests fall back to a lazily made receiver. */
public class Unbuildable {
    private int size;

    public Unbuildable() {
        throw new UnsupportedOperationException("not yet");
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }
}
