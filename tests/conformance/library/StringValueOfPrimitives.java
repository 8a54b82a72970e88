// Checks String.valueOf for every primitive type, char[] (whole and range),
// a null Object reference, and boxed values.
public class StringValueOfPrimitives {
    public static void main(String[] args) {
        System.out.println(String.valueOf(true) + " " + String.valueOf(false));
        System.out.println(String.valueOf('x') + " " + (int) String.valueOf('\u00e9').charAt(0));
        System.out.println(String.valueOf((byte) -128) + " " + String.valueOf((short) 32767));
        System.out.println(String.valueOf(42) + " " + String.valueOf(Integer.MIN_VALUE));
        System.out.println(String.valueOf(9876543210L) + " " + String.valueOf(Long.MIN_VALUE));
        System.out.println(String.valueOf(1.5f) + " " + String.valueOf(-0.0f));
        System.out.println(String.valueOf(2.25) + " " + String.valueOf(1e100));
        char[] chars = {'h', 'e', 'l', 'l', 'o'};
        System.out.println(String.valueOf(chars));
        System.out.println(String.valueOf(chars, 1, 3));
        System.out.println(String.copyValueOf(chars, 2, 2));
        Object nothing = null;
        System.out.println(String.valueOf(nothing));
        System.out.println(String.valueOf(nothing).length());
        Object boxed = Integer.valueOf(7);
        System.out.println(String.valueOf(boxed));
        System.out.println(String.valueOf(new StringBuilder("sb")));
        chars[0] = 'j';
        System.out.println(new String(chars));
        try {
            System.out.println(String.valueOf(chars, 3, 5));
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }
}
