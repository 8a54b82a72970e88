// Checks inner (non-static) classes: access to outer instance fields and
// methods, Outer.this, outer.new Inner(), and inner classes of different outers.
public class InnerClassOuterAccess {
    private int value;
    private String name;

    InnerClassOuterAccess(String name, int value) { this.name = name; this.value = value; }

    private String shout() { return name.toUpperCase(); }

    class Inner {
        int value = -1;
        String show() {
            return "inner " + value + " outer " + InnerClassOuterAccess.this.value + " name " + name + " shout " + shout();
        }
        void bump() { InnerClassOuterAccess.this.value += 10; }
        class Deepest {
            String all() { return name + ":" + InnerClassOuterAccess.this.value + ":" + Inner.this.value; }
        }
    }

    public static void main(String[] args) {
        InnerClassOuterAccess a = new InnerClassOuterAccess("alpha", 1);
        InnerClassOuterAccess b = new InnerClassOuterAccess("beta", 2);
        InnerClassOuterAccess.Inner ia = a.new Inner();
        InnerClassOuterAccess.Inner ib = b.new Inner();
        System.out.println(ia.show());
        System.out.println(ib.show());
        ia.bump();
        ia.bump();
        System.out.println("a.value=" + a.value + " b.value=" + b.value);
        InnerClassOuterAccess.Inner.Deepest d = ib.new Deepest();
        ib.value = 77;
        System.out.println(d.all());
        System.out.println(ia.getClass().getName() + " " + d.getClass().getName());
    }
}
