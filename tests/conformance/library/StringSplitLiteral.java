// Checks String.split on literal strings and single chars: trailing empty strings
// are removed, leading ones kept, and the limit argument (positive, zero, negative).
import java.util.Arrays;

public class StringSplitLiteral {
    static void show(String label, String[] parts) {
        System.out.println(label + " n=" + parts.length + " " + Arrays.toString(parts));
    }

    public static void main(String[] args) {
        show("comma", "a,b,c".split(","));
        show("trailing", "a,b,,c,,".split(","));
        show("leading", ",a,b".split(","));
        show("only", ",,,".split(","));
        show("empty", "".split(","));
        show("none", "abc".split(","));
        show("multi", "one::two::three".split("::"));
        show("space", "the quick  brown".split(" "));
        show("limit2", "a,b,c,d".split(",", 2));
        show("limit1", "a,b,c,d".split(",", 1));
        show("limit0", "a,b,,,".split(",", 0));
        show("limitNeg", "a,b,,,".split(",", -1));
        show("limit10", "a,b,,,".split(",", 10));
        show("semicolon", "x;y;z".split(";"));
        show("word", "redgreenredblue".split("red"));
        show("dash", "2024-01-15".split("-"));
        String csv = "name,age,city";
        String[] cols = csv.split(",");
        for (int i = 0; i < cols.length; i++) {
            System.out.println(i + ":" + cols[i]);
        }
    }
}
