import java.util.TimeZone;
import java.util.zip.CRC32;

// The default time zone as the JVM finds it (TZ, /etc/timezone,
// /etc/localtime), zones read from the JDK's tzdb.dat (checked by CRC32),
// and the checksums themselves (CRC32, Adler32).
public class TimeZoneDefault {
    public static void main(String[] a) {
        TimeZone zone = TimeZone.getDefault();
        System.out.println(zone.getID() + " " + zone.getRawOffset() + " " + zone.useDaylightTime());
        TimeZone ny = TimeZone.getTimeZone("America/New_York");
        System.out.println(ny.getID() + " " + ny.getRawOffset() + " " + ny.getOffset(1_700_000_000_000L) + " " + ny.inDaylightTime(new java.util.Date(1_690_000_000_000L)));
        System.out.println(TimeZone.getTimeZone("No/Such").getID());
        CRC32 crc = new CRC32();
        crc.update("hello".getBytes());
        crc.update(7);
        System.out.println(Long.toHexString(crc.getValue()));
        java.util.zip.Adler32 adler = new java.util.zip.Adler32();
        adler.update("hello".getBytes(), 1, 3);
        adler.update(200);
        System.out.println(Long.toHexString(adler.getValue()));
    }
}
