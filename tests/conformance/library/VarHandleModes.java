import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.*;

// VarHandle access modes on instance, static and array variables of each
// kind, and the atomic classes built on them.
public class VarHandleModes {
    static class Box { long count; Object ref; byte small; double real; }
    static int total;

    public static void main(String[] args) throws Exception {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        VarHandle count = lookup.findVarHandle(Box.class, "count", long.class);
        VarHandle ref = lookup.findVarHandle(Box.class, "ref", Object.class);
        VarHandle small = lookup.findVarHandle(Box.class, "small", byte.class);
        VarHandle real = lookup.findVarHandle(Box.class, "real", double.class);
        VarHandle stat = lookup.findStaticVarHandle(VarHandleModes.class, "total", int.class);
        VarHandle ints = MethodHandles.arrayElementVarHandle(int[].class);
        Box b = new Box();
        count.setVolatile(b, 40L);
        System.out.println((long) count.getAndAdd(b, 2L) + " " + (long) count.getAcquire(b));
        System.out.println((long) count.compareAndExchange(b, 41L, 7L) + " " + (long) count.compareAndExchange(b, 42L, 7L) + " " + b.count);
        System.out.println(count.weakCompareAndSetPlain(b, 7L, 8L) + " " + (long) count.getAndBitwiseOr(b, 0x10L) + " " + b.count);
        System.out.println(ref.compareAndSet(b, null, "x") + " " + ref.compareAndSet(b, "y", "z") + " " + ref.getAndSet(b, "w") + " " + b.ref);
        small.set(b, (byte) 127);
        System.out.println((byte) small.getAndAdd(b, (byte) 1) + " " + b.small);
        real.set(b, -0.0);
        System.out.println(real.compareAndSet(b, 0.0, 1.0) + " " + real.compareAndSet(b, -0.0, 2.0) + " " + b.real);
        stat.setRelease(5);
        System.out.println((int) stat.getAndAdd(3) + " " + total + " " + stat.compareAndSet(8, 1) + " " + (int) stat.getOpaque());
        int[] arr = {1, 2, 3};
        System.out.println((int) ints.getAndSet(arr, 1, 20) + " " + (int) ints.getVolatile(arr, 1) + " " + ints.compareAndSet(arr, 2, 3, 30) + " " + arr[2]);
        try {
            ints.get(arr, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        try {
            lookup.findVarHandle(Box.class, "missing", int.class);
        } catch (NoSuchFieldException e) {
            System.out.println("NoSuchFieldException");
        }
        AtomicReferenceArray<String> names = new AtomicReferenceArray<>(2);
        names.set(0, "a");
        System.out.println(names.compareAndSet(0, "a", "b") + " " + names);
        AtomicLongArray longs = new AtomicLongArray(new long[] {5, 6});
        System.out.println(longs.addAndGet(1, 10) + " " + longs);
        AtomicStampedReference<String> stamped = new AtomicStampedReference<>("s", 1);
        System.out.println(stamped.compareAndSet("s", "t", 1, 2) + " " + stamped.getReference() + " " + stamped.getStamp());
        VarHandle.fullFence();
        System.out.println("done");
    }
}
