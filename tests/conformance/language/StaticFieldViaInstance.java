// Checks static field access through instance expressions (including a null
// reference, which must not throw) and sharing of static state between instances.
public class StaticFieldViaInstance {
    static int counter;
    static String label = "init";
    int id;

    StaticFieldViaInstance() { counter++; id = counter; }

    static StaticFieldViaInstance make() {
        System.out.println("make called");
        return null;
    }

    @SuppressWarnings("static-access")
    public static void main(String[] args) {
        StaticFieldViaInstance a = new StaticFieldViaInstance();
        StaticFieldViaInstance b = new StaticFieldViaInstance();
        System.out.println("a.counter=" + a.counter + " b.counter=" + b.counter + " ids=" + a.id + "," + b.id);
        a.counter = 10;
        System.out.println("b.counter after a.counter=10: " + b.counter);
        StaticFieldViaInstance n = null;
        System.out.println("null.label=" + n.label);
        n.counter += 5;
        System.out.println("counter=" + counter);
        // The qualifying expression is still evaluated for its side effects.
        System.out.println("via method: " + make().label);
        b.label = "changed";
        System.out.println("label=" + StaticFieldViaInstance.label);
    }
}
