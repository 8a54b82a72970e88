// Checks Double.parseDouble/valueOf on decimal, exponent, hex-float, signed,
// whitespace-padded, "NaN"/"Infinity" and suffixed inputs, plus rounding edge cases.
public class DoubleParseDouble {
    public static void main(String[] args) {
        String[] inputs = {
            "0", "1", "-1.5", "3.14159", "1e10", "1E-5", "+.5", "5.", ".25e2", "  42.0  ",
            "NaN", "Infinity", "-Infinity", "0x1.8p1", "1d", "2.5f", "4.9e-324", "2e-324",
            "1.7976931348623157E308", "1.8e308", "0.1", "123456789012345678901234567890",
            "-0", "0.30000000000000004", "9007199254740993"
        };
        for (String s : inputs) {
            double d = Double.parseDouble(s);
            System.out.println("'" + s + "' -> " + d + " bits=" + Long.toHexString(Double.doubleToLongBits(d)));
        }
        System.out.println(Double.valueOf("2.5").equals(2.5));
        System.out.println(Double.parseDouble("0.1") == 0.1);
        System.out.println(Double.parseDouble("1e-400") + " " + Double.parseDouble("-1e-400"));
        System.out.println(Float.parseFloat("1.00000017881393421514957253748434595763683319091796875001"));
    }
}
