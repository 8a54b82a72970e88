// A pure helper with six bands, called four times on every path: 6^4 paths
// of household(), each taking rate()'s summary four times (bench/issue29/summaries.sh).
public class Tax {
    static int rate(int income) {
        if (income < 1000) return 0;
        if (income < 5000) return 10;
        if (income < 20000) return 20;
        if (income < 50000) return 30;
        if (income < 100000) return 40;
        return 45;
    }

    public static int household(int a, int b, int c, int d) {
        return rate(a) + rate(b) + rate(c) + rate(d);
    }
}
