package beginner3;

import java.util.ArrayList;
import java.util.List;

/*
 * SPECIFICATION -- TemperatureLog
 *
 * A log of whole-degree Celsius temperature readings, kept in the order they
 * were recorded. A new log is empty.
 *
 * void record(int celsius)
 *   Adds a reading to the end of the log.
 *   Throws IllegalArgumentException if celsius < -100 or celsius > 100
 *   (the log is left unchanged). -100 and 100 themselves are accepted.
 *   Example: record(20); record(-5); count() == 2
 *
 * int count()
 *   Returns the number of readings recorded so far. Example: new log -> 0.
 *
 * int max()
 *   Returns the highest reading.
 *   Throws IllegalStateException if the log is empty.
 *   Example: readings 3, 9, -2 -> 9
 *
 * int average()
 *   Returns the sum of the readings divided by their number, using Java int
 *   division (the result is truncated toward zero).
 *   Throws IllegalStateException if the log is empty.
 *   Examples: readings 10, 20, 31 -> 20;  readings -3, -4 -> -3
 *
 * int countAbove(int threshold)
 *   Returns how many readings are strictly greater than threshold.
 *   Returns 0 for an empty log.
 *   Examples: readings 10, 20, 30: countAbove(20) -> 1; countAbove(9) -> 3;
 *             countAbove(30) -> 0
 */
public class TemperatureLog {
    private final List<Integer> readings = new ArrayList<>();

    public void record(int celsius) {
        if (celsius < -100 || celsius > 100) {
            throw new IllegalArgumentException("reading out of range: " + celsius);
        }
        readings.add(celsius);
    }

    public int count() {
        return readings.size();
    }

    public int max() {
        if (readings.isEmpty()) {
            throw new IllegalStateException("no readings");
        }
        int best = readings.get(0);
        for (int r : readings) {
            if (r > best) {
                best = r;
            }
        }
        return best;
    }

    public int average() {
        if (readings.isEmpty()) {
            throw new IllegalStateException("no readings");
        }
        int sum = 0;
        for (int r : readings) {
            sum += r;
        }
        return sum / readings.size();
    }

    public int countAbove(int threshold) {
        int n = 0;
        for (int r : readings) {
            if (r >= threshold) {
                n++;
            }
        }
        return n;
    }
}
