// Dice, card and random-walk simulations driven by java.util.Random with fixed seeds:
// nextInt(bound), nextDouble, nextBoolean, nextGaussian, nextLong, and seeded shuffles.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

public class RandomSeededSimulation {
    public static void main(String[] args) {
        Random rnd = new Random(42);
        int[] histogram = new int[13];
        for (int i = 0; i < 3600; i++) histogram[rnd.nextInt(6) + 1 + rnd.nextInt(6) + 1]++;
        for (int s = 2; s <= 12; s++) System.out.printf("%2d %4d %s%n", s, histogram[s], "*".repeat(histogram[s] / 20));

        List<String> deck = new ArrayList<>();
        for (String suit : new String[]{"S", "H", "D", "C"})
            for (String rank : new String[]{"A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"})
                deck.add(rank + suit);
        Collections.shuffle(deck, new Random(7));
        System.out.println("hand1 " + deck.subList(0, 5));
        System.out.println("hand2 " + deck.subList(5, 10));
        System.out.println("bottom " + deck.get(51));

        Random walkRnd = new Random(2024);
        int x = 0, y = 0, maxDist = 0;
        for (int step = 0; step < 1000; step++) {
            switch (walkRnd.nextInt(4)) {
                case 0 -> x++;
                case 1 -> x--;
                case 2 -> y++;
                default -> y--;
            }
            maxDist = Math.max(maxDist, Math.abs(x) + Math.abs(y));
        }
        System.out.println("walk end=(" + x + "," + y + ") maxDist=" + maxDist);

        Random r = new Random(123456789L);
        System.out.println("nextInt=" + r.nextInt() + " nextLong=" + r.nextLong() + " nextBoolean=" + r.nextBoolean());
        System.out.println("nextDouble=" + r.nextDouble() + " nextFloat=" + r.nextFloat());
        System.out.println("nextGaussian=" + r.nextGaussian() + " " + r.nextGaussian());
        System.out.println("nextInt(1000)=" + r.nextInt(1000) + " nextInt(1<<20)=" + r.nextInt(1 << 20) + " nextInt(7)=" + r.nextInt(7));
        byte[] bytes = new byte[8];
        r.nextBytes(bytes);
        System.out.println("bytes=" + Arrays.toString(bytes));

        // Monte Carlo estimate of pi.
        Random mc = new Random(99);
        int inside = 0, n = 20000;
        for (int i = 0; i < n; i++) {
            double px = mc.nextDouble(), py = mc.nextDouble();
            if (px * px + py * py <= 1.0) inside++;
        }
        System.out.printf("pi ~ %.4f (%d/%d)%n", 4.0 * inside / n, inside, n);

        Integer[] nums = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        List<Integer> list = Arrays.asList(nums);
        Collections.shuffle(list, new Random(7));
        System.out.println("shuffled " + list + " backing array " + Arrays.toString(nums));
        Random same1 = new Random(5), same2 = new Random(5);
        boolean same = true;
        for (int i = 0; i < 100; i++) same &= same1.nextInt(50) == same2.nextInt(50);
        System.out.println("same seed same sequence: " + same);
        int[] streamed = new Random(11).ints(8, 0, 100).toArray();
        System.out.println("ints stream " + Arrays.toString(streamed));
        double sum = new Random(3).doubles(1000).sum();
        System.out.printf("doubles sum %.6f%n", sum);
        Random reseed = new Random(1);
        int first = reseed.nextInt(100);
        reseed.setSeed(1);
        System.out.println("reseeded equal: " + (first == reseed.nextInt(100)) + " value " + first);
    }
}
