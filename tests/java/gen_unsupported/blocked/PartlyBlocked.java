package blocked;

import java.io.FileInputStream;
import java.io.IOException;

// One method reads a host file, the other computes: the class still gets
// tests, so gen succeeds.
public class PartlyBlocked {
    public static int firstByte() throws IOException {
        try (FileInputStream in = new FileInputStream("/etc/hostname")) {
            return in.read();
        }
    }

    public static int sign(int x) {
        return x < 0 ? -1 : x == 0 ? 0 : 1;
    }
}
