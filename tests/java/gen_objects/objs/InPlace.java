package objs;

// Methods that change the arrays they are given: a test asserts on the
// array after the call, or a bug in what they write would go unseen.
public class InPlace {
    // Marks every `c` among the first three chars with '*'; how many it marked.
    public static int mark(char[] text, char c) {
        int n = 0;
        for (int i = 0; i < text.length && i < 3; i++) {
            if (text[i] == c) {
                text[i] = '*';
                n++;
            }
        }
        return n;
    }

    // Doubles each element in place (void: the array is all it changes).
    public static void doubleAll(long[] values) {
        for (int i = 0; i < values.length && i < 2; i++) values[i] *= 2;
    }

    // Reads only: no assertion on the array.
    public static int sum(int[] values) {
        int s = 0;
        for (int i = 0; i < values.length && i < 2; i++) s += values[i];
        return s;
    }
}
