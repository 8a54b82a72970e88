package beginner;

/*
 * TextTools - Lab 3, string processing.
 *
 * Specification (intended behaviour):
 *
 *   public static int countVowels(String s)
 *     Returns how many characters of s are vowels. The vowels are exactly the ten
 *     characters a, e, i, o, u, A, E, I, O, U ('y' is not a vowel, and neither is
 *     any other character such as accented letters). countVowels("") == 0.
 *     Throws IllegalArgumentException if s is null.
 *
 *   public static String reverse(String s)
 *     Returns the characters of s in the opposite order, e.g. reverse("abc") == "cba",
 *     reverse("") == "". Throws IllegalArgumentException if s is null.
 *
 *   public static boolean isPalindrome(String s)
 *     Returns true if and only if s reads the same forwards and backwards, comparing
 *     the characters exactly (case-sensitive, spaces and punctuation count like any
 *     other character). "" and every one-character string are palindromes.
 *     Throws IllegalArgumentException if s is null.
 */
public class TextTools {

    public static int countVowels(String s) {
        if (s == null) {
            throw new IllegalArgumentException("s must not be null");
        }
        int count = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'
                    || c == 'A' || c == 'E' || c == 'I' || c == 'O') {
                count++;
            }
        }
        return count;
    }

    public static String reverse(String s) {
        if (s == null) {
            throw new IllegalArgumentException("s must not be null");
        }
        String result = "";
        for (int i = s.length() - 1; i >= 0; i--) {
            result = result + s.charAt(i);
        }
        return result;
    }

    public static boolean isPalindrome(String s) {
        if (s == null) {
            throw new IllegalArgumentException("s must not be null");
        }
        int left = 0;
        int right = s.length() - 1;
        while (left < right) {
            if (s.charAt(left) != s.charAt(right)) {
                return false;
            }
            left++;
            right--;
        }
        return true;
    }
}
