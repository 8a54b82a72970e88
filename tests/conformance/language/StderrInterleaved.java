// Checks output to both System.out and System.err, print vs println, and
// printing of chars, char arrays, null strings and objects on each stream.
public class StderrInterleaved {
    static class Thing { public String toString() { return "Thing!"; } }

    public static void main(String[] args) {
        System.err.println("first stderr line");
        System.out.print("out: ");
        System.out.print(1);
        System.out.print('c');
        System.out.print(2L);
        System.out.print(true);
        System.out.print(1.5f);
        System.out.println(2.5);
        char[] cs = { 'a', 'b', 'c' };
        System.out.println(cs);
        String ns = null;
        System.out.println(ns);
        Object no = null;
        System.out.println(no);
        System.out.println(new Thing());
        System.out.println();
        System.err.print("err: ");
        System.err.println(new Thing());
        System.err.println(42);
        System.out.println("last stdout line");
    }
}
