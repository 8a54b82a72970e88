// Checks deterministic properties of System.nanoTime/currentTimeMillis (monotonic,
// positive), identityHashCode(null) == 0, and identity-hash stability for one object.
public class SystemTimeIdentity {
    public static void main(String[] args) {
        long n1 = System.nanoTime();
        long m1 = System.currentTimeMillis();
        int acc = 0;
        for (int i = 0; i < 1000; i++) {
            acc += i;
        }
        long n2 = System.nanoTime();
        long m2 = System.currentTimeMillis();
        System.out.println("acc=" + acc);
        System.out.println("nano monotonic: " + (n2 >= n1));
        System.out.println("millis monotonic: " + (m2 >= m1));
        System.out.println("millis after 2020: " + (m1 > 1577836800000L));
        System.out.println("identityHashCode(null)=" + System.identityHashCode(null));
        Object o = new Object();
        System.out.println("stable identity hash: " + (System.identityHashCode(o) == System.identityHashCode(o)));
        System.out.println("hashCode matches identity: " + (o.hashCode() == System.identityHashCode(o)));
        String s = "text";
        System.out.println("String hash is not identity-dependent: " + (s.hashCode() == new String("text").hashCode()));
        System.out.println(System.lineSeparator().equals("\n"));
    }
}
