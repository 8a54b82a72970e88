package shadow;

// Shadows java.lang.Integer inside package shadow.
public class Integer {
    public static int min() {
        return java.lang.Integer.MIN_VALUE;
    }
}
