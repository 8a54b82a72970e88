package eng;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/** Standard input, output and the environment as a program sees them. */
public class Console {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int n = 0;
        while ((line = in.readLine()) != null) {
            n++;
            System.out.println(n + ": " + line);
            System.err.println(line);
        }
        System.out.write('>');
        System.out.print(System.getProperty("user.dir") + " " + System.getProperty("user.name") + " "
                + System.getProperty("user.home") + " " + System.getenv("GREETING") + " "
                + System.getenv().get("GREETING") + " " + System.getenv().size());
        System.out.println();
        System.out.write('x');  // never flushed: lost at exit
    }

    /** Exits 3 if writing to System.out failed (a closed pipe), 4 if not. */
    public static class BrokenPipe {
        public static void main(String[] args) {
            System.out.println("hello");
            System.exit(System.out.checkError() ? 3 : 4);
        }
    }

    public static class Thrower {
        public static void main(String[] args) {
            System.err.write('!');
            throw new IllegalStateException("boom");
        }
    }

    public static int readAndPrint(int n) throws IOException {
        System.out.print("reading " + n);
        System.err.write('!');
        return System.in.read();
    }
}
