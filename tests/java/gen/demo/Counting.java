package demo;

// A loop over text: how far it is unrolled is what the bounds set.
public class Counting {
    public static int countA(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == 'a') n++;
        }
        return n;
    }
}
