package objs;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

// Lookups by a String input in maps the class fills: each key is found,
// through toUpperCase() and strip() too, an id a setup call issued as
// well, and so is a miss.
public class Directory {
    private static final Map<String, Integer> ROOMS = new HashMap<>();

    static {
        ROOMS.put("AB", 1);
        ROOMS.put("CD", 2);
        ROOMS.put("XYZ", 3);
    }

    private final Map<String, String> members = new LinkedHashMap<>();
    private int next = 1;

    public static int room(String code) {
        Integer room = ROOMS.get(code.toUpperCase(Locale.ROOT));
        if (room == null) return -1;
        return room == 3 ? 30 : room;
    }

    public String register(String name) {
        String id = "M" + next++;
        members.put(id, name);
        return id;
    }

    public boolean isMember(String id) {
        return members.containsKey(id);
    }

    // As a user types an id: blanks around it, any case.
    public int lookUp(String id) {
        String name = members.get(id.strip().toUpperCase(Locale.ROOT));
        return name == null ? 0 : name.length();
    }
}
