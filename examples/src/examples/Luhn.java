package examples;

/** A loop over an int's decimal digits (at most ten iterations) computing the Luhn check digit. */
public class Luhn {
    /** The digit to append to payload so that the whole number passes the Luhn check. */
    public static int checkDigit(int payload) {
        if (payload < 0) {
            throw new IllegalArgumentException("payload must not be negative");
        }
        int sum = 0;
        boolean doubleIt = true;  // the payload's last digit is doubled
        for (int n = payload; n > 0; n /= 10) {
            int digit = n % 10;
            if (doubleIt) {
                digit *= 2;
                if (digit > 9) {
                    digit -= 9;
                }
            }
            sum += digit;
            doubleIt = !doubleIt;
        }
        return (10 - sum % 10) % 10;
    }

    /** Whether number's last digit is the check digit of the digits before it. */
    public static boolean isValid(int number) {
        if (number < 0) {
            return false;
        }
        return checkDigit(number / 10) == number % 10;
    }

    private Luhn() {
        // static methods only
    }
}
