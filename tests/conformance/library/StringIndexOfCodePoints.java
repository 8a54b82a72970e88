// String.indexOf(int) and lastIndexOf(int) on values that are not chars:
// negative values and values above U+10FFFF are never found (even where the
// low 16 bits name a char of the text), supplementary code points are found
// as their surrogate pair, in Latin-1 and in UTF-16 strings. Building text
// from such values is an IllegalArgumentException.
public class StringIndexOfCodePoints {
    static void show(String label, String s) {
        int[] probes = {-1, -65536 + 'a', 'a', 0xFFFF, 0x10000 + 'a', 0x1F600, 0x10FFFF, 0x110000, Integer.MIN_VALUE,
                        Integer.MAX_VALUE};
        StringBuilder line = new StringBuilder(label);
        for (int ch : probes) {
            line.append(' ').append(s.indexOf(ch)).append('/').append(s.lastIndexOf(ch));
            line.append('/').append(s.indexOf(ch, 1)).append('/').append(s.lastIndexOf(ch, s.length() - 2));
        }
        System.out.println(line);
    }

    public static void main(String[] args) {
        show("latin1", "banana");
        show("utf16", "a\uFFFFb\uD83D\uDE00a\uFFFF");
        show("max", "x\uDBFF\uDFFFy");
        show("empty", "");
        for (int cp : new int[] {-1, 0x110000, Integer.MIN_VALUE, 0x10FFFF, 'z'}) {
            try {
                System.out.println(new StringBuilder("<").appendCodePoint(cp).append('>').length());
            } catch (IllegalArgumentException e) {
                System.out.println("appendCodePoint: " + e.getMessage());
            }
            try {
                System.out.println(new String(new int[] {'a', cp}, 0, 2).length());
            } catch (IllegalArgumentException e) {
                System.out.println("String(int[]): " + e.getMessage());
            }
        }
    }
}
