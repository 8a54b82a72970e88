// The source of the coverage helper (jacoco_tool.h), kept here as Java text
// so nothing binary is committed: it extracts JaCoCo's agent, tells which
// classes JaCoCo can read at all, and runs org.jacoco.core's Analyzer,
// printing counters in the tab-separated lines coverage.cpp reads.
#include "jvm/jacoco_tool.h"

namespace symcrete::jvm {

std::string_view jacoco_tool_source() {
    return R"java(// Symcrete's coverage helper: runs JaCoCo's analysis API for the classes
// under test (one or more, ','-separated internal names).
// Compiled and run by the Validator (src/testgen/validator.cpp).
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

import org.jacoco.core.JaCoCo;

import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.analysis.ICounter;
import org.jacoco.core.analysis.IMethodCoverage;
import org.jacoco.core.data.ExecutionData;
import org.jacoco.core.data.ExecutionDataStore;
import org.jacoco.core.data.ExecutionDataWriter;
import org.jacoco.core.tools.ExecFileLoader;
import org.jacoco.report.DirectorySourceFileLocator;
import org.jacoco.report.FileMultiReportOutput;
import org.jacoco.report.IReportVisitor;
import org.jacoco.report.MultiSourceFileLocator;
import org.jacoco.report.html.HTMLFormatter;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

public final class SymcreteJacocoTool {
    private SymcreteJacocoTool() {}

    public static void main(String[] args) throws Exception {
        if (args.length >= 2 && args[0].equals("extract-agent")) {
            org.jacoco.agent.AgentJar.extractTo(new File(args[1]));
        } else if (args.length >= 4 && args[0].equals("prepare")) {
            for (String name : args[1].split(",")) prepare(name, new File(args[2]), new File(args[3]), tail(args, 4));
        } else if (args.length >= 3 && args[0].equals("analyze")) {
            ExecFileLoader loader = new ExecFileLoader();
            File execFile = new File(args[1]);
            if (execFile.exists()) loader.load(execFile);
            for (String name : args[2].split(",")) analyze(loader.getExecutionDataStore(), name, tail(args, 3));
        } else if (args.length == 4 && args[0].equals("extract")) {
            extract(new File(args[1]), args[2], args[3]);
        } else if (args.length >= 6 && args[0].equals("html")) {
            html(new File(args[1]), args[2], args[3], args[4], tail(args, 5));
        } else {
            System.err.println("usage: extract-agent JAR | prepare CLASSES OUTDIR AGENTJAR CP... | analyze EXEC CLASSES CP... | "
                    + "html OUTDIR SOURCEDIRS CLASSES EXECS CP... | extract OUTDIR CLASSES EXECS");
            System.exit(2);
        }
    }

    private static String[] tail(String[] args, int from) {
        String[] rest = new String[args.length - from];
        System.arraycopy(args, from, rest, 0, rest.length);
        return rest;
    }

    // The class file as the JVM would find it on this class path.
    private static byte[] classBytes(String internalName, String[] classPath) throws IOException {
        URL[] urls = new URL[classPath.length];
        for (int i = 0; i < classPath.length; ++i) urls[i] = new File(classPath[i]).toURI().toURL();
        try (URLClassLoader loader = new URLClassLoader(urls, null);
             InputStream in = loader.getResourceAsStream(internalName + ".class")) {
            if (in == null) {
                System.err.println("class " + internalName + " not found on the class path");
                System.exit(3);
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            in.transferTo(out);
            return out.toByteArray();
        }
    }

    private static final class SealedStripper extends ClassVisitor {
        boolean sealed;

        SealedStripper(ClassVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public void visitPermittedSubclass(String permittedSubclass) {
            sealed = true;  // and not passed on
        }
    }

    // The class without its PermittedSubclasses attribute, or null when it
    // is not sealed. Given the reader, the writer copies the constant pool
    // and every method untouched, so only the attribute goes, and the same
    // class always gives the same bytes (JaCoCo identifies a class by them).
    private static byte[] withoutSealing(byte[] original) {
        ClassReader reader = new ClassReader(original);
        SealedStripper probe = new SealedStripper(null);
        reader.accept(probe, ClassReader.SKIP_CODE);
        if (!probe.sealed) {
            return null;
        }
        ClassWriter writer = new ClassWriter(reader, 0);
        reader.accept(new SealedStripper(writer), 0);
        return writer.toByteArray();
    }

    // What the tests ran and JaCoCo can read: a sealed class as prepare
    // patched it.
    private static byte[] analyzableBytes(String internalName, String[] classPath) throws IOException {
        byte[] original = classBytes(internalName, classPath);
        byte[] patched = withoutSealing(original);
        return patched != null ? patched : original;
    }

    // Each class JaCoCo can measure gets "patched" (when sealed: prepare
    // wrote the copy without PermittedSubclasses) or nothing; one it cannot
    // read gets "unreadable", JaCoCo's version, the class file's major
    // version and why, and is run without coverage.
    private static void prepare(String internalName, File outDir, File agentJar, String[] classPath) throws IOException {
        byte[] original = classBytes(internalName, classPath);
        byte[] patched;
        String problem;
        try {
            patched = withoutSealing(original);
            byte[] measured = patched != null ? patched : original;
            problem = analyzerProblem(measured, internalName);
            if (problem == null) problem = agentProblem(measured, internalName, agentJar);
        } catch (RuntimeException e) {  // the ASM here cannot read it
            patched = null;
            problem = rootMessage(e);
        }
        if (problem != null) {
            int major = original.length >= 8 ? ((original[6] & 0xff) << 8) | (original[7] & 0xff) : 0;
            System.out.println("unreadable\t" + internalName + "\t" + JaCoCo.VERSION + "\t" + major + "\t"
                    + problem.replace('\t', ' ').replace('\n', ' '));
            return;
        }
        if (patched == null) {
            return;
        }
        Path target = outDir.toPath().resolve(internalName + ".class");
        Files.createDirectories(target.getParent());
        Files.write(target, patched);
        System.out.println("patched\t" + internalName);
    }

    private static String rootMessage(Throwable t) {
        while (t.getCause() != null) t = t.getCause();
        return t.getMessage() != null ? t.getMessage() : t.toString();
    }

    // Why JaCoCo's analyzer (org.jacoco.core on the ASM here) cannot read
    // the class, or null.
    private static String analyzerProblem(byte[] bytes, String internalName) {
        try {
            new Analyzer(new ExecutionDataStore(), new CoverageBuilder()).analyzeClass(bytes, internalName);
            return null;
        } catch (IOException | RuntimeException e) {
            return rootMessage(e);
        }
    }

    // Why JaCoCo's agent cannot instrument the class, or null. The agent jar
    // carries its own shaded copy of JaCoCo and ASM, which may read fewer
    // class-file versions than the analyzer: its Instrumenter is run here,
    // loaded apart. An agent laid out otherwise is not probed (the run
    // itself then reports a class it could not instrument).
    private static URLClassLoader agentLoader;
    private static Object agentInstrumenter;

    private static String agentProblem(byte[] bytes, String internalName, File agentJar) {
        try {
            if (agentInstrumenter == null && agentLoader == null) {
                String instrumenter = null;
                String generator = null;
                try (JarFile jar = new JarFile(agentJar)) {
                    for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements();) {
                        String entry = e.nextElement().getName();
                        String name = entry.replace('/', '.');
                        if (entry.endsWith("/core/instr/Instrumenter.class")) {
                            instrumenter = name.substring(0, name.length() - 6);
                        } else if (entry.endsWith("/core/runtime/OfflineInstrumentationAccessGenerator.class")) {
                            generator = name.substring(0, name.length() - 6);
                        }
                    }
                }
                agentLoader = new URLClassLoader(new URL[] {agentJar.toURI().toURL()}, null);
                if (instrumenter == null || generator == null) {
                    return null;
                }
                Object access = agentLoader.loadClass(generator).getConstructor().newInstance();
                for (Constructor<?> c : agentLoader.loadClass(instrumenter).getConstructors()) {
                    if (c.getParameterCount() == 1 && c.getParameterTypes()[0].isInstance(access)) {
                        agentInstrumenter = c.newInstance(access);
                    }
                }
            }
            if (agentInstrumenter == null) {
                return null;
            }
            agentInstrumenter.getClass().getMethod("instrument", byte[].class, String.class)
                    .invoke(agentInstrumenter, bytes, internalName);
            return null;
        } catch (InvocationTargetException e) {
            return rootMessage(e.getCause());
        } catch (ReflectiveOperationException | IOException | LinkageError e) {
            return null;
        }
    }

    // JaCoCo's HTML report of the classes under test, each measured with its
    // own coverage data (the run that validated its final suite), so a test
    // removed in a later round counts for nothing. SOURCEDIRS is a
    // ':'-separated list of source roots ("-" for none): with sources, the
    // pages show the covered lines.
    private static void html(File outDir, String sourceDirs, String classes, String execs, String[] classPath)
            throws IOException {
        String[] names = classes.split(",");
        String[] files = execs.split(",");
        CoverageBuilder builder = new CoverageBuilder();
        ExecFileLoader all = new ExecFileLoader();
        for (int i = 0; i < names.length; ++i) {
            ExecFileLoader loader = new ExecFileLoader();
            File execFile = new File(files[i]);
            if (execFile.exists()) {
                loader.load(execFile);
                all.load(execFile);
            }
            new Analyzer(loader.getExecutionDataStore(), builder).analyzeClass(analyzableBytes(names[i], classPath), names[i]);
        }
        MultiSourceFileLocator sources = new MultiSourceFileLocator(4);
        if (!sourceDirs.equals("-")) {
            for (String dir : sourceDirs.split(":")) sources.add(new DirectorySourceFileLocator(new File(dir), "UTF-8", 4));
        }
        IReportVisitor visitor = new HTMLFormatter().createVisitor(new FileMultiReportOutput(outDir));
        visitor.visitInfo(all.getSessionInfoStore().getInfos(), all.getExecutionDataStore().getContents());
        visitor.visitBundle(builder.getBundle("Symcrete tests"), sources);
        visitor.visitEnd();
    }

    // For each class, its own execution data from its file, written to
    // OUTDIR/<binary name>.exec without session information, so the bytes
    // depend only on what the tests covered.
    private static void extract(File outDir, String classes, String execs) throws IOException {
        String[] names = classes.split(",");
        String[] files = execs.split(",");
        for (int i = 0; i < names.length; ++i) {
            ExecFileLoader loader = new ExecFileLoader();
            File execFile = new File(files[i]);
            if (execFile.exists()) loader.load(execFile);
            File target = new File(outDir, names[i].replace('/', '.') + ".exec");
            try (FileOutputStream stream = new FileOutputStream(target)) {
                ExecutionDataWriter writer = new ExecutionDataWriter(stream);
                for (ExecutionData data : loader.getExecutionDataStore().getContents()) {
                    if (data.getName().equals(names[i])) writer.visitClassExecution(data);
                }
            }
        }
    }

    private static String counter(ICounter c) {
        return c.getCoveredCount() + "\t" + c.getTotalCount();
    }

    // One section per class, opened by its "class" line.
    private static void analyze(ExecutionDataStore store, String internalName, String[] classPath) throws IOException {
        byte[] bytes = classBytes(internalName, classPath);
        CoverageBuilder builder = new CoverageBuilder();
        new Analyzer(store, builder).analyzeClass(bytes, internalName);
        IClassCoverage found = null;
        for (IClassCoverage c : builder.getClasses()) {
            if (c.getName().equals(internalName)) found = c;
        }
        if (found == null) {
            System.err.println("JaCoCo did not analyze " + internalName);
            System.exit(4);
        }
        PrintStream out = System.out;
        out.println("class\t" + internalName + "\t" + (store.get(found.getId()) != null ? 1 : 0) + "\t" + (found.isNoMatch() ? 1 : 0));
        out.println("counter\tbranch\t" + counter(found.getBranchCounter()));
        out.println("counter\tline\t" + counter(found.getLineCounter()));
        out.println("counter\tinstruction\t" + counter(found.getInstructionCounter()));
        out.println("counter\tmethod\t" + counter(found.getMethodCounter()));
        // The lines the tests ran at least one instruction of.
        StringBuilder ran = new StringBuilder();
        for (int line = found.getFirstLine(); line > 0 && line <= found.getLastLine(); ++line) {
            int status = found.getLine(line).getStatus();
            if (status == ICounter.FULLY_COVERED || status == ICounter.PARTLY_COVERED) {
                ran.append(ran.length() == 0 ? "" : ",").append(line);
            }
        }
        out.println("lines\t" + ran);
        for (IMethodCoverage m : found.getMethods()) {
            int first = m.getFirstLine() > 0 ? m.getFirstLine() : -1;
            out.println("method\t" + counter(m.getBranchCounter()) + "\t" + counter(m.getLineCounter()) + "\t"
                    + counter(m.getInstructionCounter()) + "\t" + first + "\t" + m.getName() + "\t" + m.getDesc());
            // Lines whose branches the tests did not all take, after the
            // method they belong to.
            for (int line = m.getFirstLine(); line > 0 && line <= m.getLastLine(); ++line) {
                ICounter branches = m.getLine(line).getBranchCounter();
                if (branches.getMissedCount() > 0) out.println("missed\t" + line + "\t" + counter(branches));
            }
        }
    }
}
)java";
}

}  // namespace symcrete::jvm
