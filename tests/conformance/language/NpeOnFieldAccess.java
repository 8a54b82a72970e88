// Checks NullPointerException on getfield and putfield through null locals,
// fields, static fields and method results, printing the helpful NPE messages.
public class NpeOnFieldAccess {
    static class Node { int value; Node next; String name; }
    static Node staticNode;
    Node inst;

    static Node nothing() { return null; }

    public static void main(String[] args) {
        Node n = null;
        try { int v = n.value; System.out.println(v); } catch (NullPointerException e) { System.out.println("1: " + e.getMessage()); }
        try { n.value = 5; } catch (NullPointerException e) { System.out.println("2: " + e.getMessage()); }
        Node head = new Node();
        try { head.next.name = "x"; } catch (NullPointerException e) { System.out.println("3: " + e.getMessage()); }
        try { System.out.println(head.next.next); } catch (NullPointerException e) { System.out.println("4: " + e.getMessage()); }
        try { staticNode.value++; } catch (NullPointerException e) { System.out.println("5: " + e.getMessage()); }
        try { System.out.println(nothing().name); } catch (NullPointerException e) { System.out.println("6: " + e.getMessage()); }
        NpeOnFieldAccess self = new NpeOnFieldAccess();
        try { self.inst.value = 1; } catch (NullPointerException e) { System.out.println("7: " + e.getMessage()); }
        try { long big = 0; Node m = null; big += m.value; } catch (NullPointerException e) { System.out.println("8: " + e.getMessage()); }
        System.out.println("done");
    }
}
