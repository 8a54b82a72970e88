// A class in the unnamed package.
public class DefaultPackaged {
    public static int inc(int x) {
        return x + 1;
    }
}
