// Checks startsWith (with and without offset), endsWith and contains,
// including empty prefixes/suffixes and out-of-range offsets.
public class StringStartsEndsContains {
    public static void main(String[] args) {
        String s = "conformance-test";
        System.out.println(s.startsWith("conf") + " " + s.startsWith("test") + " " + s.startsWith(""));
        System.out.println(s.startsWith("form", 3) + " " + s.startsWith("form", 2) + " " + s.startsWith("", 16));
        System.out.println(s.startsWith("c", -1) + " " + s.startsWith("", 17));
        System.out.println(s.endsWith("test") + " " + s.endsWith("-test") + " " + s.endsWith("") + " " + s.endsWith("Test"));
        System.out.println(s.contains("mance") + " " + s.contains("") + " " + s.contains("xyz") + " " + s.contains(new StringBuilder("-t")));
        System.out.println("".startsWith("") + " " + "".endsWith("a") + " " + "".contains(""));
        System.out.println(s.startsWith(s) + " " + s.endsWith(s) + " " + s.startsWith(s + "!"));
        String[] files = {"Main.java", "Main.class", "notes.txt", "java", ".java"};
        for (String f : files) {
            System.out.println(f + " -> " + (f.endsWith(".java") ? "source" : "other"));
        }
        try {
            System.out.println(s.contains(null));
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
    }
}
