package eng;

/** Arrays read and written at a symbolic index, and numbers put into text. */
public class SymbolicIndex {
    enum Phase { INIT, RUN, PAUSE, STOP }

    /** values()[k & 3]: a path per constant, with k kept exact. */
    public static int enumByIndex(int k) {
        Phase p = Phase.values()[k & 3];
        return p.ordinal() == (k & 3) ? p.ordinal() : -1;
    }

    /** Slots holding the same reference are one alternative. */
    public static int repeated(int k) {
        String[] s = {"x", "x", "y", "y"};
        return s[k & 3].equals("x") ? 1 : 2;
    }

    /** A reference stored at one symbolic index, looked for at another. */
    public static int storeThenLoad(int i, int j) {
        Object[] a = new Object[3];
        Object o = new Object();
        a[i & 1] = o;
        return a[j & 1] == o ? 1 : 0;
    }

    /** An int array longer than the if-then-else limit, mostly zeros. */
    public static int bigArray(int k) {
        int[] big = new int[1000];
        big[500] = 7;
        if (k < 0 || k >= big.length) return -1;
        return big[k] == 7 ? 7 : 0;
    }

    /** A number put into text by + and by append: its length depends on it. */
    public static int digits(int v) {
        String s = "k" + v;
        StringBuilder b = new StringBuilder().append(v % 1000);
        return s.length() * 100 + b.length();
    }

    /** A count the engine needs concrete: fixed by the path, or not. */
    public static int repeatFixed(int k) {
        if (k != 2) return 0;
        return "ab".repeat(k).length();
    }

    public static int repeatFree(int k) {
        if (k < 2 || k > 3) return 0;
        return "ab".repeat(k).length();
    }

    /** new String(char[], offset, count) and valueOf with symbolic bounds. */
    public static int charRange(int offset, int count) {
        char[] cs = {'a', 'b', 'c'};
        if (offset < 0 || count < 0 || offset > 3 - count) return 9;  // (the exception's message would pin them)
        String s = new String(cs, offset, count);
        if (!String.valueOf(cs, offset, count).equals(s)) return -1;
        return s.equals("bc") ? 2 : 1;
    }

    /** An array of references of a symbolic length: a path per length when exact. */
    public static int lengths(int n) {
        if (n < 0 || n > 7) return -1;
        Object[] a = new Object[n];
        return a.length;
    }
    // A list's element by an id moved by one (ArrayList's elementData read
    // inside the JDK) whose elements hold symbolic values: each element a
    // path, where the index was pinned to one.
    public int listedById(long a, long b, long c, long d, int id) {
        java.util.List<Long> values = new java.util.ArrayList<>();
        values.add(a);
        values.add(b);
        values.add(c);
        values.add(d);
        if (id < 1 || id > 4) return -1;
        Long found = values.get(id - 1);
        return found == values.get(0) ? 1 : found == values.get(3) ? 4 : 0;
    }

    // The same through set: the slot a symbolic id names is where it goes.
    public int storedById(long a, long b, int id) {
        java.util.List<Long> values = new java.util.ArrayList<>();
        values.add(a);
        values.add(b);
        if (id < 1 || id > 2) return -1;
        Long put = 7L;
        values.set(id - 1, put);
        return values.get(0) == put ? 1 : 2;
    }
}
