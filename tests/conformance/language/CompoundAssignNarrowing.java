// Checks compound assignment implicit narrowing (byte b += 200, char c *= 2,
// short s -= ...), int += double truncation, and ++/-- on narrow types.
public class CompoundAssignNarrowing {
    public static void main(String[] args) {
        byte b = 10;
        b += 200;
        System.out.println("byte 10+=200 -> " + b);
        b = 127;
        b++;
        System.out.println("byte 127++ -> " + b);
        b = -128;
        b--;
        System.out.println("byte -128-- -> " + b);
        b = 100;
        b *= 3;
        System.out.println("byte 100*=3 -> " + b);
        short s = 30000;
        s += 30000;
        System.out.println("short 30000+=30000 -> " + s);
        char c = 'A';
        c += 1;
        c *= 2;
        System.out.println("char ('A'+1)*2 -> " + (int) c);
        c -= 100;
        System.out.println("char -= 100 -> '" + c + "'");
        c = 0;
        c--;
        System.out.println("char 0-- -> " + (int) c);
        int i = 10;
        i += 3.7;
        System.out.println("int 10+=3.7 -> " + i);
        i -= 0.5;
        System.out.println("int 13-=0.5 -> " + i);
        i *= 1e10;
        System.out.println("int *= 1e10 -> " + i);
        long l = 5;
        l /= 2.0;
        System.out.println("long 5/=2.0 -> " + l);
        float f = 1;
        f += Long.MAX_VALUE;
        System.out.println("float += Long.MAX -> " + f);
        int j = 7;
        j <<= 33L;
        System.out.println("int <<= 33L -> " + j);
        byte[] arr = { 120 };
        arr[0] += 10;
        System.out.println("byte array elem 120+=10 -> " + arr[0]);
        int k = 5;
        k += k++ + ++k;
        System.out.println("k += k++ + ++k -> " + k);
    }
}
