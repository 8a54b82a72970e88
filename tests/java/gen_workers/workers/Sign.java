package workers;

public class Sign {
    public static int of(int x) {
        if (x > 0) return 1;
        if (x < 0) return -1;
        return 0;
    }
}
