import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

// Values read from and written to a byte[] through byte-array view
// VarHandles, in both byte orders (what JDK 21's DataInputStream does
// underneath), and an offset past the end.
public class ByteArrayViews {
    public static void main(String[] args) {
        byte[] bytes = {1, 2, 3, 4, 5, 6, 7, 8, -1, -2, -3, -4, -128, 127, 0, 9};
        for (ByteOrder order : new ByteOrder[] {ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN}) {
            VarHandle shorts = MethodHandles.byteArrayViewVarHandle(short[].class, order);
            VarHandle chars = MethodHandles.byteArrayViewVarHandle(char[].class, order);
            VarHandle ints = MethodHandles.byteArrayViewVarHandle(int[].class, order);
            VarHandle longs = MethodHandles.byteArrayViewVarHandle(long[].class, order);
            VarHandle floats = MethodHandles.byteArrayViewVarHandle(float[].class, order);
            VarHandle doubles = MethodHandles.byteArrayViewVarHandle(double[].class, order);
            System.out.println(order + ": short " + (short) shorts.get(bytes, 7) + ", char " + (int) (char) chars.get(bytes, 8)
                    + ", int " + (int) ints.get(bytes, 6) + ", long " + (long) longs.get(bytes, 5) + ", float "
                    + (float) floats.get(bytes, 0) + ", double " + (double) doubles.get(bytes, 8));
            byte[] out = new byte[12];
            ints.set(out, 0, 0x01020304);
            longs.set(out, 4, -2L);
            System.out.println("  written " + Arrays.toString(out));
            shorts.set(out, 10, (short) -300);
            doubles.set(out, 2, 1.5);
            System.out.println("  written " + Arrays.toString(out));
            try {
                ints.get(bytes, 13);
            } catch (IndexOutOfBoundsException e) {
                System.out.println("  " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
    }
}
