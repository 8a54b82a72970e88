package eng;

// A validating constructor: null, blank and long names are refused, each by
// a throw right after its check.
public class Named {
    private final String name;

    public Named(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a name is needed");
        }
        if (name.length() > 8) {
            throw new IllegalArgumentException("at most 8 chars: " + name);
        }
        this.name = name;
    }

    public int size() {
        return name.length();
    }
}
