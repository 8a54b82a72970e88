// Measures array-heavy loops: sieve of Eratosthenes over a boolean array, repeated.
public class BenchSieve {
    static long sieve(int limit) {
        boolean[] composite = new boolean[limit + 1];
        for (int i = 2; (long) i * i <= limit; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= limit; j += i) {
                    composite[j] = true;
                }
            }
        }
        int count = 0;
        long sum = 0;
        for (int i = 2; i <= limit; i++) {
            if (!composite[i]) {
                count++;
                sum += i;
            }
        }
        return count * 31 + sum;
    }

    public static void main(String[] args) {
        long checksum = 0;
        for (int round = 0; round < 8; round++) {
            checksum = checksum * 31 + sieve(1_000_000 + round);
        }
        System.out.println("checksum=" + checksum);
    }
}
