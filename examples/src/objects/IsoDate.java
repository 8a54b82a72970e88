package objects;

/** A calendar date parsed from the strict form "YYYY-MM-DD" (years 0001 to 9999, Gregorian rules). */
public final class IsoDate {
    private final int year;
    private final int month;
    private final int day;

    private IsoDate(int year, int month, int day) {
        this.year = year;
        this.month = month;
        this.day = day;
    }

    /** Parses the text, or returns null when it is not a valid date. */
    public static IsoDate parse(String text) {
        if (text == null || text.length() != 10 || text.charAt(4) != '-' || text.charAt(7) != '-') {
            return null;
        }
        for (int i = 0; i < 10; i++) {
            char c = text.charAt(i);
            if (i != 4 && i != 7 && (c < '0' || c > '9')) {
                return null;
            }
        }
        int year = Integer.parseInt(text.substring(0, 4));
        int month = Integer.parseInt(text.substring(5, 7));
        int day = Integer.parseInt(text.substring(8, 10));
        if (year == 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
            return null;
        }
        return new IsoDate(year, month, day);
    }

    public static boolean isValid(String text) {
        return parse(text) != null;
    }

    static boolean isLeapYear(int year) {
        return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    }

    static int daysInMonth(int year, int month) {
        switch (month) {
            case 2:
                return isLeapYear(year) ? 29 : 28;
            case 4:
            case 6:
            case 9:
            case 11:
                return 30;
            default:
                return 31;
        }
    }

    public int year() {
        return year;
    }

    public int month() {
        return month;
    }

    public int day() {
        return day;
    }

    /** 1 for January 1st, up to 365 or 366. */
    public int dayOfYear() {
        int n = day;
        for (int m = 1; m < month; m++) {
            n += daysInMonth(year, m);
        }
        return n;
    }

    public int compareTo(IsoDate other) {
        if (year != other.year) {
            return year < other.year ? -1 : 1;
        }
        if (month != other.month) {
            return month < other.month ? -1 : 1;
        }
        return Integer.compare(day, other.day);
    }

    /** The following day; throws after 9999-12-31. */
    public IsoDate nextDay() {
        if (day < daysInMonth(year, month)) {
            return new IsoDate(year, month, day + 1);
        }
        if (month < 12) {
            return new IsoDate(year, month + 1, 1);
        }
        if (year == 9999) {
            throw new IllegalStateException("no date after 9999-12-31");
        }
        return new IsoDate(year + 1, 1, 1);
    }

    @Override
    public String toString() {
        return String.format("%04d-%02d-%02d", year, month, day);
    }
}
