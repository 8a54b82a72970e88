// StringBuilder/StringBuffer getChars and insert(int, char[], int, int),
// including their exceptions and messages, and capacity() as the JDK grows it.
public class BuilderGetCharsInsert {
    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        StringBuilder b = new StringBuilder("DiffBlue Limited");
        char[] dst = new char[20];
        b.getChars(0, b.length(), dst, 2);
        System.out.println(new String(dst, 2, b.length()));
        attempt("getChars end past length", () -> b.getChars(0, 17, dst, 0));
        attempt("getChars begin after end", () -> b.getChars(5, 3, dst, 0));
        attempt("getChars negative begin", () -> b.getChars(-1, 3, dst, 0));
        attempt("getChars dst too small", () -> b.getChars(0, 16, dst, 5));
        attempt("getChars negative dst", () -> b.getChars(0, 2, dst, -1));
        attempt("getChars null dst", () -> b.getChars(0, 2, null, 0));
        StringBuffer f = new StringBuffer("abc");
        char[] small = new char[3];
        f.getChars(1, 3, small, 1);
        System.out.println(new String(small, 1, 2) + " " + (int) small[0]);

        char[] src = "0123456789".toCharArray();
        StringBuilder c = new StringBuilder("abc");
        c.insert(1, src, 2, 3);
        System.out.println(c + " " + c.capacity());
        attempt("insert bad index", () -> c.insert(7, src, 0, 1));
        attempt("insert negative index", () -> c.insert(-1, src, 0, 1));
        attempt("insert bad offset", () -> c.insert(0, src, 8, 3));
        attempt("insert negative len", () -> c.insert(0, src, 0, -1));
        attempt("insert null", () -> c.insert(0, (char[]) null, 0, 1));
        StringBuffer g = new StringBuffer();
        g.insert(0, src, 0, 10).insert(10, src, 0, 10);
        System.out.println(g + " " + g.capacity());
        StringBuilder h = new StringBuilder(2);
        for (int i = 0; i < 5; i++) {
            h.insert(0, src, 0, 3);
            System.out.print(h.capacity() + " ");
        }
        System.out.println(h.length());
    }
}
