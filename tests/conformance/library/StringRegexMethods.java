// Checks String.split/matches/replaceAll/replaceFirst with real regular expressions, which the
// engine leaves to java.util.regex running as the JDK's own bytecode.
public class StringRegexMethods {
    public static void main(String[] a) {
        System.out.println(String.join("|", "a1b22c333d".split("\\d+")) + " " + "a1b22c".split("\\d", 2).length);
        System.out.println("Hello World".matches(".*o W.*") + " " + "2026-11-22".matches("\\d{4}-\\d\\d-\\d\\d"));
        System.out.println("x  y   z".replaceAll("\\s+", "_") + " " + "aaa".replaceFirst("a+?", "b") + " " + "p.q".replaceAll("\\.", "$0$0"));
        System.out.println(String.join(",", "one two  three".split(" ")) + " " + "a,b;c".split("[,;]").length);
    }
}
