// Checks Character.isDigit, isLetter, isLetterOrDigit, isWhitespace, isSpaceChar,
// isUpperCase, isLowerCase, isAlphabetic on ASCII and a few non-ASCII chars.
public class CharacterClassify {
    public static void main(String[] args) {
        char[] chars = {'a', 'Z', '5', ' ', '\t', '\n', '_', '$', '!', '\u00e9', '\u00c9', '\u65e5', '\u0660', '\u00a0', '\u2003', '\u0000', '\u00df', '\u03a9'};
        for (char c : chars) {
            System.out.println(Integer.toHexString(c) + ": digit=" + Character.isDigit(c) + " letter=" + Character.isLetter(c)
                + " letterOrDigit=" + Character.isLetterOrDigit(c) + " ws=" + Character.isWhitespace(c)
                + " space=" + Character.isSpaceChar(c) + " upper=" + Character.isUpperCase(c)
                + " lower=" + Character.isLowerCase(c) + " alpha=" + Character.isAlphabetic(c)
                + " javaStart=" + Character.isJavaIdentifierStart(c) + " type=" + Character.getType(c));
        }
        int letters = 0;
        for (char c = 0; c < 128; c++) {
            if (Character.isLetter(c)) {
                letters++;
            }
        }
        System.out.println("ascii letters=" + letters);
        System.out.println(Character.isDigit(0x1D7CE) + " " + Character.isLetter(0x1F600) + " " + Character.isSurrogate('\uD83D'));
    }
}
