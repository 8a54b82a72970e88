import java.io.File;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Differential checker for the Appendix B interpreter benchmark (tests/grade/interp).
 *
 * <p>Every argument after the options is a directory of compiled classes holding one
 * program: the types of package {@code interp} plus {@code interp.Interp} (Scala object or
 * Java class) with a static {@code interpEntry(ExprC)}. The first directory is the
 * reference. The ExprC/Value/Environment types are loaded once, from the reference
 * directory, by a loader that refuses {@code interp.Interp*}; each program's
 * {@code interp.Interp*} classes come from its own child URLClassLoader. All programs
 * therefore see the same input objects and their results are compared with
 * {@code equals}; exceptions are compared by class name.
 *
 * <p>Usage (Scala programs need scala-library on the class path):
 * <pre>
 *   javac -d /tmp/dc tests/grade/interp/DiffCheck.java
 *   java -cp /tmp/dc[:/usr/share/scala-2.11/lib/scala-library.jar] DiffCheck \
 *        [--n 200000] [--seed 1] [--depth 4] [--exhaustive 6] [--timeout-ms 250] \
 *        [--expr 'AppC(FdC(0, IdC(0)), NumC(1))']... \
 *        /tmp/out/reference /tmp/out/b03_body_local ...
 * </pre>
 *
 * <p>Inputs: random ExprC trees of depth at most {@code --depth}, where depth counts the
 * nodes on the longest root-to-leaf path (NumC(1) has depth 1), integer literals in
 * -3..3, identifiers and parameters in 0..2. With {@code --exhaustive K} every such tree
 * of at most K nodes is checked first, in order of size, so the reported smallest
 * distinguishing input is minimal in node count when K is large enough.
 *
 * <p>Each {@code --expr} input (same notation as printed in the report) is run first and
 * every program's outcome on it is listed. With {@code --n 0} and no {@code --exhaustive}
 * only those inputs are run.
 *
 * <p>An evaluation that has not finished after {@code --timeout-ms} is stopped and
 * recorded as "no result" (non-termination). OutOfMemoryError counts as the same outcome,
 * since a loop that grows its environment ends in either one depending on timing.
 * StackOverflowError is an ordinary exception outcome. When only one side of a comparison
 * timed out and the input matters for the report, that side is re-run with 8 times the
 * limit before the difference is accepted.
 *
 * <p>Exit status: 1 if a program whose directory name starts with "equivalent" differs
 * from the reference on some input, 0 otherwise.
 */
public final class DiffCheck {

    // ---------------------------------------------------------------- input trees

    static final class Tree {
        final char kind; // N=NumC I=IdC A=AddC F=FdC P=AppC
        final int val;
        final Tree a;
        final Tree b;
        final int size;
        final int depth;

        Tree(char kind, int val, Tree a, Tree b) {
            this.kind = kind;
            this.val = val;
            this.a = a;
            this.b = b;
            this.size = 1 + (a == null ? 0 : a.size) + (b == null ? 0 : b.size);
            this.depth = 1 + Math.max(a == null ? 0 : a.depth, b == null ? 0 : b.depth);
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            print(sb);
            return sb.toString();
        }

        void print(StringBuilder sb) {
            switch (kind) {
                case 'N': sb.append("NumC(").append(val).append(')'); break;
                case 'I': sb.append("IdC(").append(val).append(')'); break;
                case 'F': sb.append("FdC(").append(val).append(", "); a.print(sb); sb.append(')'); break;
                case 'A': sb.append("AddC("); a.print(sb); sb.append(", "); b.print(sb); sb.append(')'); break;
                default: sb.append("AppC("); a.print(sb); sb.append(", "); b.print(sb); sb.append(')'); break;
            }
        }
    }

    static final int MIN_INT = -3, MAX_INT = 3, MAX_ID = 2;

    /** Parses the notation printed by this tool, e.g. {@code AppC(FdC(0, IdC(0)), NumC(-3))}. */
    static final class Parser {
        private final String s;
        private int pos;

        Parser(String s) {
            this.s = s;
        }

        static Tree parse(String text) {
            Parser p = new Parser(text);
            Tree t = p.tree();
            p.skip();
            if (p.pos != p.s.length()) {
                throw new IllegalArgumentException("trailing text in " + text);
            }
            return t;
        }

