// Checks field hiding: the field used depends on the static type of the
// reference, not the runtime class; super.field and casts select hidden fields.
public class FieldHidingSubclass {
    static class Base {
        String name = "base";
        static String kind = "BaseKind";
        String getName() { return name; }
    }
    static class Derived extends Base {
        String name = "derived";
        static String kind = "DerivedKind";
        String getName() { return name; }
        String superName() { return super.name; }
        String both() { return name + "/" + super.name + "/" + ((Base) this).name; }
    }
    static class Deeper extends Derived {
        int name = 42;
        String all() { return name + " " + ((Derived) this).name + " " + ((Base) this).name; }
    }

    public static void main(String[] args) {
        Derived d = new Derived();
        Base b = d;
        System.out.println("d.name=" + d.name);
        System.out.println("b.name=" + b.name);
        System.out.println("b.getName()=" + b.getName());
        System.out.println("superName=" + d.superName());
        System.out.println("both=" + d.both());
        System.out.println("Base.kind=" + Base.kind + " Derived.kind=" + Derived.kind);
        Deeper x = new Deeper();
        System.out.println("deeper all=" + x.all());
        x.name = 7;
        ((Base) x).name = "B!";
        System.out.println("after writes=" + x.all() + " getName=" + x.getName());
    }
}
