// The JVM as the oracle of the instruction cost model (engine/cost.h):
// loads the classes of a folder with every method but <clinit> rewritten by
// ASM to add one to a counter before each of its instructions, calls a
// static method of int parameters on HotSpot and prints the count (and the
// exception, if it threw). The JDK's classes are not rewritten, as the cost
// model does not count them.
//
//   java -cp <asm.jar>:<this class> CountBytecodes <classes> <Class> <method> <int>...
//   java ... CountBytecodes <classes> <Class> <method> --input <Maker>.<make> <n>
// The second calls a method of one int[] parameter on the array that the
// static method <Maker>.<make>(n) returns (made before counting starts).
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

public final class CountBytecodes {
    public static long count;

    private static final class Counting extends MethodVisitor {
        Counting(MethodVisitor next) {
            super(Opcodes.ASM9, next);
        }

        private void tick() {
            super.visitFieldInsn(Opcodes.GETSTATIC, "CountBytecodes", "count", "J");
            super.visitInsn(Opcodes.LCONST_1);
            super.visitInsn(Opcodes.LADD);
            super.visitFieldInsn(Opcodes.PUTSTATIC, "CountBytecodes", "count", "J");
        }

        @Override public void visitInsn(int opcode) { tick(); super.visitInsn(opcode); }
        @Override public void visitIntInsn(int opcode, int operand) { tick(); super.visitIntInsn(opcode, operand); }
        @Override public void visitVarInsn(int opcode, int var) { tick(); super.visitVarInsn(opcode, var); }
        // A `new` is counted after it: a stack map frame names the
        // uninitialised object by the offset of its `new` (a branch between
        // `new` and the constructor call, `new E(c ? x : y)`), and code put
        // before it would take that offset's label.
        @Override public void visitTypeInsn(int opcode, String type) {
            if (opcode != Opcodes.NEW) tick();
            super.visitTypeInsn(opcode, type);
            if (opcode == Opcodes.NEW) tick();
        }
        @Override public void visitFieldInsn(int opcode, String owner, String name, String desc) {
            tick();
            super.visitFieldInsn(opcode, owner, name, desc);
        }
        @Override public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
            tick();
            super.visitMethodInsn(opcode, owner, name, desc, itf);
        }
        @Override public void visitInvokeDynamicInsn(String name, String desc, Handle bsm, Object... args) {
            tick();
            super.visitInvokeDynamicInsn(name, desc, bsm, args);
        }
        @Override public void visitJumpInsn(int opcode, Label label) { tick(); super.visitJumpInsn(opcode, label); }
        @Override public void visitLdcInsn(Object value) { tick(); super.visitLdcInsn(value); }
        @Override public void visitIincInsn(int var, int increment) { tick(); super.visitIincInsn(var, increment); }
        @Override public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
            tick();
            super.visitTableSwitchInsn(min, max, dflt, labels);
        }
        @Override public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
            tick();
            super.visitLookupSwitchInsn(dflt, keys, labels);
        }
        @Override public void visitMultiANewArrayInsn(String desc, int dims) {
            tick();
            super.visitMultiANewArrayInsn(desc, dims);
        }
    }

    private static byte[] instrument(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String signature, String[] exceptions) {
                MethodVisitor next = super.visitMethod(access, name, desc, signature, exceptions);
                return name.equals("<clinit>") ? next : new Counting(next);
            }
        }, 0);
        return writer.toByteArray();
    }

    private static final class Loader extends ClassLoader {
        private final Path root;

        Loader(Path root) {
            super(CountBytecodes.class.getClassLoader());
            this.root = root;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Path file = root.resolve(name.replace('.', '/') + ".class");
                if (!Files.exists(file)) return super.loadClass(name, resolve);
                Class<?> loaded = findLoadedClass(name);
                if (loaded == null) {
                    try {
                        byte[] bytes = instrument(Files.readAllBytes(file));
                        loaded = defineClass(name, bytes, 0, bytes.length);
                    } catch (java.io.IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                if (resolve) resolveClass(loaded);
                return loaded;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Loader loader = new Loader(Path.of(args[0]));
        Class<?> cls = Class.forName(args[1], true, loader);
        if (args.length == 6 && args[3].equals("--input")) {
            int dot = args[4].lastIndexOf('.');
            Method make = Class.forName(args[4].substring(0, dot), true, loader)
                    .getDeclaredMethod(args[4].substring(dot + 1), int.class);
            make.setAccessible(true);
            Object input = make.invoke(null, Integer.parseInt(args[5]));
            Method method = cls.getDeclaredMethod(args[2], int[].class);
            method.setAccessible(true);
            report(method, new Object[] {input});
            return;
        }
        int arity = args.length - 3;
        Object[] values = new Object[arity];
        Class<?>[] types = new Class<?>[arity];
        for (int i = 0; i < arity; ++i) {
            values[i] = Integer.parseInt(args[3 + i]);
            types[i] = int.class;
        }
        Method method = cls.getDeclaredMethod(args[2], types);
        method.setAccessible(true);
        report(method, values);
    }

    private static void report(Method method, Object[] values) throws Exception {
        count = 0;
        String outcome = "returned";
        try {
            method.invoke(null, values);
        } catch (InvocationTargetException e) {
            outcome = "threw " + e.getCause().getClass().getName();
        }
        System.out.println(count + " " + outcome);
    }
}
