// A document-template registry using the prototype pattern: Cloneable with shallow vs deep
// clone(), covariant clone overrides, static/instance initializer order and getClass()-based equals.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class PrototypeCloneRegistry {
    static final List<String> initLog = new ArrayList<>();

    static abstract class Template implements Cloneable {
        static int created;
        static { initLog.add("Template.<clinit>"); }
        final String kind;
        String title;
        List<String> sections = new ArrayList<>();
        int[] margins = {10, 10, 10, 10};
        { initLog.add("Template instance init (" + getClass().getSimpleName() + ")"); created++; }

        Template(String kind, String title) {
            this.kind = kind;
            this.title = title;
            initLog.add("Template ctor " + title);
        }

        @Override public Template clone() {
            try {
                Template t = (Template) super.clone();
                t.sections = new ArrayList<>(sections);
                t.margins = margins.clone();
                return t;
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }

        Template shallowCopy() {
            try {
                return (Template) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }

        abstract String render();

        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (o == null || getClass() != o.getClass()) return false;
            Template t = (Template) o;
            return title.equals(t.title) && sections.equals(t.sections) && Arrays.equals(margins, t.margins);
        }
        @Override public int hashCode() { return 31 * title.hashCode() + sections.hashCode(); }
    }

    static class Letter extends Template {
        static { initLog.add("Letter.<clinit>"); }
        String greeting = "Dear";
        { initLog.add("Letter instance init"); }
        Letter(String title) { super("letter", title); initLog.add("Letter ctor"); }
        @Override public Letter clone() { return (Letter) super.clone(); }
        String render() { return greeting + " reader, " + title + " " + sections + " m=" + Arrays.toString(margins); }
    }

    static class Report extends Template {
        static { initLog.add("Report.<clinit>"); }
        Report(String title) { super("report", title); }
        String render() { return "REPORT " + title.toUpperCase() + " " + String.join("/", sections) + " m=" + margins[0]; }
    }

    static class NotCloneable {
        Object tryClone() throws CloneNotSupportedException { return super.clone(); }
    }

    public static void main(String[] args) throws Exception {
        initLog.add("main start");
        Map<String, Template> registry = new LinkedHashMap<>();
        Letter letter = new Letter("Welcome");
        letter.sections.add("intro");
        registry.put("welcome", letter);
        Report report = new Report("Quarterly");
        report.sections.addAll(List.of("summary", "numbers"));
        registry.put("quarterly", report);
        initLog.forEach(s -> System.out.println("init: " + s));

        Letter copy = letter.clone();
        copy.title = "Welcome back";
        copy.sections.add("news");
        copy.margins[0] = 25;
        copy.greeting = "Hi";
        System.out.println(letter.render());
        System.out.println(copy.render());
        System.out.println("created=" + Template.created + " (clone does not run initializers)");

        Template shallow = report.shallowCopy();
        shallow.sections.add("appendix");
        shallow.margins[0] = 0;
        System.out.println(report.render() + " | shared list: " + (shallow.sections == report.sections));

        Template deep = registry.get("quarterly").clone();
        System.out.println("deep equals original: " + deep.equals(report) + " same class: " + (deep.getClass() == report.getClass())
                + " hash equal: " + (deep.hashCode() == report.hashCode()));
        deep.sections.remove("appendix");
        System.out.println("after edit equals: " + deep.equals(report) + " letter equals report: " + letter.equals(new Report("Welcome")));
        Letter l2 = new Letter("Welcome");
        l2.sections.add("intro");
        System.out.println("fresh letter equals prototype: " + l2.equals(letter) + " created=" + Template.created);
        try {
            new NotCloneable().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException: " + e.getMessage());
        }
        int[][] grid = {{1, 2}, {3, 4}};
        int[][] g2 = grid.clone();
        g2[0][0] = 99;
        g2[1] = new int[]{7, 7};
        System.out.println(Arrays.deepToString(grid) + " " + Arrays.deepToString(g2));
        ArrayList<String> al = new ArrayList<>(List.of("a", "b"));
        @SuppressWarnings("unchecked")
        ArrayList<String> alc = (ArrayList<String>) al.clone();
        alc.add("c");
        System.out.println(al + " " + alc + " " + new java.util.HashMap<>(Map.of("k", 1)).clone());
    }
}
