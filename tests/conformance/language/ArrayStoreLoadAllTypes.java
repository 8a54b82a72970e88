// Checks storing and loading every primitive array type, including narrowing on
// store (byte/short/char truncation), sign extension on load, and compound ops.
public class ArrayStoreLoadAllTypes {
    public static void main(String[] args) {
        byte[] b = new byte[2];
        b[0] = (byte) 200; b[1] = (byte) -129;
        b[0] += 100;
        System.out.println("byte " + b[0] + " " + b[1]);
        short[] s = { (short) 40000, Short.MIN_VALUE };
        s[1]--;
        System.out.println("short " + s[0] + " " + s[1]);
        char[] c = { 'a', (char) 65535 };
        c[0] += 2;
        c[1]++;
        System.out.println("char " + c[0] + " " + (int) c[1]);
        int[] i = { Integer.MAX_VALUE, 5 };
        i[0]++;
        i[1] <<= 3;
        System.out.println("int " + i[0] + " " + i[1]);
        long[] j = { Long.MAX_VALUE, 1L << 62 };
        j[0] += 1;
        j[1] *= 2;
        System.out.println("long " + j[0] + " " + j[1]);
        float[] f = { 0.1f, 3f };
        f[1] /= 0;
        System.out.println("float " + f[0] + " " + f[1] + " " + (f[0] * 3));
        double[] d = { 0.1, -1 };
        d[1] = Math.sqrt(d[1]);
        System.out.println("double " + (d[0] * 3) + " " + d[1]);
        boolean[] z = { true, false };
        z[1] |= z[0];
        z[0] ^= true;
        System.out.println("boolean " + z[0] + " " + z[1]);
        int idx = 0;
        int[] arr = new int[3];
        arr[idx++] = idx;
        arr[idx] = idx++ * 10;
        System.out.println("eval order " + arr[0] + " " + arr[1] + " " + arr[2] + " idx=" + idx);
    }
}
