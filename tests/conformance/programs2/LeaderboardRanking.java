// A game leaderboard over 3000 generated players: stable multi-key sorts (TimSort merge
// paths), binarySearch, nullsLast comparators, HashMaps keyed by Long/Double/List and paging.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

public class LeaderboardRanking {
    static final class Player {
        final long id;
        final String name;
        final int score;
        final double accuracy;
        final String clan;
        Player(long id, String name, int score, double accuracy, String clan) {
            this.id = id; this.name = name; this.score = score; this.accuracy = accuracy; this.clan = clan;
        }
        int score() { return score; }
        String name() { return name; }
        String clan() { return clan; }
        @Override public String toString() { return name + "(" + score + ", " + clan + ")"; }
    }

    public static void main(String[] args) {
        Random rnd = new Random(31337);
        String[] syll = {"ka", "zu", "mi", "ro", "te", "lo", "an", "vi", "sh", "or"};
        String[] clans = {"Wolves", "Owls", null, "Bears", "Foxes"};
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            String name = syll[rnd.nextInt(10)] + syll[rnd.nextInt(10)] + syll[rnd.nextInt(10)];
            players.add(new Player(1_000_000_000_000L + i * 7919L, name, rnd.nextInt(500) * 10, Math.round(rnd.nextDouble() * 1000) / 10.0,
                    clans[rnd.nextInt(clans.length)]));
        }
        List<Player> byScore = new ArrayList<>(players);
        byScore.sort(Comparator.comparingInt(Player::score).reversed());
        System.out.println("top 5 " + byScore.subList(0, 5));
        boolean stable = true;
        for (int i = 1; i < byScore.size(); i++) {
            Player a = byScore.get(i - 1), b = byScore.get(i);
            if (a.score == b.score && a.id > b.id) stable = false;
        }
        System.out.println("stable among equal scores: " + stable);

        List<Player> byClan = new ArrayList<>(players);
        byClan.sort(Comparator.comparing(Player::clan, Comparator.nullsLast(Comparator.naturalOrder()))
                .thenComparing(Player::name).thenComparing(Comparator.comparingInt(Player::score).reversed()));
        System.out.println("first " + byClan.get(0) + " last " + byClan.get(byClan.size() - 1) + " mid " + byClan.get(1500));

        int[] scores = players.stream().mapToInt(Player::score).toArray();
        Arrays.sort(scores);
        System.out.println("median " + scores[scores.length / 2] + " p90 " + scores[(int) (scores.length * 0.9)] + " min " + scores[0]
                + " max " + scores[scores.length - 1] + " idx(2500)>=0 " + (Arrays.binarySearch(scores, 2500) >= 0) + " idx(2505) " + Arrays.binarySearch(scores, 2505));
        List<String> names = new ArrayList<>();
        for (Player p : players) names.add(p.name);
        Collections.sort(names);
        System.out.println("names[0..3] " + names.subList(0, 3) + " search 'mimimi' " + Collections.binarySearch(names, "mimimi")
                + " distinct " + new HashSet<>(names).size() + " freq(kakaka) " + Collections.frequency(names, "kakaka"));

        Map<Long, Player> byId = new HashMap<>();
        for (Player p : players) byId.put(p.id, p);
        System.out.println("lookup " + byId.get(1_000_000_000_000L + 1234 * 7919L) + " size " + byId.size());
        Map<Double, Integer> accBuckets = new HashMap<>();
        for (Player p : players) accBuckets.merge(Math.floor(p.accuracy / 10) * 10, 1, Integer::sum);
        System.out.println("accuracy buckets (HashMap order) " + accBuckets);
        Map<List<String>, Integer> pairCounts = new HashMap<>();
        for (Player p : players) pairCounts.merge(List.of(p.name.substring(0, 2), String.valueOf(p.clan)), 1, Integer::sum);
        System.out.println("pairs " + pairCounts.size() + " ka/Owls=" + pairCounts.get(List.of("ka", "Owls")) + " vi/null=" + pairCounts.get(List.of("vi", "null")));
        Set<Long> smallIds = new HashSet<>();
        for (long i = 0; i < 20; i++) smallIds.add(i * i * 1_000_003L - 7);
        System.out.println("long set order " + smallIds);
        Map<String, Integer> clanTotals = new HashMap<>();
        for (Player p : players) clanTotals.merge(String.valueOf(p.clan), p.score, Integer::sum);
        System.out.println("clan totals " + clanTotals);
        Player[] arr = players.toArray(new Player[0]);
        Arrays.sort(arr, 100, 2100, Comparator.comparingDouble((Player p) -> p.accuracy).thenComparingLong(p -> p.id));
        System.out.println("range-sorted " + arr[100].accuracy + " " + arr[2099].accuracy + " untouched " + arr[0] + " " + arr[2999]);
        Collections.shuffle(byScore, new Random(5));
        Collections.rotate(byScore, 7);
        Collections.swap(byScore, 0, 1);
        System.out.println("after shuffle/rotate/swap " + byScore.subList(0, 3) + " max " + Collections.max(byScore, Comparator.comparingInt(Player::score).thenComparing(Player::name)));
        int pageSize = 10, page = 42;
        List<Player> pageList = byClan.subList(page * pageSize, (page + 1) * pageSize);
        System.out.println("page " + page + ": " + pageList.get(0) + " .. " + pageList.get(pageSize - 1));
    }
}
