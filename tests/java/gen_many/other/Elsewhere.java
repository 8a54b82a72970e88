package other;

public class Elsewhere {
    public static int pick(int x) {
        return x == 3 ? 1 : 0;
    }
}
