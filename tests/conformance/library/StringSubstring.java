// Checks one- and two-argument String.substring, subSequence, empty results
// and the StringIndexOutOfBoundsException messages for bad ranges.
public class StringSubstring {
    public static void main(String[] args) {
        String s = "symbolic execution";
        System.out.println(s.substring(0));
        System.out.println(s.substring(9));
        System.out.println("[" + s.substring(18) + "]");
        System.out.println(s.substring(0, 8));
        System.out.println(s.substring(3, 4));
        System.out.println("[" + s.substring(5, 5) + "]");
        System.out.println(s.subSequence(9, 13));
        System.out.println(s.substring(0) == s);
        int[][] bad = {{-1, 3}, {4, 2}, {0, 19}, {19, 19}};
        for (int[] r : bad) {
            try {
                System.out.println(s.substring(r[0], r[1]));
            } catch (StringIndexOutOfBoundsException e) {
                System.out.println("SIOOBE: " + e.getMessage());
            }
        }
        try {
            System.out.println(s.substring(20));
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
        try {
            System.out.println(s.substring(-2));
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE: " + e.getMessage());
        }
    }
}
