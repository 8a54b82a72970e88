package examples;

/** A dense tableswitch on the month, leap-year rules, and Math.floorMod in Zeller's weekday formula. */
public class DateValidator {
    public static int daysInMonth(int month, int year) {
        switch (month) {
            case 1: case 3: case 5: case 7: case 8: case 10: case 12:
                return 31;
            case 4: case 6: case 9: case 11:
                return 30;
            case 2:
                return isLeap(year) ? 29 : 28;
            default:
                throw new IllegalArgumentException("month must be in 1..12");
        }
    }

    /** Whether day/month/year is a date of the Gregorian calendar with a four-digit year. */
    public static boolean isValid(int day, int month, int year) {
        if (year < 1583 || year > 9999) {
            return false;
        }
        if (month < 1 || month > 12) {
            return false;
        }
        return day >= 1 && day <= daysInMonth(month, year);
    }

    /** Day of the week by Zeller's congruence: 0 = Saturday, 1 = Sunday, ..., 6 = Friday. */
    public static int dayOfWeek(int day, int month, int year) {
        if (!isValid(day, month, year)) {
            throw new IllegalArgumentException("not a valid date");
        }
        if (month < 3) {  // January and February count as months 13 and 14 of the previous year
            month += 12;
            year -= 1;
        }
        int yearOfCentury = year % 100;
        int century = year / 100;
        int h = day + 13 * (month + 1) / 5 + yearOfCentury + yearOfCentury / 4 + century / 4 + 5 * century;
        return Math.floorMod(h, 7);
    }

    private static boolean isLeap(int year) {
        return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    private DateValidator() {
        // static methods only
    }
}
