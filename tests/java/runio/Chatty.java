/** Prints more than a reader may want (`| head -1`), then reports whether a write failed. */
public class Chatty {
    public static void main(String[] args) {
        for (int i = 0; i < 20000; i++) System.out.println("line " + i);
        System.err.println("write failed: " + System.out.checkError());
    }
}
