package cf;

// Every kind of ConstantValue attribute, plus fields that must not get one.
public class Constants {
    public static final int INT = 123456789;
    public static final int MIN_INT = Integer.MIN_VALUE;
    public static final long LONG = 1234567890123L;
    public static final long MIN_LONG = Long.MIN_VALUE;
    public static final float FLOAT = 1.5f;
    public static final float NAN = Float.NaN;
    public static final double DOUBLE = 2.25;
    public static final double NEG_ZERO = -0.0;
    public static final boolean BOOL = true;
    public static final char CHAR = 'x';
    public static final byte BYTE = -5;
    public static final short SHORT = -300;
    public static final String STRING = "hello";
    public final int instanceConstant = 5;

    public static int notFinal = 3;
    public static final Object NOT_CONSTANT = new Object();

    public static int sum() {
        return INT + (int) LONG + BYTE + SHORT + CHAR + notFinal;
    }
}
