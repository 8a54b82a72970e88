package eng;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

// A league table: `leaders` reads the points `score` fills only through a
// lambda that captures `this` (field_effects.h follows it), and tells an
// order apart only with two players, one of whom has scored: the setup
// calls chosen for it register a player twice before the score. What it
// returns, players the calls made, is asserted by their getters.
public class Standings {
    public record Player(int id, String name) {
    }

    private final Map<Integer, Player> players = new LinkedHashMap<>();
    private final Map<Integer, Integer> points = new HashMap<>();

    public void join(int id, String name) {
        if (players.containsKey(id)) throw new IllegalArgumentException("already playing: " + id);
        players.put(id, new Player(id, name));
    }

    public void score(int id, int won) {
        if (!players.containsKey(id)) throw new IllegalArgumentException("unknown player: " + id);
        if (won < 1 || won > 3) throw new IllegalArgumentException("points: " + won);
        points.merge(id, won, Integer::sum);
    }

    public int pointsOf(int id) {
        return points.getOrDefault(id, 0);
    }

    // The first `n` players, most points first.
    public List<Player> leaders(int n) {
        List<Player> ranked = new ArrayList<>(players.values());
        ranked.sort(Comparator.comparingInt((Player p) -> pointsOf(p.id())).reversed());
        return ranked.subList(0, Math.min(Math.max(n, 0), ranked.size()));
    }
}
