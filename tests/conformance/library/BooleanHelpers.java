// Checks Boolean.parseBoolean (case-insensitive, null, garbage), valueOf,
// toString, logicalAnd/Or/Xor, compare and the boolean operators including ^.
public class BooleanHelpers {
    public static void main(String[] args) {
        String[] inputs = {"true", "TRUE", "True", "false", "yes", "1", "", null, " true"};
        for (String s : inputs) {
            System.out.println(s + " -> " + Boolean.parseBoolean(s) + " " + Boolean.valueOf(s));
        }
        boolean[] bs = {false, true};
        for (boolean a : bs) {
            for (boolean b : bs) {
                System.out.println(a + "," + b + ": and=" + Boolean.logicalAnd(a, b) + " or=" + Boolean.logicalOr(a, b)
                    + " xor=" + Boolean.logicalXor(a, b) + " ^=" + (a ^ b) + " &=" + (a & b) + " |=" + (a | b)
                    + " compare=" + Boolean.compare(a, b));
            }
        }
        System.out.println(Boolean.toString(true) + " " + Boolean.TRUE + " " + Boolean.FALSE.toString());
        System.out.println(Boolean.TRUE.equals(true) + " " + Boolean.TRUE.equals("true") + " " + Boolean.TRUE.booleanValue());
        System.out.println(!true + " " + (true == Boolean.TRUE));
    }
}
