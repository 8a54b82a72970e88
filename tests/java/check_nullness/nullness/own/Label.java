package nullness.own;

// The package's default makes every parameter non-null, the constructor's
// too: a null text breaks the constructor's contract, wherever it throws.
public class Label {
    private final String text;

    public Label(String text) {
        this.text = text;
    }

    public int size() {
        return text.length();
    }

    public static int length(String s) {
        return s.length();
    }
}
