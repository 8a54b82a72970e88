// Classical ciphers with char arithmetic: Caesar, Vigenere, Atbash, ROT13, a rail-fence
// transposition and XOR with hex encoding, plus a frequency-analysis Caesar cracker.
public class ClassicCiphers {
    static String caesar(String s, int shift) {
        StringBuilder sb = new StringBuilder(s.length());
        shift = ((shift % 26) + 26) % 26;
        for (char c : s.toCharArray()) {
            if (Character.isUpperCase(c)) sb.append((char) ('A' + (c - 'A' + shift) % 26));
            else if (Character.isLowerCase(c)) sb.append((char) ('a' + (c - 'a' + shift) % 26));
            else sb.append(c);
        }
        return sb.toString();
    }

    static String vigenere(String text, String key, boolean encrypt) {
        StringBuilder sb = new StringBuilder();
        int k = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isLetter(c)) { sb.append(c); continue; }
            int shift = Character.toLowerCase(key.charAt(k++ % key.length())) - 'a';
            if (!encrypt) shift = 26 - shift;
            char base = Character.isUpperCase(c) ? 'A' : 'a';
            sb.append((char) (base + (c - base + shift) % 26));
        }
        return sb.toString();
    }

    static String atbash(String s) {
        char[] out = s.toCharArray();
        for (int i = 0; i < out.length; i++) {
            char c = out[i];
            if (c >= 'a' && c <= 'z') out[i] = (char) ('z' - (c - 'a'));
            else if (c >= 'A' && c <= 'Z') out[i] = (char) ('Z' - (c - 'A'));
        }
        return new String(out);
    }

    static String railFence(String s, int rails) {
        StringBuilder[] rows = new StringBuilder[rails];
        for (int i = 0; i < rails; i++) rows[i] = new StringBuilder();
        int r = 0, dir = 1;
        for (char c : s.toCharArray()) {
            rows[r].append(c);
            if (r == 0) dir = 1; else if (r == rails - 1) dir = -1;
            r += dir;
        }
        StringBuilder out = new StringBuilder();
        for (StringBuilder row : rows) out.append(row);
        return out.toString();
    }

    static String xorHex(String s, char key) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            int x = c ^ key;
            sb.append(Character.forDigit(x >> 4, 16)).append(Character.forDigit(x & 0xF, 16));
        }
        return sb.toString();
    }

    static String unXorHex(String hex, char key) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < hex.length(); i += 2) {
            int v = Integer.parseInt(hex.substring(i, i + 2), 16);
            sb.append((char) (v ^ key));
        }
        return sb.toString();
    }

    static int crackCaesar(String cipher) {
        double[] english = {8.2, 1.5, 2.8, 4.3, 12.7, 2.2, 2.0, 6.1, 7.0, 0.15, 0.77, 4.0, 2.4, 6.7, 7.5, 1.9,
                0.095, 6.0, 6.3, 9.1, 2.8, 0.98, 2.4, 0.15, 2.0, 0.074};
        int best = 0;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int shift = 0; shift < 26; shift++) {
            String plain = caesar(cipher, -shift).toLowerCase();
            double score = 0;
            for (char c : plain.toCharArray()) if (c >= 'a' && c <= 'z') score += Math.log(english[c - 'a']);
            if (score > bestScore) { bestScore = score; best = shift; }
        }
        return best;
    }

    public static void main(String[] args) {
        String msg = "Attack at Dawn! Meet me by the old oak tree, 3rd bench.";
        String c3 = caesar(msg, 3);
        System.out.println("caesar+3:  " + c3);
        System.out.println("caesar-3:  " + caesar(c3, -3));
        System.out.println("caesar+55: " + caesar(msg, 55));
        String rot = caesar(msg, 13);
        System.out.println("rot13 twice identity: " + caesar(rot, 13).equals(msg) + " " + rot);
        String v = vigenere(msg, "LEMON", true);
        System.out.println("vigenere:  " + v);
        System.out.println("decrypted: " + vigenere(v, "lemon", false));
        System.out.println("atbash:    " + atbash(msg) + " | " + atbash(atbash(msg)).equals(msg));
        System.out.println("railfence: " + railFence("WEAREDISCOVEREDFLEEATONCE", 3));
        String hex = xorHex("Secret!", 'K');
        System.out.println("xor hex:   " + hex + " -> " + unXorHex(hex, 'K'));
        String secret = caesar("the quick brown fox jumps over the lazy dog and then sleeps in the sun", 17);
        int guess = crackCaesar(secret);
        System.out.println("cracked shift " + guess + ": " + caesar(secret, -guess));
        char c = 'x';
        c += 5;
        char d = (char) (c - 'z' + 'a' - 1);
        int sum = 'a' + 'b';
        System.out.println("char math: " + (int) c + " " + d + " " + sum + " " + (char) sum + " " + ('a' + 1) + " " + (char) ('a' + 1)
                + " " + Character.getNumericValue('z') + " " + Character.toChars(0x41)[0] + " " + (char) 0x263A);
    }
}