        private void skip() {
            while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
                pos++;
            }
        }

        private void expect(char c) {
            skip();
            if (pos >= s.length() || s.charAt(pos) != c) {
                throw new IllegalArgumentException("expected '" + c + "' at offset " + pos + " in " + s);
            }
            pos++;
        }

        private int number() {
            skip();
            int start = pos;
            if (pos < s.length() && s.charAt(pos) == '-') {
                pos++;
            }
            while (pos < s.length() && Character.isDigit(s.charAt(pos))) {
                pos++;
            }
            return Integer.parseInt(s.substring(start, pos));
        }

        private Tree tree() {
            skip();
            int start = pos;
            while (pos < s.length() && Character.isLetter(s.charAt(pos))) {
                pos++;
            }
            String name = s.substring(start, pos);
            expect('(');
            Tree t;
            switch (name) {
                case "NumC": t = new Tree('N', number(), null, null); break;
                case "IdC": t = new Tree('I', number(), null, null); break;
                case "FdC": {
                    int p = number();
                    expect(',');
                    t = new Tree('F', p, tree(), null);
                    break;
                }
                case "AddC":
                case "AppC": {
                    Tree l = tree();
                    expect(',');
                    t = new Tree(name.equals("AddC") ? 'A' : 'P', 0, l, tree());
                    break;
                }
                default: throw new IllegalArgumentException("unknown constructor " + name + " in " + s);
            }
            expect(')');
            return t;
        }
    }

    static Tree randomTree(Random rnd, int depth) {
        if (depth <= 1) {
            return randomLeaf(rnd);
        }
        switch (rnd.nextInt(8)) {
            case 0:
            case 1:
                return randomLeaf(rnd);
            case 2:
            case 3:
                return new Tree('A', 0, randomTree(rnd, depth - 1), randomTree(rnd, depth - 1));
            case 4:
            case 5:
                return new Tree('F', rnd.nextInt(MAX_ID + 1), randomTree(rnd, depth - 1), null);
            default:
                return new Tree('P', 0, randomTree(rnd, depth - 1), randomTree(rnd, depth - 1));
        }
    }

    static Tree randomLeaf(Random rnd) {
        return rnd.nextBoolean()
                ? new Tree('N', MIN_INT + rnd.nextInt(MAX_INT - MIN_INT + 1), null, null)
                : new Tree('I', rnd.nextInt(MAX_ID + 1), null, null);
    }

    /** All trees with exactly {@code size} nodes and depth at most {@code depth}. */
    static List<Tree> treesOf(int size, int depth, Map<Long, List<Tree>> memo) {
        List<Tree> out = new ArrayList<>();
        if (size < 1 || depth < 1) {
            return out;
        }
        long key = ((long) size << 32) | depth;
        List<Tree> cached = memo.get(key);
        if (cached != null) {
            return cached;
        }
        if (size == 1) {
            for (int v = MIN_INT; v <= MAX_INT; v++) {
                out.add(new Tree('N', v, null, null));
            }
            for (int id = 0; id <= MAX_ID; id++) {
                out.add(new Tree('I', id, null, null));
            }
        } else {
            for (int p = 0; p <= MAX_ID; p++) {
                for (Tree body : treesOf(size - 1, depth - 1, memo)) {
                    out.add(new Tree('F', p, body, null));
                }
            }
            for (char k : new char[] {'A', 'P'}) {
                for (int left = 1; left <= size - 2; left++) {
                    for (Tree l : treesOf(left, depth - 1, memo)) {
                        for (Tree r : treesOf(size - 1 - left, depth - 1, memo)) {
                            out.add(new Tree(k, 0, l, r));
                        }
                    }
                }
            }
        }
        memo.put(key, out);
        return out;
    }

    // ---------------------------------------------------------------- class loading

    /** Loads the shared interp types from the reference directory, never interp.Interp*. */
    static final class TypesLoader extends URLClassLoader {
        TypesLoader(URL dir, ClassLoader parent) {
            super(new URL[] {dir}, parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.equals("interp.Interp") || name.startsWith("interp.Interp$")) {
                throw new ClassNotFoundException(name);
            }
            return super.loadClass(name, resolve);
        }
    }

    static final class Builder {
        final MethodHandle numC, idC, fdC, addC, appC;

        Builder(ClassLoader types) throws Exception {
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            Class<?> exprC = Class.forName("interp.ExprC", false, types);
            numC = lookup.findConstructor(Class.forName("interp.NumC", true, types),
                    MethodType.methodType(void.class, int.class));
            idC = lookup.findConstructor(Class.forName("interp.IdC", true, types),
                    MethodType.methodType(void.class, int.class));
            fdC = lookup.findConstructor(Class.forName("interp.FdC", true, types),
                    MethodType.methodType(void.class, int.class, exprC));
            addC = lookup.findConstructor(Class.forName("interp.AddC", true, types),
                    MethodType.methodType(void.class, exprC, exprC));
            appC = lookup.findConstructor(Class.forName("interp.AppC", true, types),
                    MethodType.methodType(void.class, exprC, exprC));
        }

        Object build(Tree t) throws Throwable {
            switch (t.kind) {
                case 'N': return numC.invoke(t.val);
                case 'I': return idC.invoke(t.val);
                case 'F': return fdC.invoke(t.val, build(t.a));
                case 'A': return addC.invoke(build(t.a), build(t.b));
                default: return appC.invoke(build(t.a), build(t.b));
            }
        }
    }

    static final class Program {
        final String name;
        final Object receiver; // null for a static method
        final Method entry;

        Program(String dir, ClassLoader types, Class<?> exprC) throws Exception {
            File f = new File(dir).getAbsoluteFile();
            this.name = f.getName();
            URLClassLoader loader = new URLClassLoader(new URL[] {f.toURI().toURL()}, types);
            Class<?> cls = loader.loadClass("interp.Interp");
            Method m = cls.getMethod("interpEntry", exprC);
            if (Modifier.isStatic(m.getModifiers())) {
                receiver = null;
                entry = m;
            } else { // Scala object without a static forwarder
                Class<?> module = loader.loadClass("interp.Interp$");
                Field inst = module.getField("MODULE$");
                receiver = inst.get(null);
                entry = module.getMethod("interpEntry", exprC);
            }
            if (cls.getClassLoader() != loader) {
                throw new IllegalStateException(dir + ": interp.Interp was not loaded from its own directory;"
                        + " keep program directories off the class path");
            }
        }
    }

    // ---------------------------------------------------------------- evaluation

    static final class Outcome {
        final Object value;     // when the program returned
        final String thrown;    // exception class name, when it threw
        final boolean noResult; // timed out (or ran out of heap)

        Outcome(Object value, String thrown, boolean noResult) {
            this.value = value;
            this.thrown = thrown;
            this.noResult = noResult;
        }

        static Outcome of(Throwable t) {
            if (t instanceof OutOfMemoryError) {
                return new Outcome(null, null, true);
            }
            return new Outcome(null, t.getClass().getName(), false);
        }

        boolean sameAs(Outcome o) {
            if (noResult || o.noResult) {
                return noResult == o.noResult;
            }
            if (thrown != null || o.thrown != null) {
                return thrown != null && thrown.equals(o.thrown);
            }
            return value.equals(o.value);
        }

        @Override
        public String toString() {
            if (noResult) {
                return "no result (timeout)";
            }
            if (thrown != null) {
                return "throws " + thrown;
            }
            return "= " + value;
        }
    }

    static final class Runner {
        private final long timeoutMs;
        private ExecutorService exec;
        private volatile Thread worker;
        private boolean warnedNoStop;
        int timeouts;

        Runner(long timeoutMs) {
            this.timeoutMs = timeoutMs;
            fresh();
        }

        private void fresh() {
            exec = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "diffcheck-eval");
                t.setDaemon(true);
                worker = t;
                return t;
            });
        }

        Outcome run(Program p, Object input, long limitMs) {
            Future<Outcome> fut = exec.submit(() -> {
                try {
                    return new Outcome(p.entry.invoke(p.receiver, input), null, false);
                } catch (java.lang.reflect.InvocationTargetException e) {
                    return Outcome.of(e.getCause());
                } catch (Throwable t) {
                    return Outcome.of(t);
                }
            });
            try {
                return fut.get(limitMs, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                timeouts++;
                kill();
                return new Outcome(null, null, true);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }

        Outcome run(Program p, Object input) {
            return run(p, input, timeoutMs);
        }

        @SuppressWarnings({"removal", "deprecation"})
        private void kill() {
            Thread t = worker;
            exec.shutdownNow();
            try {
                t.stop(); // still supported by JDK 17-19; the thread is abandoned otherwise
                t.join(2000);
            } catch (UnsupportedOperationException e) {
                if (!warnedNoStop) {
                    warnedNoStop = true;
                    System.err.println("warning: Thread.stop unsupported on this JDK; timed-out evaluations"
                            + " keep running in abandoned daemon threads");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            fresh();
        }
    }

    // ---------------------------------------------------------------- comparison

    static final class Stats {
        long checked;
        long differing;
        Tree smallest;
        Outcome smallestRef;
        Outcome smallestVar;

        void offer(Tree t, Outcome ref, Outcome var) {
            differing++;
            if (smallest == null || t.size < smallest.size) {
                smallest = t;
                smallestRef = ref;
                smallestVar = var;
            }
        }

        boolean wouldImprove(Tree t) {
            return smallest == null || t.size < smallest.size;
        }
    }

    public static void main(String[] args) throws Throwable {
        long n = 200_000;
        long seed = 1;
        int depth = 4;
        int exhaustive = 0;
        long timeoutMs = 250;
        List<String> dirs = new ArrayList<>();
        List<Tree> given = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--n": n = Long.parseLong(args[++i]); break;
                case "--seed": seed = Long.parseLong(args[++i]); break;
                case "--depth": depth = Integer.parseInt(args[++i]); break;
                case "--exhaustive": exhaustive = Integer.parseInt(args[++i]); break;
                case "--timeout-ms": timeoutMs = Long.parseLong(args[++i]); break;
                case "--expr": given.add(Parser.parse(args[++i])); break;
                default:
                    if (args[i].startsWith("--")) {
                        throw new IllegalArgumentException("unknown option " + args[i]);
                    }
                    dirs.add(args[i]);
            }
        }
        if (dirs.size() < 2) {
            System.err.println("usage: DiffCheck [--n N] [--seed S] [--depth D] [--exhaustive K] [--timeout-ms T]"
                    + " [--expr TREE]... <reference-classes-dir> <program-classes-dir>...");
            System.exit(2);
        }

        URL refUrl = new File(dirs.get(0)).getAbsoluteFile().toURI().toURL();
        TypesLoader types = new TypesLoader(refUrl, DiffCheck.class.getClassLoader());
        Class<?> exprC = Class.forName("interp.ExprC", true, types);
        if (exprC.getClassLoader() != types) {
            throw new IllegalStateException("interp types found on the class path; keep program directories off it");
        }
        Builder builder = new Builder(types);
        List<Program> programs = new ArrayList<>();
        for (String d : dirs) {
            programs.add(new Program(d, types, exprC));
        }
        Program ref = programs.get(0);
        int count = programs.size();
        Runner runner = new Runner(timeoutMs);

        boolean givenDiffers = false;
        for (Tree t : given) {
            Object input = builder.build(t);
            Outcome refOut = runner.run(ref, input);
            System.out.println("input " + t + "\n  " + ref.name + ": " + refOut);
            for (int i = 1; i < count; i++) {
                Outcome o = runner.run(programs.get(i), input);
                boolean same = refOut.sameAs(o);
                System.out.printf("  %-26s %s %s%n", programs.get(i).name + ":", same ? "same     " : "DIFFERENT", o);
                if (!same && programs.get(i).name.startsWith("equivalent")) {
                    givenDiffers = true;
                }
            }
        }
        if (!given.isEmpty()) {
            System.out.println();
        }
        if (n == 0 && exhaustive == 0) {
            System.exit(givenDiffers ? 1 : 0);
        }

        Stats[] exh = new Stats[count];
        Stats[] rnd = new Stats[count];
        for (int i = 0; i < count; i++) {
            exh[i] = new Stats();
            rnd[i] = new Stats();
        }
        long[] refKinds = new long[3]; // value, exception, no result
        long[] noResult = new long[count]; // per program, over distinct inputs

        List<Tree> enumerated = new ArrayList<>();
        Map<Long, List<Tree>> memo = new HashMap<>();
        for (int s = 1; s <= exhaustive; s++) {
            enumerated.addAll(treesOf(s, depth, memo));
        }
        long exhaustiveCount = enumerated.size();

        Random random = new Random(seed);
        Map<String, Outcome[]> cache = new HashMap<>();
        long distinctRandom = 0;
        long total = exhaustiveCount + n;
        for (long k = 0; k < total; k++) {
            boolean isExh = k < exhaustiveCount;
            Tree t = isExh ? enumerated.get((int) k) : randomTree(random, depth);
            Stats[] stats = isExh ? exh : rnd;
            String key = t.toString();
            Outcome[] outs = cache.get(key);
            if (outs == null) {
                if (!isExh) {
                    distinctRandom++;
                }
                Object input = builder.build(t);
                outs = new Outcome[count];
                for (int i = 0; i < count; i++) {
                    outs[i] = runner.run(programs.get(i), input);
                }
                for (int i = 1; i < count; i++) {
                    if (!outs[0].sameAs(outs[i]) && (outs[0].noResult != outs[i].noResult)
                            && (programs.get(i).name.startsWith("equivalent") || exh[i].wouldImprove(t)
                                    || rnd[i].wouldImprove(t))) {
                        // Confirm a lone timeout with a longer limit before reporting it.
                        int side = outs[0].noResult ? 0 : i;
                        outs[side] = runner.run(programs.get(side), input, timeoutMs * 8);
                    }
                }
                cache.put(key, outs);
                for (int i = 0; i < count; i++) {
                    if (outs[i].noResult) {
                        noResult[i]++;
                    }
                }
                refKinds[outs[0].noResult ? 2 : outs[0].thrown != null ? 1 : 0]++;
            }
            for (int i = 1; i < count; i++) {
                stats[i].checked++;
                if (!outs[0].sameAs(outs[i])) {
                    stats[i].offer(t, outs[0], outs[i]);
                }
            }
            if ((k + 1) % 50_000 == 0) {
                System.err.printf("... %d/%d inputs%n", k + 1, total);
            }
        }

        System.out.printf("reference: %s; depth <= %d (nodes on the longest path), ints %d..%d, ids 0..%d%n",
                ref.name, depth, MIN_INT, MAX_INT, MAX_ID);
        System.out.printf("inputs: %d exhaustive (all trees of <= %d nodes) + %d random draws (seed %d, %d not seen before)%n",
                exhaustiveCount, exhaustive, n, seed, distinctRandom);
        System.out.printf("reference outcomes over distinct inputs: %d values, %d exceptions, %d no result;"
                + " evaluations stopped by the %d ms limit: %d%n",
                refKinds[0], refKinds[1], refKinds[2], timeoutMs, runner.timeouts);
        System.out.println("(\"no result\" = distinct inputs on which the program timed out or ran out of heap)");
        System.out.println();
        System.out.printf("%-28s %-16s %-16s %-9s %s%n", "program", "exhaustive diff", "random diff", "no result",
                "smallest distinguishing input: reference outcome | program outcome");
        boolean equivalentDiffers = givenDiffers;
        for (int i = 1; i < count; i++) {
            Stats best = exh[i].smallest != null
                    && (rnd[i].smallest == null || exh[i].smallest.size <= rnd[i].smallest.size) ? exh[i] : rnd[i];
            String name = programs.get(i).name;
            String detail = best.smallest == null
                    ? "NEVER DISTINGUISHED"
                    : best.smallest + " (" + best.smallest.size + " nodes, depth " + best.smallest.depth + "): "
                            + best.smallestRef + " | " + best.smallestVar;
            System.out.printf("%-28s %-16s %-16s %-9d %s%n", name,
                    exh[i].differing + "/" + exh[i].checked, rnd[i].differing + "/" + rnd[i].checked, noResult[i],
                    detail);
            if (name.startsWith("equivalent") && best.smallest != null) {
                equivalentDiffers = true;
            }
        }
        System.exit(equivalentDiffers ? 1 : 0);
    }
}
