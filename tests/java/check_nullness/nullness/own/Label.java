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

    // The text is never read here: a null given for it caused nothing, and
    // the division by zero stays a bug.
    public int share(int parts) {
        return 100 / parts;
    }
}
