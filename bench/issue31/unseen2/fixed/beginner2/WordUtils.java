/*
 * WordUtils
 *
 * Lab 5: small utilities for strings.
 *
 * Specification (intended behaviour):
 *
 * public static int countVowels(String s)
 *   Returns how many characters of s are vowels. The vowels are exactly
 *   the ten characters a, e, i, o, u, A, E, I, O, U ('y' and 'Y' are not
 *   vowels; accented letters are not vowels). Every occurrence counts.
 *   Throws IllegalArgumentException if s is null.
 *   Examples: countVowels("hello") == 2, countVowels("") == 0,
 *             countVowels("rhythm") == 0, countVowels("Apple") == 2,
 *             countVowels("AEIOU aeiou") == 10, countVowels(null) throws.
 *
 * public static String capitalizeWords(String s)
 *   Returns a new string of the same length as s in which every
 *   character that is at index 0, or that directly follows a space
 *   character ' ', is replaced by Character.toUpperCase of that
 *   character. All other characters are copied unchanged (they are NOT
 *   made lower case). Only ' ' counts as a space (not tabs or newlines).
 *   Throws IllegalArgumentException if s is null.
 *   Examples: capitalizeWords("hello world") equals "Hello World",
 *             capitalizeWords("") equals "",
 *             capitalizeWords("  two  spaces") equals "  Two  Spaces",
 *             capitalizeWords("hELLO") equals "HELLO",
 *             capitalizeWords("x1 9y") equals "X1 9y",
 *             capitalizeWords(null) throws.
 *
 * public static boolean isPalindrome(String s)
 *   Returns true if s reads the same forwards and backwards, i.e. for
 *   every index i, s.charAt(i) == s.charAt(s.length() - 1 - i).
 *   The comparison is exact: case matters and spaces and punctuation
 *   are compared like any other character. The empty string and every
 *   one-character string are palindromes.
 *   Throws IllegalArgumentException if s is null.
 *   Examples: isPalindrome("abba") == true, isPalindrome("racecar") == true,
 *             isPalindrome("") == true, isPalindrome("Abba") == false,
 *             isPalindrome("ab") == false, isPalindrome(null) throws.
 */
package beginner2;

public class WordUtils {

    public static int countVowels(String s) {
        if (s == null) {
            throw new IllegalArgumentException("s is null");
        }
        String vowels = "aeiouAEIOU";
        int count = 0;
        for (int i = 0; i < s.length(); i++) {
            if (vowels.indexOf(s.charAt(i)) >= 0) {
                count++;
            }
        }
        return count;
    }

    public static String capitalizeWords(String s) {
        if (s == null) {
            throw new IllegalArgumentException("s is null");
        }
        String result = "";
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (i == 0 || s.charAt(i - 1) == ' ') {
                c = Character.toUpperCase(c);
            }
            result = result + c;
        }
        return result;
    }

    public static boolean isPalindrome(String s) {
        if (s == null) {
            throw new IllegalArgumentException("s is null");
        }
        int n = s.length();
        for (int i = 0; i < n / 2; i++) {
            if (s.charAt(i) != s.charAt(n - 1 - i)) {
                return false;
            }
        }
        return true;
    }
}
