// A route planner over a weighted city graph: adjacency lists in TreeMaps, BFS hop counts,
// iterative DFS, Dijkstra with a PriorityQueue and path reconstruction, and topological sort.
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.TreeMap;

public class GraphRoutePlanner {
    static final Map<String, Map<String, Integer>> graph = new TreeMap<>();

    static void road(String a, String b, int km) {
        graph.computeIfAbsent(a, k -> new TreeMap<>()).put(b, km);
        graph.computeIfAbsent(b, k -> new TreeMap<>()).put(a, km);
    }

    static Map<String, Integer> bfs(String start) {
        Map<String, Integer> hops = new TreeMap<>();
        Deque<String> q = new ArrayDeque<>();
        hops.put(start, 0);
        q.add(start);
        while (!q.isEmpty()) {
            String c = q.poll();
            for (String n : graph.get(c).keySet()) {
                if (!hops.containsKey(n)) { hops.put(n, hops.get(c) + 1); q.add(n); }
            }
        }
        return hops;
    }

    static List<String> dfs(String start) {
        List<String> order = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Deque<String> stack = new ArrayDeque<>();
        stack.push(start);
        while (!stack.isEmpty()) {
            String c = stack.pop();
            if (!seen.add(c)) continue;
            order.add(c);
            List<String> ns = new ArrayList<>(graph.get(c).keySet());
            Collections.reverse(ns);
            for (String n : ns) if (!seen.contains(n)) stack.push(n);
        }
        return order;
    }

    record Entry(String city, int dist) {}

    static String dijkstra(String from, String to) {
        Map<String, Integer> dist = new HashMap<>();
        Map<String, String> prev = new HashMap<>();
        PriorityQueue<Entry> pq = new PriorityQueue<>((x, y) -> x.dist() != y.dist() ? Integer.compare(x.dist(), y.dist()) : x.city().compareTo(y.city()));
        dist.put(from, 0);
        pq.add(new Entry(from, 0));
        int polls = 0;
        while (!pq.isEmpty()) {
            Entry e = pq.poll();
            polls++;
            if (e.dist() > dist.getOrDefault(e.city(), Integer.MAX_VALUE)) continue;
            if (e.city().equals(to)) break;
            for (Map.Entry<String, Integer> n : graph.get(e.city()).entrySet()) {
                int nd = e.dist() + n.getValue();
                if (nd < dist.getOrDefault(n.getKey(), Integer.MAX_VALUE)) {
                    dist.put(n.getKey(), nd);
                    prev.put(n.getKey(), e.city());
                    pq.add(new Entry(n.getKey(), nd));
                }
            }
        }
        if (!dist.containsKey(to)) return from + " -> " + to + ": unreachable";
        LinkedList<String> path = new LinkedList<>();
        for (String c = to; c != null; c = prev.get(c)) path.addFirst(c);
        return from + " -> " + to + ": " + dist.get(to) + " km via " + String.join(" > ", path) + " (" + polls + " polls)";
    }

    static List<String> topoSort(Map<String, List<String>> deps) {
        Map<String, Integer> indeg = new TreeMap<>();
        for (Map.Entry<String, List<String>> e : deps.entrySet()) {
            indeg.putIfAbsent(e.getKey(), 0);
            for (String d : e.getValue()) { indeg.putIfAbsent(d, 0); indeg.merge(e.getKey(), 1, Integer::sum); }
        }
        PriorityQueue<String> ready = new PriorityQueue<>();
        indeg.forEach((k, v) -> { if (v == 0) ready.add(k); });
        List<String> out = new ArrayList<>();
        while (!ready.isEmpty()) {
            String n = ready.poll();
            out.add(n);
            for (Map.Entry<String, List<String>> e : deps.entrySet()) {
                if (e.getValue().contains(n) && indeg.merge(e.getKey(), -1, Integer::sum) == 0) ready.add(e.getKey());
            }
        }
        if (out.size() != indeg.size()) throw new IllegalStateException("cycle detected among " + indeg.size() + " nodes");
        return out;
    }

    public static void main(String[] args) {
        road("Amsterdam", "Utrecht", 45); road("Amsterdam", "Haarlem", 20); road("Haarlem", "Leiden", 32);
        road("Leiden", "Den Haag", 19); road("Utrecht", "Den Haag", 68); road("Den Haag", "Rotterdam", 27);
        road("Utrecht", "Arnhem", 64); road("Rotterdam", "Breda", 50); road("Breda", "Eindhoven", 58);
        road("Utrecht", "Eindhoven", 91); road("Arnhem", "Nijmegen", 19); road("Nijmegen", "Eindhoven", 67);
        graph.put("Texel", new TreeMap<>());
        System.out.println("cities " + graph.keySet());
        System.out.println("hops from Amsterdam " + bfs("Amsterdam"));
        System.out.println("dfs " + dfs("Amsterdam"));
        System.out.println(dijkstra("Amsterdam", "Eindhoven"));
        System.out.println(dijkstra("Haarlem", "Nijmegen"));
        System.out.println(dijkstra("Breda", "Breda"));
        System.out.println(dijkstra("Leiden", "Texel"));
        int edges = 0;
        for (Map<String, Integer> m : graph.values()) edges += m.size();
        System.out.println("edges=" + edges / 2 + " degree(Utrecht)=" + graph.get("Utrecht").size());

        Map<String, List<String>> build = new TreeMap<>();
        build.put("app", List.of("lib", "ui"));
        build.put("ui", List.of("lib", "icons"));
        build.put("lib", List.of("core"));
        build.put("tests", List.of("app"));
        build.put("docs", List.of());
        System.out.println("build order " + topoSort(build));
        build.put("core", List.of("tests"));
        try {
            topoSort(build);
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
    }
}
