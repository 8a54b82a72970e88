// Encodes and decodes auth tokens with java.util.Base64 (basic, URL-safe without padding,
// MIME), builds a JWT-like header.payload.signature string and hex-dumps bytes with HexFormat.
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;

public class Base64TokenCodec {
    static int checksum(byte[] data) {
        int h = 7;
        for (byte b : data) h = h * 131 + (b & 0xFF);
        return h;
    }

    public static void main(String[] args) {
        byte[] raw = "alice:s3cr3t!".getBytes(StandardCharsets.UTF_8);
        System.out.println("raw bytes " + raw.length + " checksum " + checksum(raw) + " hex " + HexFormat.of().formatHex(raw));
        byte[] enc = Base64.getEncoder().encode(raw);
        System.out.println("encoded bytes " + Arrays.toString(Arrays.copyOf(enc, 8)) + "... len " + enc.length);
        String header = "Basic " + Base64.getEncoder().encodeToString(raw);
        System.out.println("Authorization: " + header);
        byte[] back = Base64.getDecoder().decode(header.substring(6));
        String creds = new String(back, StandardCharsets.UTF_8);
        String[] userPass = creds.split(":", 2);
        System.out.println("user=" + userPass[0] + " pass length=" + userPass[1].length());

        String headerJson = "{\"alg\":\"HS256\",\"typ\":\"JWT\"}";
        String payloadJson = "{\"sub\":\"1234567890\",\"name\":\"Zo\u00eb\",\"admin\":true}";
        Base64.Encoder url = Base64.getUrlEncoder().withoutPadding();
        String token = url.encodeToString(headerJson.getBytes(StandardCharsets.UTF_8)) + "."
                + url.encodeToString(payloadJson.getBytes(StandardCharsets.UTF_8)) + "."
                + url.encodeToString(HexFormat.of().parseHex("fb0c9e11aa7d3e3c00ff"));
        System.out.println("token " + token);
        String[] parts = token.split("\\.");
        for (String p : parts) {
            byte[] d = Base64.getUrlDecoder().decode(p);
            System.out.println("  part len " + p.length() + " -> " + d.length + " bytes, checksum " + checksum(d));
        }
        System.out.println("payload " + new String(Base64.getUrlDecoder().decode(parts[1]), StandardCharsets.UTF_8).replace("\u00eb", "e"));
        for (int n = 0; n <= 5; n++) {
            byte[] b = new byte[n];
            for (int i = 0; i < n; i++) b[i] = (byte) (0xF0 + i);
            System.out.println(n + " bytes -> " + Base64.getEncoder().encodeToString(b) + " | " + url.encodeToString(b));
        }
        byte[] big = new byte[100];
        for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 37);
        String mime = Base64.getMimeEncoder().encodeToString(big);
        System.out.println("mime lines " + mime.split("\r\n").length + " first " + mime.substring(0, 20));
        try {
            Base64.getDecoder().decode("not*base64");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        System.out.println(HexFormat.ofDelimiter(":").withUpperCase().formatHex(new byte[]{1, 0x2f, (byte) 0xab}) + " " + HexFormat.fromHexDigits("7fff")
                + " " + HexFormat.of().toHexDigits((byte) 10));
    }
}
