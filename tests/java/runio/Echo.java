import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

/** Echoes standard input: each line to System.out, its length to System.err. */
public class Echo {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = in.readLine()) != null) {
            System.out.println("line: " + line);
            System.err.println("length " + line.length());
        }
        System.out.println("end " + System.in.read());
    }
}
