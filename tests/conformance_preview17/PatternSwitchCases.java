// Pattern switches as JDK 17 runs them with --enable-preview: every kind of
// SwitchBootstraps label (Class, String, Integer against Integer and
// Character selectors, enum constants through enumSwitch), guards that
// fail and make the switch try the labels after theirs, `case null`, and
// the NullPointerException of a switch without it.
public class PatternSwitchCases {
    sealed interface Animal permits Cat, Dog, Fish {}

    record Cat(String name, int lives) implements Animal {}

    record Dog(String name) implements Animal {}

    record Fish(int fins) implements Animal {}

    enum Day { MON, TUE, WED, SAT, SUN }

    static String animal(Animal a) {
        return switch (a) {
            case Cat c && c.lives() > 8 -> "lucky cat " + c.name();
            case Cat c && c.name().isEmpty() -> "nameless cat";
            case Cat c -> "cat " + c.name() + "/" + c.lives();
            case Dog d && d.name().startsWith("R") -> "R-dog";
            case Dog d -> "dog " + d.name();
            case Fish f -> "fish with " + f.fins() + " fins";
        };
    }

    static String object(Object o) {
        return switch (o) {
            case null -> "null!";
            case String s && s.length() > 3 -> "long string " + s;
            case String s -> "short string " + s;
            case Integer i && i < 0 -> "negative " + i;
            case Integer i -> "int " + i;
            case Animal a -> "animal: " + animal(a);
            case int[] array -> "ints of length " + array.length;
            default -> "something else: " + o.getClass().getSimpleName();
        };
    }

    static int text(String s) {
        return switch (s) {
            case "alpha" -> 1;
            case "beta" -> 2;
            case String t && t.startsWith("al") -> 3;
            case "gamma" -> 4;
            default -> 5;
        };
    }

    static String letter(Character c) {
        return switch (c) {
            case 'x' -> "ex";
            case 'y' -> "why";
            case Character d && Character.isDigit(d) -> "digit " + d;
            default -> "other " + c;
        };
    }

    static String number(Integer n) {
        return switch (n) {
            case 1 -> "one";
            case 2 -> "two";
            case Integer big && big > 1000 -> "big";
            default -> "some " + n;
        };
    }

    static String day(Day d) {
        return switch (d) {
            case SAT, SUN -> "weekend";
            case Day x && x.ordinal() == 0 -> "start";
            case MON -> "unreachable monday";
            default -> "weekday " + d.name().toLowerCase();
        };
    }

    public static void main(String[] args) {
        Animal[] animals = {new Cat("Tom", 9), new Cat("", 3), new Cat("Kit", 2), new Dog("Rex"), new Dog("Fido"), new Fish(4)};
        for (Animal a : animals) System.out.println(animal(a));
        Object[] objects = {null, "hello", "hi", -5, 42, new Fish(2), new int[3], 3.5, 'c'};
        for (Object o : objects) System.out.println(object(o));
        for (String s : new String[] {"alpha", "beta", "also", "gamma", "delta"}) System.out.println(s + " -> " + text(s));
        for (char c : "xy7z".toCharArray()) System.out.println(letter(c));
        for (int n : new int[] {1, 2, 5000, 7}) System.out.println(number(n));
        for (Day d : Day.values()) System.out.println(d + " " + day(d));
        try {
            animal(null);
        } catch (NullPointerException e) {
            System.out.println("null animal: NullPointerException");
        }
        try {
            text(null);
        } catch (NullPointerException e) {
            System.out.println("null text: NullPointerException");
        }
    }
}
