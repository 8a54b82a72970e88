// A library catalog: Book with equals/hashCode/toString used in HashSet/HashMap,
// HashMap<String, List<Book>> indexes, Comparator.comparing().thenComparing() sorts.
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

public class LibraryCatalog {
    static final class Book {
        final String isbn;
        final String title;
        final String author;
        final int year;
        final String genre;
        Book(String isbn, String title, String author, int year, String genre) {
            this.isbn = isbn; this.title = title; this.author = author; this.year = year; this.genre = genre;
        }
        String getTitle() { return title; }
        String getAuthor() { return author; }
        int getYear() { return year; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Book)) return false;
            return isbn.equals(((Book) o).isbn);
        }
        @Override public int hashCode() { return Objects.hash(isbn); }
        @Override public String toString() { return "'" + title + "' by " + author + " (" + year + ")"; }
    }

    static final class Catalog {
        private final Map<String, List<Book>> byAuthor = new HashMap<>();
        private final Map<String, List<Book>> byGenre = new HashMap<>();
        private final Set<Book> all = new HashSet<>();
        private final Map<Book, Integer> copies = new HashMap<>();

        boolean add(Book b) {
            copies.merge(b, 1, Integer::sum);
            if (!all.add(b)) return false;
            byAuthor.computeIfAbsent(b.author, k -> new ArrayList<>()).add(b);
            byGenre.computeIfAbsent(b.genre, k -> new ArrayList<>()).add(b);
            return true;
        }
        List<Book> sorted(Comparator<Book> c) {
            List<Book> l = new ArrayList<>(all);
            l.sort(c);
            return l;
        }
    }

    public static void main(String[] args) {
        Catalog cat = new Catalog();
        Book[] books = {
            new Book("978-0", "Dune", "Herbert", 1965, "scifi"),
            new Book("978-1", "Emma", "Austen", 1815, "classic"),
            new Book("978-2", "Persuasion", "Austen", 1817, "classic"),
            new Book("978-3", "Neuromancer", "Gibson", 1984, "scifi"),
            new Book("978-4", "Foundation", "Asimov", 1951, "scifi"),
            new Book("978-5", "I, Robot", "Asimov", 1950, "scifi"),
            new Book("978-0", "Dune (2nd copy)", "Herbert", 1965, "scifi"),
            new Book("978-6", "Pride and Prejudice", "Austen", 1813, "classic"),
            new Book("978-7", "Count Zero", "Gibson", 1986, "scifi"),
            new Book("978-8", "The Hobbit", "Tolkien", 1937, "fantasy"),
            new Book("978-5", "I, Robot", "Asimov", 1950, "scifi"),
        };
        for (Book b : books) {
            System.out.println((cat.add(b) ? "added     " : "duplicate ") + b);
        }
        System.out.println("distinct=" + cat.all.size());

        System.out.println("-- by author, then year");
        for (Book b : cat.sorted(Comparator.comparing(Book::getAuthor).thenComparing(Book::getYear))) {
            System.out.println("  " + b);
        }
        System.out.println("-- newest first, then title");
        for (Book b : cat.sorted(Comparator.comparingInt(Book::getYear).reversed().thenComparing(Book::getTitle))) {
            System.out.println("  " + b.year + " " + b.title);
        }
        System.out.println("-- by title length desc, then title");
        Comparator<Book> byLen = Comparator.comparing(b -> b.title.length());
        for (Book b : cat.sorted(byLen.reversed().thenComparing(Book::getTitle, Comparator.reverseOrder()))) {
            System.out.println("  " + b.title.length() + " " + b.title);
        }
        System.out.println("-- genres");
        for (Map.Entry<String, List<Book>> e : new TreeMap<>(cat.byGenre).entrySet()) {
            System.out.println("  " + e.getKey() + ": " + e.getValue().size() + " " + e.getValue());
        }
        System.out.println("-- author keys (HashMap order): " + cat.byAuthor.keySet());
        Book probe = new Book("978-3", "?", "?", 0, "?");
        System.out.println("contains probe: " + cat.all.contains(probe) + ", copies of Dune: " + cat.copies.get(books[0])
                + ", copies of probe: " + cat.copies.get(probe));
        System.out.println("hash of Dune: " + books[0].hashCode() + " equal to copy: " + books[0].equals(books[6]));
        Map<String, Integer> perAuthor = new TreeMap<>();
        cat.byAuthor.forEach((a, l) -> perAuthor.put(a, l.size()));
        System.out.println(perAuthor);
    }
}
