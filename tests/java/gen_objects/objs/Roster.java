package objs;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

// A method returning a list of the objects a test passed in: the test
// asserts the list of those very objects (their variables), in order.
public class Roster {
    public record Player(String name, int score) {}

    private final List<Player> players = new ArrayList<>();

    public void add(Player player) {
        if (player == null) throw new IllegalArgumentException("no player");
        players.add(player);
    }

    public List<Player> best(int n) {
        if (n < 0) throw new IllegalArgumentException("negative: " + n);
        return players.stream().sorted(Comparator.comparingInt(Player::score).reversed()).limit(n).toList();
    }
}
