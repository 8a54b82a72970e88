package examples;

/** Remainder chains and short-circuit conditions: Gregorian leap years, and a loop over a symbolic span of years. */
public class LeapYear {
    public static boolean isLeap(int year) {
        return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    public static int daysInYear(int year) {
        return isLeap(year) ? 366 : 365;
    }

    /** Leap years among from, from + 1, ..., from + years - 1. */
    public static int countLeapYears(int from, int years) {
        if (years < 0 || years > 400) {
            throw new IllegalArgumentException("years must be in 0..400");
        }
        int count = 0;
        for (int i = 0; i < years; i++) {
            if (isLeap(from + i)) {
                count++;
            }
        }
        return count;
    }

    private LeapYear() {
        // static methods only
    }
}
