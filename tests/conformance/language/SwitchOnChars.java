// Checks switch on char values (letters, digits, escapes, '\uffff') with
// grouped cases, and classification of a string character by character.
public class SwitchOnChars {
    static String kind(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
            case '0': case '1': case '2': case '3': case '4':
            case '5': case '6': case '7': case '8': case '9': return "digit";
            case ' ': case '\t': case '\n': return "space";
            case '\uffff': return "max-char";
            case '\u0000': return "nul";
            default:
                if (c >= 'a' && c <= 'z') return "consonant";
                return "other";
        }
    }

    public static void main(String[] args) {
        String s = "hi 42\tok!";
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            System.out.println((int) c + " " + kind(c));
        }
        System.out.println(kind((char) 0xFFFF) + " " + kind((char) 0) + " " + kind((char) ('a' + 4)));
        int vowels = 0;
        for (char c : "programming language".toCharArray()) {
            switch (c) { case 'a', 'e', 'i', 'o', 'u' -> vowels++; default -> { } }
        }
        System.out.println("vowels=" + vowels);
    }
}
