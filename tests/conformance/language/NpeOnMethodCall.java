// Checks NullPointerException on invokevirtual and invokeinterface with a null
// receiver, printing helpful messages; argument evaluation happens first.
public class NpeOnMethodCall {
    interface Shape { double area(); }
    static class Holder { String text; Shape shape; String get() { return text; } }

    static int arg(String s) { System.out.println("  evaluated arg " + s); return 1; }

    public static void main(String[] args) {
        String s = null;
        try { System.out.println(s.length()); } catch (NullPointerException e) { System.out.println("1: " + e.getMessage()); }
        Shape sh = null;
        try { System.out.println(sh.area()); } catch (NullPointerException e) { System.out.println("2: " + e.getMessage()); }
        Holder h = new Holder();
        try { System.out.println(h.text.trim()); } catch (NullPointerException e) { System.out.println("3: " + e.getMessage()); }
        try { System.out.println(h.get().isEmpty()); } catch (NullPointerException e) { System.out.println("4: " + e.getMessage()); }
        try { System.out.println(h.shape.area()); } catch (NullPointerException e) { System.out.println("5: " + e.getMessage()); }
        try { System.out.println(s.substring(arg("a"), arg("b"))); } catch (NullPointerException e) { System.out.println("6: " + e.getMessage()); }
        Object o = null;
        try { System.out.println(o.hashCode()); } catch (NullPointerException e) { System.out.println("7: " + e.getMessage()); }
        try { System.out.println(o.equals("x")); } catch (NullPointerException e) { System.out.println("8: " + e.getMessage()); }
        System.out.println("done");
    }
}
