// Checks enums with fields, constructors and methods, switch statements and
// switch expressions over an enum, and a static lookup built in the enum.
public class EnumSwitchAndFields {
    enum Planet {
        MERCURY(3, 1), EARTH(6, 10), JUPITER(70, 3000);
        final int radius;
        final int mass;
        static int constructed;
        Planet(int radius, int mass) { this.radius = radius; this.mass = mass; }
        int density() { return mass / radius; }
    }
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN;
        boolean weekend() { return this == SAT || this == SUN; }
    }

    static String kind(Day d) {
        switch (d) {
            case SAT:
            case SUN:
                return "weekend";
            case WED:
                return "midweek";
            default:
                return "weekday";
        }
    }

    static int letters(Day d) {
        return switch (d) {
            case MON, FRI, SUN -> 6;
            case TUE -> 7;
            case WED -> { int n = "wednesday".length(); yield n; }
            case THU, SAT -> 8;
        };
    }

    public static void main(String[] args) {
        for (Planet p : Planet.values()) {
            System.out.println(p + " r=" + p.radius + " m=" + p.mass + " d=" + p.density());
        }
        for (Day d : Day.values()) {
            System.out.println(d + " " + kind(d) + " " + letters(d) + " " + d.weekend());
        }
        Day n = null;
        try {
            kind(n);
        } catch (NullPointerException e) {
            System.out.println("switch on null enum: NPE");
        }
    }
}
