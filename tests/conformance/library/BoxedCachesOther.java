// Checks the valueOf caches of Long, Short, Byte, Character and Boolean, and
// that Float/Double valueOf are never cached.
public class BoxedCachesOther {
    public static void main(String[] args) {
        System.out.println("Long " + (Long.valueOf(127L) == Long.valueOf(127L)) + " " + (Long.valueOf(128L) == Long.valueOf(128L))
            + " " + (Long.valueOf(-128L) == Long.valueOf(-128L)) + " " + (Long.valueOf(-129L) == Long.valueOf(-129L)));
        System.out.println("Short " + (Short.valueOf((short) 127) == Short.valueOf((short) 127)) + " " + (Short.valueOf((short) 128) == Short.valueOf((short) 128)));
        boolean allBytes = true;
        for (int i = -128; i <= 127; i++) {
            allBytes &= Byte.valueOf((byte) i) == Byte.valueOf((byte) i);
        }
        System.out.println("Byte " + allBytes);
        System.out.println("Character " + (Character.valueOf('a') == Character.valueOf('a')) + " " + (Character.valueOf((char) 127) == Character.valueOf((char) 127))
            + " " + (Character.valueOf((char) 128) == Character.valueOf((char) 128)) + " " + (Character.valueOf('\u00e9') == Character.valueOf('\u00e9')));
        System.out.println("Boolean " + (Boolean.valueOf(true) == Boolean.TRUE) + " " + (Boolean.valueOf("TRUE") == Boolean.TRUE) + " " + (Boolean.valueOf("yes") == Boolean.FALSE));
        Boolean auto = true;
        System.out.println(auto == Boolean.TRUE);
        System.out.println("Double " + (Double.valueOf(1.0) == Double.valueOf(1.0)) + " " + Double.valueOf(1.0).equals(Double.valueOf(1.0)));
        System.out.println("Float " + (Float.valueOf(1.0f) == Float.valueOf(1.0f)) + " " + Float.valueOf(1.0f).equals(1.0f));
        Long l1 = 10L;
        Long l2 = 10L;
        Character c1 = 'z';
        Character c2 = 'z';
        System.out.println((l1 == l2) + " " + (c1 == c2));
    }
}
