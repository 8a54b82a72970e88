// Checks Arrays.sort of String[] (natural, case-insensitive, by length), of a
// nested record type with comparators, and that object sorting is stable.
import java.util.Arrays;
import java.util.Comparator;

public class ArraysSortObjects {
    record Person(String name, int age) {
    }

    public static void main(String[] args) {
        String[] words = {"pear", "Apple", "fig", "banana", "apple", "Cherry", "date", "Fig", "kiwi"};
        String[] natural = words.clone();
        Arrays.sort(natural);
        System.out.println(Arrays.toString(natural));
        String[] ci = words.clone();
        Arrays.sort(ci, String.CASE_INSENSITIVE_ORDER);
        System.out.println(Arrays.toString(ci));
        String[] byLen = words.clone();
        Arrays.sort(byLen, Comparator.comparingInt(String::length));
        System.out.println(Arrays.toString(byLen));
        Person[] people = {
            new Person("Dana", 30), new Person("Ann", 25), new Person("Bob", 30),
            new Person("Cy", 25), new Person("Eve", 41), new Person("Abe", 30)
        };
        Person[] byAge = people.clone();
        Arrays.sort(byAge, Comparator.comparingInt(Person::age));
        System.out.println(Arrays.toString(byAge));
        Person[] byAgeDescName = people.clone();
        Arrays.sort(byAgeDescName, Comparator.comparingInt(Person::age).reversed().thenComparing(Person::name));
        for (Person p : byAgeDescName) {
            System.out.print(p.name() + "(" + p.age() + ") ");
        }
        System.out.println();
        Integer[] boxed = new Integer[40];
        for (int i = 0; i < boxed.length; i++) {
            boxed[i] = (i * 17 + 5) % 40 - 20;
        }
        Arrays.sort(boxed, (a, b) -> Integer.compare(Math.abs(a), Math.abs(b)));
        System.out.println(Arrays.toString(boxed));
        Arrays.sort(boxed, 0, 10, Comparator.reverseOrder());
        System.out.println(Arrays.toString(Arrays.copyOf(boxed, 10)));
        try {
            Object[] mixed = {"a", 1};
            Arrays.sort(mixed);
        } catch (ClassCastException e) {
            System.out.println("CCE caught");
        }
    }
}
