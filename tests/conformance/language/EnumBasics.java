// Checks enum values(), valueOf, ordinal, name, toString, compareTo, equality,
// getDeclaringClass, and that values() returns a fresh array each call.
public class EnumBasics {
    enum Color { RED, GREEN, BLUE }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c.ordinal() + " " + c.name() + " " + c);
        }
        Color g = Color.valueOf("GREEN");
        System.out.println("valueOf GREEN same: " + (g == Color.GREEN));
        System.out.println("compareTo: " + Color.RED.compareTo(Color.BLUE) + " " + Color.BLUE.compareTo(Color.RED) + " " + g.compareTo(Color.GREEN));
        System.out.println("equals: " + Color.RED.equals(Color.RED) + " " + Color.RED.equals(Color.GREEN) + " " + Color.RED.equals("RED"));
        Color[] v1 = Color.values();
        Color[] v2 = Color.values();
        v1[0] = Color.BLUE;
        System.out.println("fresh values array: " + (v1 != v2) + " " + v2[0]);
        System.out.println("declaring class: " + Color.RED.getDeclaringClass().getName());
        System.out.println("class name: " + Color.RED.getClass().getName() + " simple: " + Color.class.getSimpleName());
        System.out.println("instanceof Enum: " + (Color.RED instanceof Enum) + " Comparable: " + (Color.RED instanceof Comparable));
        System.out.println("Enum.valueOf: " + Enum.valueOf(Color.class, "BLUE").ordinal());
        System.out.println("count: " + Color.values().length);
    }
}
