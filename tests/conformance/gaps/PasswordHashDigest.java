// Stores salted password hashes with java.security.MessageDigest (SHA-256, SHA-1, MD5),
// iterated key stretching, constant-time comparison and name-based UUIDs for user ids.
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

public class PasswordHashDigest {
    static final Map<String, String> store = new LinkedHashMap<>();

    static byte[] stretch(String password, byte[] salt, int rounds) throws NoSuchAlgorithmException {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        byte[] h = password.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < rounds; i++) {
            md.update(salt);
            md.update(h);
            h = md.digest();
        }
        return h;
    }

    static void register(String user, String password, int saltSeed) throws NoSuchAlgorithmException {
        byte[] salt = new byte[8];
        for (int i = 0; i < salt.length; i++) salt[i] = (byte) (saltSeed * 31 + i * 17);
        String record = HexFormat.of().formatHex(salt) + "$" + HexFormat.of().formatHex(stretch(password, salt, 1000));
        store.put(user, record);
    }

    static boolean login(String user, String password) throws NoSuchAlgorithmException {
        String record = store.get(user);
        if (record == null) return false;
        String[] parts = record.split("\\$");
        byte[] salt = HexFormat.of().parseHex(parts[0]);
        return MessageDigest.isEqual(HexFormat.of().parseHex(parts[1]), stretch(password, salt, 1000));
    }

    public static void main(String[] args) throws NoSuchAlgorithmException {
        System.out.println("registering users");
        register("alice", "correct horse battery staple", 1);
        register("bob", "hunter2", 2);
        register("carol", "hunter2", 3);
        store.forEach((u, r) -> System.out.println("  " + u + " " + r.substring(0, 40) + "..."));
        System.out.println("same password, different salt differs: " + !store.get("bob").equals(store.get("carol")));
        String[][] attempts = {{"alice", "correct horse battery staple"}, {"alice", "Correct horse battery staple"}, {"bob", "hunter2"}, {"dave", "x"}};
        for (String[] a : attempts) System.out.println("login " + a[0] + ": " + login(a[0], a[1]));
        for (String alg : new String[]{"MD5", "SHA-1", "SHA-256", "SHA-512"}) {
            MessageDigest md = MessageDigest.getInstance(alg);
            byte[] d = md.digest("abc".getBytes(StandardCharsets.US_ASCII));
            System.out.println(alg + " (" + md.getDigestLength() + " bytes) " + HexFormat.of().formatHex(d));
        }
        try {
            MessageDigest.getInstance("SHA-999");
        } catch (NoSuchAlgorithmException e) {
            System.out.println("NoSuchAlgorithmException: " + e.getMessage());
        }
        for (String u : store.keySet()) {
            UUID id = UUID.nameUUIDFromBytes(("user:" + u).getBytes(StandardCharsets.UTF_8));
            System.out.println(u + " -> " + id + " v" + id.version());
        }
    }
}
