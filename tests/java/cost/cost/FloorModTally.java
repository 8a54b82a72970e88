package cost;

// Not one of the ten: the fixture of `worst` on code that calls the JDK
// (Worst.BranchesInTheJdkDoNotSplitAGuidedPath). Tallies the keys by
// Math.floorMod(key, 8), whose sign test branches on each key inside the
// JDK, and counts how often a bucket becomes the fullest.
//
// Worst case: all keys in one bucket (all zeros): every key makes its
// bucket the fullest, n updates.
public final class FloorModTally {
    private FloorModTally() {
    }

    public static int fullest(int[] keys) {
        int[] tally = new int[8];
        int fullest = 0;
        int updates = 0;
        for (int key : keys) {
            int b = Math.floorMod(key, 8);
            tally[b]++;
            if (tally[b] > fullest) {
                fullest = tally[b];
                updates++;
            }
        }
        return updates;
    }
}
