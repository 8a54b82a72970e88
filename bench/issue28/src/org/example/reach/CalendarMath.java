package org.example.reach;

/** Proleptic Gregorian calendar arithmetic on (year, month, day) triples, without java.time. */
public final class CalendarMath {
    private CalendarMath() {
    }

    public static boolean isLeapYear(int year) {
        return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    }

    public static int daysInMonth(int year, int month) {
        switch (month) {
            case 2:
                return isLeapYear(year) ? 29 : 28;
            case 4:
            case 6:
            case 9:
            case 11:
                return 30;
            case 1:
            case 3:
            case 5:
            case 7:
            case 8:
            case 10:
            case 12:
                return 31;
            default:
                throw new IllegalArgumentException("month must be 1..12: " + month);
        }
    }

    public static int dayOfYear(int year, int month, int day) {
        int length = daysInMonth(year, month);
        if (day < 1 || day > length) {
            throw new IllegalArgumentException("day out of range: " + day);
        }
        if (month == 2 && day > 29) {
            // unreachable for every input: daysInMonth(year, 2) is 28 or 29 and day <= it
            throw new AssertionError("February never has more than 29 days"); // TARGET unreachable
        }
        int result = day;
        for (int m = 1; m < month; m++) {
            result += daysInMonth(year, m);
        }
        return result;
    }

    public static String describe(int year, int month, int day) {
        int doy = dayOfYear(year, month, day);
        if (month == 2 && day == 29 && year % 100 == 0) {
            // a century year has a 29 February only when divisible by 400
            // witness: describe(2000, 2, 29)
            return "rare leap day"; // TARGET reachable
        }
        if (doy == (isLeapYear(year) ? 366 : 365)) {
            return "last day of the year";
        }
        return "day " + doy;
    }

    /**
     * Adds {@code days} (0..3660) to a date by stepping one day at a time; returns {year, month, day}.
     * With {@code withinNextYear} set, fails when the result lies beyond the following year.
     */
    public static int[] addDays(int year, int month, int day, int days, boolean withinNextYear) {
        dayOfYear(year, month, day);
        if (days < 0 || days > 3660) {
            throw new IllegalArgumentException("days must be 0..3660");
        }
        int y = year;
        int m = month;
        int d = day;
        int newYears = 0;
        for (int i = 0; i < days; i++) {
            d++;
            if (d > daysInMonth(y, m)) {
                d = 1;
                m++;
                if (m > 12) {
                    m = 1;
                    y++;
                    newYears++;
                    if (newYears == 2 && withinNextYear) {
                        // witness: addDays(2022, 12, 31, 366, true) (2023-01-01 after 1 step, 2024-01-01 after 366)
                        throw new IllegalArgumentException("result is more than a year boundary away"); // TARGET reachable
                    }
                }
            }
        }
        return new int[] {y, m, d};
    }

    /** Months from (y1, m1) to (y2, m2), in int arithmetic. */
    public static int monthsBetween(int y1, int m1, int y2, int m2) {
        if (m1 < 1 || m1 > 12 || m2 < 1 || m2 > 12) {
            throw new IllegalArgumentException("month must be 1..12");
        }
        int from = y1 * 12 + m1;
        int to = y2 * 12 + m2;
        int diff = to - from;
        if (y2 > y1 && diff < 0) {
            // witness: monthsBetween(0, 1, 200000000, 1)
            throw new ArithmeticException("month count overflowed"); // TARGET reachable
        }
        return diff;
    }
}
