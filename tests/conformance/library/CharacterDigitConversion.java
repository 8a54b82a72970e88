// Checks Character.toUpperCase/toLowerCase (ASCII, Latin-1, Greek), getNumericValue,
// digit and forDigit with various radixes, toChars/charCount and arithmetic on chars.
public class CharacterDigitConversion {
    public static void main(String[] args) {
        char[] chars = {'a', 'z', 'A', '0', '9', '\u00e9', '\u00ff', '\u03b1', '1', '#'};
        for (char c : chars) {
            System.out.println(Integer.toHexString(c) + ": upper=" + Integer.toHexString(Character.toUpperCase(c))
                + " lower=" + Integer.toHexString(Character.toLowerCase(c)) + " numeric=" + Character.getNumericValue(c)
                + " digit10=" + Character.digit(c, 10) + " digit16=" + Character.digit(c, 16) + " digit36=" + Character.digit(c, 36));
        }
        System.out.println(Character.getNumericValue('\u0663') + " " + Character.digit('\u0663', 10) + " " + Character.getNumericValue('\u00bd') + " " + Character.getNumericValue('\u216b'));
        for (int d = 0; d < 16; d++) {
            System.out.print(Character.forDigit(d, 16));
        }
        System.out.println();
        System.out.println((int) Character.forDigit(10, 10) + " " + (int) Character.forDigit(5, 40) + "|" + Character.digit('5', 1));
        System.out.println(Character.toChars(0x1F600).length + " " + Character.charCount(0x1F600) + " " + Character.charCount('a'));
        System.out.println(Character.toString(97) + Character.toString('b'));
        char c = 'a';
        c += 2;
        System.out.println(c + " " + (char) (c + 1) + " " + (c + 1) + " " + ('z' - 'a'));
        System.out.println(Character.MIN_RADIX + " " + Character.MAX_RADIX + " " + (int) Character.MAX_VALUE);
        System.out.println(Character.compare('a', 'b') + " " + Character.isHighSurrogate('\uD800') + " " + Character.toCodePoint('\uD83D', '\uDE00'));
    }
}
