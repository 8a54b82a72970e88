package cf;

import java.io.IOException;

// Exceptions attributes and exception tables (catch, multi-catch, finally).
public class Exceptions {
    private int counter;

    public void declared() throws IOException, InterruptedException {
        if (counter < 0) throw new IOException("negative");
    }

    public int tryCatch(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return -1;
        } finally {
            counter++;
        }
    }

    public int multiCatch(Object o) {
        try {
            return ((String) o).length();
        } catch (ClassCastException | NullPointerException e) {
            return 0;
        }
    }

    public static void rethrow(Runnable r) throws Exception {
        try {
            r.run();
        } catch (RuntimeException e) {
            throw new Exception(e);
        }
    }
}
