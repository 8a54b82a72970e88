// Checks Collections.shuffle with new Random(42) (fully deterministic), and the
// first values of java.util.Random(42) nextInt/nextInt(bound)/nextLong/nextDouble/nextBoolean.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

public class CollectionsShuffleSeeded {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            list.add(i);
        }
        Collections.shuffle(list, new Random(42));
        System.out.println(list);
        Collections.shuffle(list, new Random(42));
        System.out.println(list);
        List<String> letters = new ArrayList<>(List.of("a", "b", "c", "d", "e", "f"));
        Random r = new Random(7);
        Collections.shuffle(letters, r);
        System.out.println(letters);
        Collections.shuffle(letters, r);
        System.out.println(letters);
        Random rnd = new Random(42);
        System.out.println(rnd.nextInt() + " " + rnd.nextInt(100) + " " + rnd.nextInt(1 << 20) + " " + rnd.nextLong());
        System.out.println(rnd.nextDouble() + " " + rnd.nextFloat() + " " + rnd.nextBoolean() + " " + rnd.nextInt(7));
        Random same1 = new Random(123);
        Random same2 = new Random(123);
        boolean equal = true;
        for (int i = 0; i < 20; i++) {
            equal &= same1.nextInt(1000) == same2.nextInt(1000);
        }
        System.out.println(equal);
        Random g = new Random(0);
        System.out.println(g.nextGaussian());
        byte[] bytes = new byte[6];
        new Random(99).nextBytes(bytes);
        System.out.println(java.util.Arrays.toString(bytes));
    }
}
