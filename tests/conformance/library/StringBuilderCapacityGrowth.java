// StringBuilder and StringBuffer capacity() as the JDK computes it: 16, text + 16,
// growth to twice plus 2 or what is needed, ensureCapacity, trimToSize, setLength.
public class StringBuilderCapacityGrowth {
  public static void main(String[] a) {
    StringBuilder b = new StringBuilder("Diffblue is leader in automatic test case generation");
    System.out.println(b.capacity());
    b.ensureCapacity(75); System.out.println(b.capacity());
    b.setLength(8); System.out.println(b.capacity());
    StringBuilder c = new StringBuilder();
    for (int i = 0; i < 40; i++) { c.append('x'); System.out.print(c.capacity() + " "); }
    System.out.println();
    c.trimToSize(); System.out.println(c.capacity());
    StringBuilder d = new StringBuilder(3); d.append("abcdefgh"); System.out.println(d.capacity());
    d.insert(0, "0123456789012345678901234567890"); System.out.println(d.capacity());
    StringBuffer e = new StringBuffer("x"); e.append(1234567890123L); System.out.println(e.capacity());
    d.ensureCapacity(-5); d.ensureCapacity(10); System.out.println(d.capacity());
  }
}
