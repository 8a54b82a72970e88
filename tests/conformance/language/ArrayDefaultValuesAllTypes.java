// Checks default element values and lengths of newly created arrays of every
// primitive type and of references.
public class ArrayDefaultValuesAllTypes {
    public static void main(String[] args) {
        boolean[] z = new boolean[2];
        byte[] b = new byte[3];
        short[] s = new short[1];
        char[] c = new char[2];
        int[] i = new int[4];
        long[] j = new long[2];
        float[] f = new float[2];
        double[] d = new double[2];
        String[] str = new String[2];
        Object[][] oo = new Object[2][];
        System.out.println("boolean " + z.length + " " + z[0] + " " + z[1]);
        System.out.println("byte " + b.length + " " + b[0] + " " + b[2]);
        System.out.println("short " + s.length + " " + s[0]);
        System.out.println("char " + c.length + " " + (int) c[0] + " " + (c[1] == 0));
        System.out.println("int " + i.length + " " + i[0] + " " + i[3]);
        System.out.println("long " + j.length + " " + j[1]);
        System.out.println("float " + f.length + " " + f[1]);
        System.out.println("double " + d.length + " " + d[0]);
        System.out.println("String " + str.length + " " + str[0] + " " + str[1]);
        System.out.println("Object[][] " + oo.length + " " + oo[0]);
        int[] empty = new int[0];
        System.out.println("empty " + empty.length);
        int sum = 0;
        for (int x : i) sum += x;
        System.out.println("sum " + sum);
    }
}
