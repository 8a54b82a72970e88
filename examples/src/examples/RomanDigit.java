package examples;

/** A switch on chars (javac makes it a tableswitch over 'C'..'X'), char arithmetic, and rules for subtractive pairs. */
public class RomanDigit {
    public static int value(char digit) {
        switch (digit) {
            case 'I': return 1;
            case 'V': return 5;
            case 'X': return 10;
            case 'L': return 50;
            case 'C': return 100;
            case 'D': return 500;
            case 'M': return 1000;
            default: throw new IllegalArgumentException("not a Roman digit");
        }
    }

    /** Like value, but lower-case digits are accepted too. */
    public static int valueIgnoringCase(char digit) {
        if (digit >= 'a' && digit <= 'z') {
            digit = (char) (digit - 'a' + 'A');
        }
        return value(digit);
    }

    /** Value of two adjacent digits: ('X', 'V') is 15, ('I', 'X') is 9; ('I', 'C') and ('V', 'X') are rejected. */
    public static int pairValue(char first, char second) {
        int a = value(first);
        int b = value(second);
        if (a >= b) {
            return a + b;
        }
        // Only I, X and C may be subtracted, and only from the next two digits up.
        if (b > 10 * a || a == 5 || a == 50 || a == 500) {
            throw new IllegalArgumentException("invalid subtractive pair");
        }
        return b - a;
    }

    private RomanDigit() {
        // static methods only
    }
}
