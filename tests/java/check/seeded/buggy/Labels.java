package seeded.buggy;

// Seeded bug: an array of Strings seen as Object[] takes any object.
public class Labels {
    public static int store(Object label) {
        Object[] slots = new String[2];
        slots[0] = label;
        return slots.length;
    }
}
