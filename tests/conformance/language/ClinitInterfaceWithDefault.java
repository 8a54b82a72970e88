// Checks that initialising a class initialises superinterfaces that declare
// default methods (JVMS 5.5), before the class itself, but not other interfaces.
public class ClinitInterfaceWithDefault {
    static int log(String s) { System.out.println("  init " + s); return 1; }

    interface WithDefault {
        int W = log("WithDefault");
        default String hello() { return "hello"; }
    }
    interface NoDefault {
        int N = log("NoDefault");
        String other();
    }
    static class Impl implements NoDefault, WithDefault {
        static { log("Impl"); }
        public String other() { return "other"; }
    }
    static class Base { static { log("Base"); } }
    static class Sub extends Base implements WithDefault { static { log("Sub"); } }

    public static void main(String[] args) {
        System.out.println("new Impl");
        Impl i = new Impl();
        System.out.println(i.hello() + " " + i.other());
        System.out.println("new Sub");
        new Sub();
        System.out.println("done");
    }
}
