package sample;

import java.io.IOException;

// Methods whose `throws` clause names checked exceptions: a test calling them
// compiles only inside a method declared `throws Exception`.
public class Checked {
    static int read(int x) throws IOException {
        if (x < 0) {
            throw new IOException("negative");
        }
        return x;
    }

    static int anything(int x) throws Exception {
        return x + 1;
    }

    static int unchecked(int x) throws IllegalStateException, StackOverflowError {
        return x;
    }
}
