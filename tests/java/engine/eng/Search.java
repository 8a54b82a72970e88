package eng;

// Methods whose order of exploration the searchers decide (searcher_test.cpp).
public class Search {
    // A chain of branches: the first path (every input 0) takes the last
    // return and forks one state per branch, the shallowest first.
    static int nested(int a, int b, int c) {
        if (a < 0) return 0;
        if (b < 0) return 1;
        if (c < 0) return 2;
        return 3;
    }

    // A branch, then a loop with a symbolic bound. The first path forks the
    // branch's other side first and the loop last, so depth-first search
    // unrolls the loop (a fork per iteration, up to the branch bound) before
    // it comes back to the branch.
    static int branchThenLoop(int x, int n) {
        int s;
        if (x > 0) s = 1;
        else s = -1;
        for (int i = 0; i < n; i++) s += i;
        return s;
    }
}
