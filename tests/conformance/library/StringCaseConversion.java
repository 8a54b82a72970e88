// Checks toUpperCase/toLowerCase on ASCII strings, mixed content with digits and
// punctuation, and identity when nothing changes.
public class StringCaseConversion {
    public static void main(String[] args) {
        String[] samples = {"hello", "WORLD", "MiXeD CaSe 123!", "", "already lower", "snake_case_name", "a1B2c3"};
        for (String s : samples) {
            System.out.println(s.toUpperCase() + " | " + s.toLowerCase());
        }
        String lower = "abc";
        System.out.println(lower.toLowerCase().equals(lower));
        System.out.println("Java".toUpperCase().equals("JAVA"));
        StringBuilder sb = new StringBuilder();
        String words = "the quick brown fox";
        for (String w : words.split(" ")) {
            sb.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1)).append(' ');
        }
        System.out.println(sb.toString().trim());
        System.out.println("xYz".toUpperCase().hashCode() + " " + "xYz".toLowerCase().hashCode());
    }
}
