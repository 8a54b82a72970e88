package cf;

// Control flow that needs every kind of StackMapTable frame.
public class Loops {
    // append (i, j), same, chop, same_locals_1_stack_item (the ternary)
    public static int nested(int n) {
        int total = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                total += j;
            }
            if (total > 100) {
                total -= 100;
            }
        }
        return total > 0 ? total : -total;
    }

    // More than three new locals at once: full frames.
    public static long full(int n) {
        long result = 0;
        if (n > 0) {
            int a = 1;
            long b = 2;
            String c = "c";
            double d = 4;
            Object e = c;
            for (int k = 0; k < n; k++) {
                result += a + b + c.length() + (long) d + e.hashCode();
            }
        }
        return result;
    }

    public static int whileLoop(int[] values) {
        int index = 0;
        int found = -1;
        while (index < values.length) {
            if (values[index] == 0) {
                found = index;
                break;
            }
            index++;
        }
        return found;
    }

    public static String switchOn(int value) {
        switch (value) {
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 1000: return "thousand";
            default: return "many";
        }
    }
}
