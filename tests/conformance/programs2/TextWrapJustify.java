// Word-wrapping and full justification with StringBuilder: greedy wrap at a width,
// hyphenating overlong words, centering, right-aligning and boxing paragraphs.
import java.util.ArrayList;
import java.util.List;

public class TextWrapJustify {
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split("\\s+")) {
            while (word.length() > width) {
                if (line.length() > 0) { lines.add(line.toString()); line.setLength(0); }
                lines.add(word.substring(0, width - 1) + "-");
                word = word.substring(width - 1);
            }
            if (line.length() + (line.length() > 0 ? 1 : 0) + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) line.append(' ');
            line.append(word);
        }
        if (line.length() > 0) lines.add(line.toString());
        return lines;
    }

    static String justify(String line, int width) {
        String[] words = line.split(" ");
        if (words.length == 1) return line;
        int letters = 0;
        for (String w : words) letters += w.length();
        int gaps = words.length - 1;
        int spaces = width - letters;
        StringBuilder sb = new StringBuilder(width);
        for (int i = 0; i < words.length; i++) {
            sb.append(words[i]);
            if (i < gaps) {
                int n = spaces / gaps + (i < spaces % gaps ? 1 : 0);
                for (int k = 0; k < n; k++) sb.append(' ');
            }
        }
        return sb.toString();
    }

    static String center(String s, int width) {
        int pad = width - s.length();
        int left = pad / 2;
        StringBuilder sb = new StringBuilder();
        sb.append(" ".repeat(Math.max(0, left))).append(s).append(" ".repeat(Math.max(0, pad - left)));
        return sb.toString();
    }

    public static void main(String[] args) {
        String text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen "
                + "liquor jugs! Supercalifragilisticexpialidocious words must be hyphenated when "
                + "they exceed the column width, otherwise the layout breaks.";
        int width = 24;
        List<String> lines = wrap(text, width);
        System.out.println("+" + "-".repeat(width) + "+");
        for (int i = 0; i < lines.size(); i++) {
            String l = i == lines.size() - 1 ? lines.get(i) : justify(lines.get(i), width);
            StringBuilder sb = new StringBuilder("|").append(l);
            while (sb.length() < width + 1) sb.append(' ');
            System.out.println(sb.append('|'));
        }
        System.out.println("+" + "-".repeat(width) + "+");
        for (String l : wrap("a bb ccc dddd eeeee ffffff", 10)) System.out.println("[" + center(l, 12) + "]");
        for (String l : wrap("right aligned text in a narrow column", 14)) System.out.println(String.format("%16s", l) + "<");

        StringBuilder sb = new StringBuilder("hello world");
        sb.insert(0, ">> ").append(" <<").replace(3, 8, "HELLO").setCharAt(sb.length() - 1, ']');
        System.out.println(sb + " len=" + sb.length() + " idx=" + sb.indexOf("world") + " last=" + sb.lastIndexOf("<"));
        sb.reverse();
        System.out.println(sb + " char@2=" + sb.charAt(2));
        sb.delete(0, 3).deleteCharAt(0);
        System.out.println("[" + sb + "] sub=" + sb.substring(2, 6));
        StringBuilder counts = new StringBuilder();
        for (String l : lines) counts.append(l.length()).append(',');
        counts.setLength(counts.length() - 1);
        System.out.println("line lengths " + counts + " lines=" + lines.size());
        String para = String.join("\n", lines.subList(0, 3));
        System.out.println(para.lines().count() + " " + para.indent(2).replace("\n", "/"));
        System.out.println(new StringBuilder().appendCodePoint(0x1F600).length() + " " + "tab\there".replace('\t', '_')
                + " " + "  padded  ".strip() + "|" + "x".repeat(0) + "|" + String.valueOf(new char[]{'o', 'k'}));
    }
}
