package eng;

import java.io.FileInputStream;
import java.io.IOException;
import java.lang.reflect.Method;
import java.util.TimeZone;

// What exploration may read of the platform: the JDK's own files (its
// time-zone data), never the machine's others; and reflection.
public class Platform {
    public static int jdkReleaseFirstByte() throws IOException {
        try (FileInputStream in = new FileInputStream(System.getProperty("java.home") + "/release")) {
            return in.read();
        }
    }

    public static int machineFileFirstByte() throws IOException {
        try (FileInputStream in = new FileInputStream("/etc/passwd")) {
            return in.read();
        }
    }

    public static String zoneOfHour(int hour) {
        TimeZone zone = TimeZone.getTimeZone(hour < 12 ? "Europe/Paris" : "America/New_York");
        return zone.getID() + " " + zone.getRawOffset();
    }

    public static int twice(int x) { return 2 * x; }

    public static int reflectedTwice(int x) throws ReflectiveOperationException {
        Method method = Platform.class.getMethod("twice", int.class);
        return (Integer) method.invoke(null, x) + Platform.class.getDeclaredFields().length;
    }
}
