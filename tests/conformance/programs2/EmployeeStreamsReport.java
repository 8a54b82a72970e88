// An HR report with streams: grouping by department with summarizing statistics,
// partitioning, flatMap over skills, sorted/limit/skip, toMap merges and IntStream ranges.
import java.util.Arrays;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public class EmployeeStreamsReport {
    record Employee(String name, String dept, int age, double salary, List<String> skills) {}

    public static void main(String[] args) {
        List<Employee> staff = List.of(
            new Employee("Ada", "Engineering", 36, 125000, List.of("java", "sql", "k8s")),
            new Employee("Bram", "Engineering", 28, 98000, List.of("go", "k8s")),
            new Employee("Chloe", "Sales", 45, 87000, List.of("negotiation", "crm")),
            new Employee("Dev", "Sales", 31, 72000, List.of("crm")),
            new Employee("Elif", "Engineering", 52, 143000, List.of("java", "c++", "leadership")),
            new Employee("Femi", "Support", 24, 51000, List.of("crm", "sql")),
            new Employee("Gus", "Support", 39, 58500, List.of("linux", "sql")),
            new Employee("Hana", "Research", 41, 131000, List.of("python", "statistics", "sql")));

        Map<String, DoubleSummaryStatistics> stats = staff.stream()
                .collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.summarizingDouble(Employee::salary)));
        stats.forEach((d, s) -> System.out.printf("%-12s n=%d min=%9.1f max=%9.1f avg=%10.2f sum=%10.1f%n",
                d, s.getCount(), s.getMin(), s.getMax(), s.getAverage(), s.getSum()));

        Map<Boolean, List<String>> seniors = staff.stream()
                .collect(Collectors.partitioningBy(e -> e.age() >= 40, Collectors.mapping(Employee::name, Collectors.toList())));
        System.out.println("40+: " + seniors.get(true) + " under: " + seniors.get(false));

        Map<String, Long> skillCount = staff.stream().flatMap(e -> e.skills().stream())
                .collect(Collectors.groupingBy(s -> s, TreeMap::new, Collectors.counting()));
        System.out.println("skills " + skillCount);
        String topSkills = skillCount.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()))
                .limit(3).map(e -> e.getKey() + "x" + e.getValue()).collect(Collectors.joining(", "));
        System.out.println("top skills: " + topSkills);

        Map<String, String> highestPaid = staff.stream().collect(Collectors.toMap(Employee::dept, Employee::name,
                (a, b) -> a.compareTo(b) < 0 ? a : b, TreeMap::new));
        System.out.println("alphabetically first per dept " + highestPaid);
        Map<String, Optional<Employee>> oldest = staff.stream()
                .collect(Collectors.groupingBy(Employee::dept, TreeMap::new, Collectors.maxBy(Comparator.comparingInt(Employee::age))));
        oldest.forEach((d, e) -> System.out.print(d + "=" + e.map(Employee::name).orElse("?") + " "));
        System.out.println();

        IntSummaryStatistics ages = staff.stream().mapToInt(Employee::age).summaryStatistics();
        System.out.println(ages);
        System.out.println("payroll " + staff.stream().mapToDouble(Employee::salary).sum()
                + " avg age " + staff.stream().collect(Collectors.averagingInt(Employee::age)));
        System.out.println("page 2: " + staff.stream().sorted(Comparator.comparingDouble(Employee::salary).reversed())
                .skip(3).limit(3).map(Employee::name).toList());
        System.out.println("any go? " + staff.stream().anyMatch(e -> e.skills().contains("go"))
                + " all adults? " + staff.stream().allMatch(e -> e.age() >= 18)
                + " none rust? " + staff.stream().noneMatch(e -> e.skills().contains("rust")));
        System.out.println("sql names: " + staff.stream().filter(e -> e.skills().contains("sql")).map(Employee::name)
                .map(String::toLowerCase).sorted(Comparator.reverseOrder()).collect(Collectors.joining("|", "<", ">")));
        System.out.println("raise: " + staff.stream().filter(e -> e.dept().equals("Support"))
                .map(e -> String.format("%s %.0f->%.0f", e.name(), e.salary(), e.salary() * 1.075)).toList());
        System.out.println(IntStream.rangeClosed(1, 5).map(i -> i * i).boxed().collect(Collectors.toList())
                + " " + IntStream.iterate(1, i -> i * 3).limit(6).sum()
                + " " + Stream.iterate("a", s -> s.length() < 4, s -> s + "b").collect(Collectors.joining(","))
                + " " + Arrays.stream(new int[]{5, 3, 5, 1, 3}).distinct().sorted().mapToObj(Integer::toString).collect(Collectors.joining()));
        Map<Integer, List<String>> byDecade = staff.stream().collect(Collectors.groupingBy(e -> e.age() / 10 * 10, TreeMap::new,
                Collectors.collectingAndThen(Collectors.mapping(Employee::name, Collectors.toList()), l -> { java.util.Collections.reverse(l); return l; })));
        System.out.println("by decade " + byDecade);
        System.out.println(Stream.of("x", "yy", "zzz").mapToInt(String::length).max().getAsInt() + " "
                + Stream.of(1, 2, 3, 4).reduce(0, Integer::sum) + " " + Stream.of(1, 2, 3, 4).peek(i -> { }).count()
                + " " + Stream.concat(Stream.of("p"), Stream.of("q")).toList() + " " + Stream.of(4, 2, 9).min(Integer::compare).get());
    }
}
