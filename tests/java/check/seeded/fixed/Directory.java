package seeded.fixed;

import java.util.HashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;

// An exception the code makes and Optional.orElseThrow throws for it is
// thrown on purpose: a contract, no bug.
public class Directory {
    private final Map<String, String> phones = new HashMap<>();

    public String phoneOf(String name) {
        return Optional.ofNullable(phones.get(name))
                .orElseThrow(() -> new NoSuchElementException("unknown: " + name));
    }
}
