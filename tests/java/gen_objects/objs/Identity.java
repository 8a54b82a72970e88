package objs;

// Two Strings of equal text may be one object or two, and == tells them
// apart: a test must build them as the path had them.
public class Identity {
    public static int same(String a, String b) {
        if (!a.equals(b)) return 0;
        return a == b ? 2 : 1;
    }
}
