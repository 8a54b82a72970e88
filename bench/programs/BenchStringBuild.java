// Measures StringBuilder appends of ints and chars, then charAt over the result.
public class BenchStringBuild {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            sb.append(i);
            sb.append((char) ('a' + i % 26));
            if (i % 10 == 0) sb.append(',');
        }
        String s = sb.toString();
        int hash = 0;
        for (int i = 0; i < s.length(); i++) {
            hash = hash * 31 + s.charAt(i);
        }
        System.out.println("length=" + s.length() + " hash=" + hash);
    }
}
