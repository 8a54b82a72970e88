import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import javax.xml.parsers.DocumentBuilderFactory;

import org.jacoco.core.analysis.Analyzer;
import org.jacoco.core.analysis.CoverageBuilder;
import org.jacoco.core.analysis.IClassCoverage;
import org.jacoco.core.analysis.ICounter;
import org.jacoco.core.tools.ExecFileLoader;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Helpers for eval.sh, independent of Symcrete.
 *
 * <pre>
 * coverage EXEC CLASSES_DIR PACKAGE   branch coverage of PACKAGE's classes in CLASSES_DIR from a JaCoCo
 *                                     exec file; prints one "class covered total" line per class, then
 *                                     "JACOCO version" and "TOTAL covered total"
 * results REPORTS_DIR                 reads the JUnit Platform's legacy XML reports; prints
 *                                     "FAILED class#method" per failed or erroring test, then
 *                                     "TOTAL tests passed failed skipped"
 * strip IN_DIR OUT_DIR                copies a class folder, dropping the PermittedSubclasses
 *                                     attribute (javac 17 gives it to an enum whose constants have
 *                                     bodies) that JaCoCo 0.8.6 cannot read; the code is unchanged.
 *                                     Prints the names of the classes it rewrote
 * </pre>
 *
 * Needs JaCoCo's core jar and ASM 9 on the class path.
 */
public final class EvalTools {

    public static void main(String[] args) throws Exception {
        if (args.length == 4 && args[0].equals("coverage")) {
            coverage(new File(args[1]), new File(args[2]), args[3]);
        } else if (args.length == 2 && args[0].equals("results")) {
            results(new File(args[1]));
        } else if (args.length == 3 && args[0].equals("strip")) {
            strip(Path.of(args[1]), Path.of(args[2]));
        } else {
            System.err.println("usage: EvalTools coverage EXEC CLASSES_DIR PACKAGE | results REPORTS_DIR | strip IN OUT");
            System.exit(2);
        }
    }

    private static void coverage(File exec, File classes, String pkg) throws Exception {
        ExecFileLoader loader = new ExecFileLoader();
        if (exec.isFile()) {
            loader.load(exec);
        }
        CoverageBuilder builder = new CoverageBuilder();
        new Analyzer(loader.getExecutionDataStore(), builder).analyzeAll(classes);
        String prefix = pkg.replace('.', '/') + "/";
        Map<String, int[]> perClass = new TreeMap<>();
        int covered = 0;
        int total = 0;
        for (IClassCoverage cc : builder.getClasses()) {
            if (!cc.getName().startsWith(prefix)) {
                continue;
            }
            ICounter b = cc.getBranchCounter();
            perClass.put(cc.getName().replace('/', '.'), new int[] {b.getCoveredCount(), b.getTotalCount()});
            covered += b.getCoveredCount();
            total += b.getTotalCount();
        }
        for (Map.Entry<String, int[]> e : perClass.entrySet()) {
            System.out.println(e.getKey() + " " + e.getValue()[0] + " " + e.getValue()[1]);
        }
        if (!builder.getNoMatchClasses().isEmpty()) {
            System.err.println("warning: " + builder.getNoMatchClasses().size()
                    + " classes differ from those the tests ran with");
        }
        System.out.println("JACOCO " + org.jacoco.core.JaCoCo.VERSION);
        System.out.println("TOTAL " + covered + " " + total);
    }

    private static void results(File dir) throws Exception {
        int tests = 0;
        int failed = 0;
        int skipped = 0;
        List<String> failures = new ArrayList<>();
        File[] files = dir.listFiles((d, name) -> name.startsWith("TEST-") && name.endsWith(".xml"));
        if (files != null) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            for (File f : files) {
                Document doc = factory.newDocumentBuilder().parse(f);
                NodeList cases = doc.getElementsByTagName("testcase");
                for (int i = 0; i < cases.getLength(); i++) {
                    Element tc = (Element) cases.item(i);
                    tests++;
                    String state = "passed";
                    for (Node c = tc.getFirstChild(); c != null; c = c.getNextSibling()) {
                        String n = c.getNodeName();
                        if (n.equals("failure") || n.equals("error")) {
                            state = "failed";
                        } else if (n.equals("skipped") && state.equals("passed")) {
                            state = "skipped";
                        }
                    }
                    if (state.equals("failed")) {
                        failed++;
                        failures.add(tc.getAttribute("classname") + "#" + tc.getAttribute("name"));
                    } else if (state.equals("skipped")) {
                        skipped++;
                    }
                }
            }
        }
        failures.sort(null);
        for (String f : failures) {
            System.out.println("FAILED " + f);
        }
        System.out.println("TOTAL " + tests + " " + (tests - failed - skipped) + " " + failed + " " + skipped);
    }

    private static void strip(Path in, Path out) throws Exception {
        List<Path> files;
        try (var walk = Files.walk(in)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path f : files) {
            Path target = out.resolve(in.relativize(f).toString());
            Files.createDirectories(target.getParent());
            byte[] bytes = Files.readAllBytes(f);
            if (f.toString().endsWith(".class")) {
                boolean[] had = {false};
                ClassReader reader = new ClassReader(bytes);
                ClassWriter writer = new ClassWriter(reader, 0);
                reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
                    @Override
                    public void visitPermittedSubclass(String permittedSubclass) {
                        had[0] = true;
                    }
                }, 0);
                if (had[0]) {
                    bytes = writer.toByteArray();
                    System.out.println(reader.getClassName().replace('/', '.'));
                }
            }
            Files.write(target, bytes);
        }
    }
}
