package sample;

// One if: two branches in the whole class.
public class OneIf {
    public static int pick(int x) {
        if (x > 0) {
            return 1;
        }
        return 2;
    }
}
