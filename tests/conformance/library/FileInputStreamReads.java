import java.io.DataInputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;

// FileInputStream on real files, as `java` reads them: the JDK's own
// `release` file, skip and available, a missing file and a directory.
public class FileInputStreamReads {
    public static void main(String[] args) throws IOException {
        File release = new File(System.getProperty("java.home"), "release");
        try (FileInputStream in = new FileInputStream(release)) {
            int size = in.available();
            byte[] head = new byte[12];
            int n = in.read(head);
            System.out.println(n + " " + new String(head, 0, n));
            System.out.println(in.skip(3) + " " + (in.available() == size - n - 3));
            int b = in.read();
            System.out.println(b >= 0);
            System.out.println(in.skip(1_000_000) + " " + in.available());  // past the end
            System.out.println(in.read() + " " + in.read(head));
            try {
                in.skip(Long.MAX_VALUE);
            } catch (IOException e) {
                System.out.println("IOException " + e.getMessage());
            }
        }
        try (DataInputStream data = new DataInputStream(new FileInputStream(release))) {
            System.out.println((char) data.readByte());
        }
        try {
            new FileInputStream("/no/such/file");
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage());
        }
        try {
            new FileInputStream(System.getProperty("java.home"));
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage().endsWith("(Is a directory)"));
        }
    }
}
