package eng;

import java.util.Map;

// A map input has as many keys as entries: no two of its String keys may
// share a text, or the map a test builds holds fewer entries than the path.
public class MapKeys {
    public static int entries(Map<String, Integer> counts) {
        return counts.size();
    }
}
