// Checks getClass().getName() and getSimpleName() of library objects, arrays of all
// kinds, nested/inner classes, enums, records, anonymous-free lambdas excluded.
import java.util.ArrayList;
import java.util.HashMap;

public class ClassNamesOfObjects {
    static class Inner {
    }

    static class Deeper {
        static class Deepest {
        }
    }

    enum Color { RED, GREEN }

    record Pair(int a, int b) {
    }

    interface Shape {
    }

    static final class Square implements Shape {
    }

    public static void main(String[] args) {
        Object[] objects = {
            "s", 1, 1L, 1.0, 1.0f, 'c', true, (byte) 1, (short) 1,
            new int[0], new String[0], new int[0][0], new long[1], new double[1], new boolean[1],
            new char[1], new byte[1], new short[1], new float[1], new Object[0], new Integer[2][3],
            new ArrayList<>(), new HashMap<>(), new StringBuilder(),
            new Inner(), new Deeper.Deepest(), Color.RED, new Pair(1, 2), new Square(),
            new Inner[0], new Color[0][0], new Object()
        };
        for (Object o : objects) {
            System.out.println(o.getClass().getName() + " | " + o.getClass().getSimpleName());
        }
        System.out.println(int.class.getName() + " " + void.class.getName() + " " + int[].class.getName() + " " + String.class.getSimpleName());
        System.out.println(Color.GREEN.getDeclaringClass().getName() + " " + Color.RED.name() + " " + Color.GREEN.ordinal());
        System.out.println(new Pair(3, 4));
        System.out.println(Inner.class == new Inner().getClass());
        System.out.println(new ArrayList<String>().getClass() == new ArrayList<Integer>().getClass());
        Shape sq = new Square();
        System.out.println(sq instanceof Square ? "square" : "other");
    }
}
