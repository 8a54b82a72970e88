package org.example.rental;

import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

/** A parsed script command such as {@code RENT ann@example.org red-bike 2024-06-01 2024-06-03}. */
public record Command(Verb verb, List<String> args, int lineNumber) {

    public enum Verb {
        REGISTER, ADD, RENT, RETURN, UNDO
    }

    public Command {
        Objects.requireNonNull(verb, "verb");
        args = List.copyOf(args);
    }

    public String arg(int index) {
        if (index < 0 || index >= args.size()) {
            throw new IndexOutOfBoundsException(verb + " has no argument " + index);
        }
        return args.get(index);
    }

    public LocalDate dateArg(int index) {
        return LocalDate.parse(arg(index));
    }
}
