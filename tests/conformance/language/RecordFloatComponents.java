// Checks a record's generated equals/hashCode/toString for float, double, long, char and
// boolean components: NaN equals NaN, 0.0 does not equal -0.0 (Float/Double.compare rules).
public class RecordFloatComponents {
    record Sample(float f, double d, long l, char c, boolean b) {}

    public static void main(String[] args) {
        Sample nan = new Sample(Float.NaN, Double.NaN, 1L, 'x', true);
        System.out.println(nan.equals(new Sample(Float.NaN, Double.NaN, 1L, 'x', true)) + " " + nan.hashCode());
        Sample zero = new Sample(0.0f, 0.0, -1L, 'y', false);
        Sample negativeZero = new Sample(-0.0f, -0.0, -1L, 'y', false);
        System.out.println(zero.equals(negativeZero) + " " + zero.hashCode() + " " + negativeZero.hashCode());
        System.out.println(new Sample(1.5f, 2.25, Long.MIN_VALUE, '\u00e9', true).hashCode());
        System.out.println(zero + " " + nan);
        System.out.println(zero.equals(null) + " " + zero.equals("Sample") + " " + zero.equals(zero));
    }
}
