import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;

// Echoes standard input (StdinEcho.stdin) line by line to System.out and
// System.err, interleaved: the combined output (2>&1) must be java's byte for
// byte, so each byte must reach its descriptor when HotSpot's does.
public class StdinEcho {
    public static void main(String[] args) throws IOException {
        int first = System.in.read();
        System.out.println("first byte: " + (char) first);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int count = 0;
        while ((line = in.readLine()) != null) {
            count++;
            System.out.println("out " + count + ": [" + line + "]");
            System.err.print("err " + count + ": ");
            System.err.println(line.length() + " chars");
            if (line.isEmpty()) System.out.write('#');  // flushed by the next println
        }
        System.out.write('!');                   // stays in System.out's buffer ...
        System.err.printf("%d lines%n", count);  // ... past this ...
        System.out.println(" end");              // ... until this flushes it
        System.out.println(in.readLine() + " " + System.in.read());
        System.out.println(System.getProperty("user.dir").equals(new File("").getAbsolutePath()));
        System.out.println(System.getenv("PATH") != null && System.getenv().containsKey("PATH"));
        System.err.write('?');  // never flushed: lost at exit, as on HotSpot
    }
}
