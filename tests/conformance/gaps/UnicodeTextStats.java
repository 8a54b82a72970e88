// Multilingual text handling: strings outside Latin-1 (UTF-16 storage), code points vs
// chars, surrogate pairs, case mapping special cases, Character classification and hashing.
import java.util.Map;
import java.util.TreeMap;

public class UnicodeTextStats {
    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(cp -> {
            if (cp < 0x80) sb.appendCodePoint(cp);
            else sb.append(String.format("\\u{%X}", cp));
        });
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] samples = {
            "hello", "caf\u00e9", "na\u00efve r\u00e9sum\u00e9", "\u0413\u0434\u0435 \u043c\u043e\u0439 \u043a\u043e\u0442?",
            "\u65e5\u672c\u8a9e\u30c6\u30ad\u30b9\u30c8", "emoji \ud83d\ude00\ud83c\udf89!", "stra\u00dfe", "\u0130stanbul", "\u03a3\u039f\u03a6\u0399\u0391"
        };
        for (String s : samples) {
            System.out.printf("%-44s len=%2d cps=%2d letters=%2d upper=%s lower=%s hash=%d%n", escape(s), s.length(), s.codePointCount(0, s.length()),
                    s.chars().filter(Character::isLetter).count(), escape(s.toUpperCase()), escape(s.toLowerCase()), s.hashCode());
        }
        String emoji = samples[5];
        System.out.println("reverse sb " + escape(new StringBuilder(emoji).reverse().toString()));
        System.out.println("charAt(6)=" + Integer.toHexString(emoji.charAt(6)) + " codePointAt(6)=" + Integer.toHexString(emoji.codePointAt(6))
                + " high? " + Character.isHighSurrogate(emoji.charAt(6)) + " low? " + Character.isLowSurrogate(emoji.charAt(7))
                + " offsetByCodePoints " + emoji.offsetByCodePoints(0, 8) + " chars " + Character.charCount(0x1F600));
        System.out.println("indexOf cp " + emoji.indexOf(0x1F389) + " substring " + escape(emoji.substring(6, 8)) + " toChars "
                + escape(new String(Character.toChars(0x1F680))) + " " + Character.toString(0x41) + " " + Character.getNumericValue('\u0663'));
        Map<String, Integer> scripts = new TreeMap<>();
        for (String s : samples)
            s.codePoints().filter(Character::isLetter).forEach(cp -> scripts.merge(Character.UnicodeScript.of(cp).toString(), 1, Integer::sum));
        System.out.println("scripts " + scripts);
        System.out.println("cmp " + "\u00e9".compareTo("f") + " " + "Z".compareTo("a") + " " + "\u00c9".equalsIgnoreCase("\u00e9")
                + " " + "\u03c3".equalsIgnoreCase("\u03a3") + " " + "STRASSE".equalsIgnoreCase("stra\u00dfe") + " " + "a\u0308".length()
                + " " + Character.isDigit('\u0663') + " " + Character.isLetterOrDigit('_') + " " + Character.isWhitespace('\u00a0')
                + " " + Character.isSpaceChar('\u00a0') + " " + Character.isUpperCase('\u0130') + " " + Character.toTitleCase('\u01c6')
                + " " + (int) Character.toLowerCase('\u0130') + " " + Character.isJavaIdentifierStart('$') + " " + Character.isIdeographic(0x65e5));
        System.out.println("printed directly: caf\u00e9 \u65e5\u672c \u20ac5 \ud83d\ude00");
        System.out.println("strip " + "\u2003 wide space \u2003".strip().length() + " trim " + "\u2003 wide space \u2003".trim().length()
                + " isBlank " + "\u2003\u2002".isBlank() + " repeat " + escape("\u00e9".repeat(3)) + " " + "\u00e9t\u00e9".replace('\u00e9', 'e')
                + " " + "\u00fcber".indexOf("ber") + " " + String.valueOf(new char[]{'\u0041', '\u00c5'}).getBytes(java.nio.charset.StandardCharsets.UTF_8).length
                + " " + new String(new byte[]{(byte) 0xE2, (byte) 0x82, (byte) 0xAC}, java.nio.charset.StandardCharsets.UTF_8).codePointAt(0));
    }
}
