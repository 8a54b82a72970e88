package seeded.fixed;

// The twin of seeded.buggy.Labels: the array holds Objects.
public class Labels {
    public static int store(Object label) {
        Object[] slots = new Object[2];
        slots[0] = label;
        return slots.length;
    }
}
