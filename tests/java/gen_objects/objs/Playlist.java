package objs;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

// A playlist whose changes can be undone and whose songs may be played a
// limited number of times. Some of its states take two or three calls to
// reach: two appends before a revert tell the newest snapshot from the
// oldest; a song appended, limited and played once before it is played
// again.
public class Playlist {
    private final List<String> songs = new ArrayList<>();
    private final Deque<List<String>> snapshots = new ArrayDeque<>();
    private final Map<String, Integer> limits = new HashMap<>();
    private final Map<String, Integer> plays = new HashMap<>();

    public void append(String song) {
        if (song == null || song.isEmpty()) {
            throw new IllegalArgumentException("no song");
        }
        snapshots.push(new ArrayList<>(songs));
        songs.add(song);
    }

    public void limit(String song, int times) {
        if (times < 1) {
            throw new IllegalArgumentException("a limit is at least 1: " + times);
        }
        if (!songs.contains(song)) {
            throw new IllegalArgumentException("not in the playlist: " + song);
        }
        limits.put(song, times);
    }

    /** Takes back the last append. */
    public void revert() {
        if (snapshots.isEmpty()) {
            throw new IllegalStateException("nothing to revert");
        }
        List<String> previous = snapshots.pop();
        songs.clear();
        songs.addAll(previous);
    }

    /** Plays a song if its limit allows; says whether it did. */
    public boolean play(String song) {
        if (!songs.contains(song)) {
            throw new IllegalArgumentException("not in the playlist: " + song);
        }
        int played = plays.getOrDefault(song, 0);
        if (played >= limits.getOrDefault(song, 3)) {
            return false;
        }
        plays.merge(song, 1, Integer::sum);
        return true;
    }

    public int size() {
        return songs.size();
    }
}
