package examples;

/** Double thresholds and conversions: temperature bands, absolute zero, and a NaN that slips through a comparison. */
public class Temperature {
    public static final double ABSOLUTE_ZERO = -273.15;

    public static final int FREEZING = 0;
    public static final int COLD = 1;
    public static final int MILD = 2;
    public static final int WARM = 3;
    public static final int HOT = 4;

    public static final int SOLID = 0;
    public static final int LIQUID = 1;
    public static final int GAS = 2;

    public static double celsiusToFahrenheit(double celsius) {
        if (celsius < ABSOLUTE_ZERO) {
            throw new IllegalArgumentException("below absolute zero");
        }
        return celsius * 9.0 / 5.0 + 32.0;
    }

    public static int band(double celsius) {
        if (Double.isNaN(celsius) || celsius < ABSOLUTE_ZERO) {
            throw new IllegalArgumentException("not a temperature");
        }
        if (celsius < 0) return FREEZING;
        if (celsius < 10) return COLD;
        if (celsius < 20) return MILD;
        if (celsius < 30) return WARM;
        return HOT;
    }

    /**
     * Water's state at an altitude: the boiling point drops about one degree per 300 m.
     * No NaN check, so a NaN temperature fails both comparisons and is reported as GAS.
     */
    public static int waterState(double celsius, int altitudeMeters) {
        if (altitudeMeters < -500 || altitudeMeters > 9000) {
            throw new IllegalArgumentException("altitude out of range");
        }
        int boilingPoint = 100 - altitudeMeters / 300;
        if (celsius <= 0) {
            return SOLID;
        }
        if (celsius < boilingPoint) {
            return LIQUID;
        }
        return GAS;
    }

    /** Whole degrees Fahrenheit to the nearest whole degree Celsius; int arithmetic that wraps for huge inputs. */
    public static int fahrenheitToCelsius(int fahrenheit) {
        int scaled = (fahrenheit - 32) * 5;  // nine times the Celsius value
        if (scaled >= 0) {
            return (scaled + 4) / 9;
        }
        return (scaled - 4) / 9;  // division rounds toward zero, so round negative values the other way
    }

    private Temperature() {
        // static methods only
    }
}
