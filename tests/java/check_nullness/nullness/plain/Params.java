package nullness.plain;

import java.util.Iterator;
import java.util.List;
import javax.annotation.Nonnull;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;

// No package default: each parameter or class says what it takes.
public class Params {
    public static int annotated(@Nonnull String text) {
        return text.length();
    }

    public static int unannotated(String text) {
        return text.length();  // a contract: nothing says null is allowed
    }

    public static int trimmedLength(String text, boolean trim) {
        if (trim && text != null) {
            return text.trim().length();
        }
        return text.length();  // a bug: the method takes null, as its test of it shows
    }

    // JSpecify: the class is null-marked; @Nullable is a type annotation.
    @NullMarked
    public static class Marked {
        public static int size(List<String> items) {
            return items.size();
        }

        public static int sizeOrZero(@Nullable List<String> items) {
            return items.size();  // a bug: null is allowed here
        }
    }

    // Comparable's contract: compareTo(null) throws NullPointerException.
    public static class Version implements Comparable<Version> {
        private final int number;

        public Version(int number) {
            this.number = number;
        }

        @Override
        public int compareTo(Version other) {
            return Integer.compare(number, other.number);
        }
    }

    // Iterator's contract: next() past the end throws NoSuchElementException
    // (here the JDK's list iterator throws it).
    public static class Upper implements Iterator<String> {
        private final Iterator<String> inner;

        public Upper(List<String> items) {
            this.inner = items.iterator();
        }

        @Override
        public boolean hasNext() {
            return inner.hasNext();
        }

        @Override
        public String next() {
            return inner.next().toUpperCase();
        }
    }
}
