package objs;

public class Texts {
    public static int classify(String s) {
        if (s == null) return -1;
        if (s.isEmpty()) return 0;
        if (s.equals("admin")) return 1;
        if (s.startsWith("x")) return 2;
        if (s.length() > 5) return 3;
        return 4;
    }

    public static boolean isPalindrome(String s) {
        int i = 0, j = s.length() - 1;
        while (i < j) {
            if (s.charAt(i) != s.charAt(j)) return false;
            i++;
            j--;
        }
        return true;
    }

    public static String greet(String name) {
        if (name.trim().isEmpty()) throw new IllegalArgumentException("empty name");
        return "Hello, " + name.trim() + "!";
    }

    public static int key(String line) {
        int eq = line.indexOf('=');
        if (eq < 0) return -1;
        String k = line.substring(0, eq);
        if (k.equals("port")) return 80;
        return k.length();
    }

    public static int parse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    public static String kind(String s) {
        switch (s) {
            case "red": return "warm";
            case "blue": return "cold";
            default: return "other";
        }
    }
}
