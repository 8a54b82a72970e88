package blocked;

import java.io.FileInputStream;
import java.io.IOException;

// Every path reads a file of the host, which exploration does not model:
// gen writes no test for this class.
public class ReadsHostFile {
    public static int firstByte(int offset) throws IOException {
        try (FileInputStream in = new FileInputStream("/etc/hostname")) {
            return in.read() + offset;
        }
    }
}
