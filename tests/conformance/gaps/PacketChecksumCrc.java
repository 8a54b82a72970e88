// Verifies network packets with checksums: a hand-rolled table-driven CRC-32 and
// Internet checksum compared against java.util.zip.CRC32, CRC32C and Adler32.
import java.nio.charset.StandardCharsets;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.Checksum;

public class PacketChecksumCrc {
    static final int[] TABLE = new int[256];
    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            TABLE[n] = c;
        }
    }

    static long crc32(byte[] data) {
        int c = 0xFFFFFFFF;
        for (byte b : data) c = TABLE[(c ^ b) & 0xFF] ^ (c >>> 8);
        return (c ^ 0xFFFFFFFF) & 0xFFFFFFFFL;
    }

    static int internetChecksum(byte[] data) {
        long sum = 0;
        for (int i = 0; i < data.length; i += 2) {
            int word = (data[i] & 0xFF) << 8 | (i + 1 < data.length ? data[i + 1] & 0xFF : 0);
            sum += word;
            while ((sum >> 16) != 0) sum = (sum & 0xFFFF) + (sum >> 16);
        }
        return (int) (~sum & 0xFFFF);
    }

    static long jdk(Checksum c, byte[] data) {
        c.reset();
        c.update(data, 0, data.length);
        return c.getValue();
    }

    public static void main(String[] args) {
        String[] payloads = {"", "a", "abc", "123456789", "The quick brown fox jumps over the lazy dog", "\u0000\u00ff\u0080 binary"};
        for (String p : payloads) {
            byte[] b = p.getBytes(StandardCharsets.ISO_8859_1);
            System.out.printf("%-45s crc32=%08x inet=%04x%n", "\"" + p.replaceAll("[^ -~]", "?") + "\"", crc32(b), internetChecksum(b));
        }
        byte[] packet = "HELLO-PACKET-0042".getBytes(StandardCharsets.US_ASCII);
        long expected = crc32(packet);
        packet[5] ^= 0x01;
        System.out.println("corrupted detected: " + (crc32(packet) != expected));
        packet[5] ^= 0x01;
        System.out.println("restored ok: " + (crc32(packet) == expected));

        CRC32 crc = new CRC32();
        Adler32 adler = new Adler32();
        CRC32C crcc = new CRC32C();
        for (String p : payloads) {
            byte[] b = p.getBytes(StandardCharsets.ISO_8859_1);
            long j = jdk(crc, b);
            System.out.printf("jdk crc32=%08x match=%b adler32=%08x crc32c=%08x%n", j, j == crc32(b), jdk(adler, b), jdk(crcc, b));
        }
        crc.reset();
        crc.update("The quick brown ".getBytes(StandardCharsets.US_ASCII));
        crc.update("fox jumps over the lazy dog".getBytes(StandardCharsets.US_ASCII));
        crc.update('!');
        System.out.println("incremental " + Long.toHexString(crc.getValue()));
    }
}
