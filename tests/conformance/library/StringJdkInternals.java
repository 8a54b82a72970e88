// Checks String methods that the engine leaves to the JDK's own bytecode, which reads
// String's private value/coder fields: codePointCount, lines, indent, codePoints, stripIndent.
public class StringJdkInternals {
    public static void main(String[] args) {
        String latin = "h\u00e9llo w\u00f6rld";
        String wide = "\u65e5\u672c\u8a9e \ud83d\ude00!";
        System.out.println(latin.codePointCount(0, latin.length()) + " " + wide.codePointCount(0, wide.length()));
        System.out.println(wide.length() + " " + wide.codePointAt(4) + " " + wide.offsetByCodePoints(0, 5));
        System.out.println("one\ntwo\r\nthree".lines().count() + " [" + "a\nb".indent(2).replace('\n', '|') + "]");
        System.out.println(latin.codePoints().filter(Character::isLetter).count() + " " + wide.codePoints().sum());
        System.out.println("  x\n   y".stripIndent().replace('\n', '|') + " " + "Tab\there".translateEscapes().length());
        System.out.println(String.CASE_INSENSITIVE_ORDER.compare("\u00c9cole", "\u00e9COLE") + " " + "abc".compareTo(wide));
    }
}
