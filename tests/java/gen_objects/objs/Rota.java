package objs;

import java.util.Set;
import java.util.TreeSet;

// A record whose constructor refuses an empty set component: a test (and the
// engine's replay) must fill the set before the record is made of it.
public record Rota(Set<String> names, int shifts) {
    public Rota {
        if (names.isEmpty()) throw new IllegalArgumentException("a rota names someone");
        if (shifts < 1) throw new IllegalArgumentException("at least one shift");
        names = new TreeSet<>(names);
    }

    public boolean covers(Rota other) {
        if (!names.containsAll(other.names)) return false;
        return shifts >= other.shifts;
    }
}
