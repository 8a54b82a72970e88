package lifting;

// Every conditional branch form, loops, and switches on int, char, String and enum.
public class Branches {
    enum Color { RED, GREEN, BLUE }

    static int ifs(int a, int b, Object o, Object p) {
        int r = 0;
        if (a == 0) r += 1;
        if (a != 0) r += 2;
        if (a < 0) r += 3;
        if (a >= 0) r += 4;
        if (a > 0) r += 5;
        if (a <= 0) r += 6;
        if (a == b) r += 7;
        if (a != b) r += 8;
        if (a < b) r += 9;
        if (a >= b) r += 10;
        if (a > b) r += 11;
        if (a <= b) r += 12;
        if (o == p) r += 13;
        if (o != p) r += 14;
        if (o == null) r += 15;
        if (o != null) r += 16;
        return r;
    }

    static int loops(int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            if (i % 3 == 0) continue;
            if (sum > 1000) break;
            sum += i;
        }
        int j = n;
        while (j > 0) j -= 2;
        do {
            j++;
        } while (j < 10);
        outer:
        for (int x = 0; x < n; x++) {
            for (int y = 0; y < n; y++) {
                if (x * y > 50) break outer;
                sum += x ^ y;
            }
        }
        return sum + j;
    }

    static int table(int k) {
        switch (k) {
            case 0: return 10;
            case 1: return 11;
            case 2: return 12;
            case 3:
            case 4: return 13;
            case 6: return 16;
            default: return -1;
        }
    }

    static int lookup(int k) {
        switch (k) {
            case -1000: return 1;
            case 7: return 2;
            case 100000: return 3;
            default: return 0;
        }
    }

    static int chars(char c) {
        switch (c) {
            case 'a': return 1;
            case 'e': return 2;
            case 'i': return 3;
            case 'o': return 4;
            case 'u': return 5;
            default: return 0;
        }
    }

    static int strings(String s) {
        switch (s) {
            case "alpha": return 1;
            case "beta": return 2;
            case "gamma": return 3;
            default: return 0;
        }
    }

    static int colors(Color c) {
        switch (c) {
            case RED: return 0xff0000;
            case GREEN: return 0x00ff00;
            case BLUE: return 0x0000ff;
            default: return 0;
        }
    }

    static String ternary(boolean b, int x) {
        return b ? (x > 0 ? "pos" : "neg") : null;
    }

    static boolean logic(boolean a, boolean b, boolean c) {
        return (a && b) || (!c && a) || (b != c);
    }
}
