import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;

// The JVM's answers to String.matches and Matcher.find for regexes of every construct the
// engine's automaton covers (src/engine/regex_automaton.h), on fixed
// examples and on random texts. Output, a line each: "R <regex>", then
// "<text> <matches 0|1> <find 0|1>" per text; texts and regexes as UTF-16 units in hex, comma
// separated ("-" for the empty text).
public class RegexOracle {
    static final String[] REGEXES = {
        "[0-9]+", "[A-Z][a-z]*", "\\w+@\\w+\\.com", "a|b|", "(ab)*c?", "x{2,3}", "x{2}", "x{1,}",
        ".*", "a.b", "[^a-c]+", "\\d{3}-\\d{4}", "(?:a|bc)+", "(?<name>a+)b", "^ab$", "\\s*\\S+", "\\W\\D",
        "[\\w-]+", "[-a]", "[a-]", "\\p{Alpha}+\\p{Digit}", "\\P{Lower}", "\\Qa.b\\E", "a*?b", "(a|b)*abb",
        "\\t\\n\\x41\\u0042\\0101", "[.$^]", "\\.\\$\\^", "a??b", "(a*)*b", "[a-zA-Z_][a-zA-Z0-9_]*",
        "-?\\d+(\\.\\d+)?", "\\p{Punct}", "\\p{XDigit}{2}", "\\p{Space}\\p{Blank}", "[\\s\\d]", "}", "a]",
        "", "$", "x{0}y", "(x|)+", "[^\\n]", "\\p{Upper}\\p{Lower}*\\p{Alnum}?", "[\\x41-\\u005A]+", "a{1,3}?b",
        "\\p{Graph}\\p{Print}\\p{Cntrl}?", "\\p{ASCII}*", "^a+", "^\\d|x", "b\\.c", "[^a]b",
    };
    static final String[] EXAMPLES = {
        "abc@def.com", "123-4567", "Hello", "3.14", "-12", "abb", "aabb", "ab", "c", "a.b", "xx", "xxx", "xxxx",
        "\t\nAB\u0041", "$", ".$^", "a_b-c", "Ab1", "AB", "ff", "aaab", "}", "a]", "\u0085", "\u2028", "y", "x",
        "x9z", "\u00e9\u00e9", "Q", "\u007f",
    };

    static String hex(String s) {
        if (s.isEmpty()) return "-";
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (i > 0) b.append(',');
            b.append(String.format("%04x", (int) s.charAt(i)));
        }
        return b.toString();
    }

    public static void main(String[] args) {
        String alphabet = "abcxyABZQ09_@.-$^ \t\n\r}]\u0085\u2028\u00e9";
        Random random = new Random(42);
        StringBuilder out = new StringBuilder();
        for (String regex : REGEXES) {
            List<String> texts = new ArrayList<>(List.of(EXAMPLES));
            texts.add("");
            for (int i = 0; i < 300; i++) {
                int n = random.nextInt(8);
                StringBuilder t = new StringBuilder();
                for (int k = 0; k < n; k++) t.append(alphabet.charAt(random.nextInt(alphabet.length())));
                texts.add(t.toString());
            }
            out.append("R ").append(hex(regex)).append('\n');
            Pattern pattern = Pattern.compile(regex);
            for (String text : texts) {
                out.append(hex(text)).append(' ').append(text.matches(regex) ? 1 : 0);
                out.append(' ').append(pattern.matcher(text).find() ? 1 : 0).append('\n');
            }
        }
        System.out.print(out);
    }
}
