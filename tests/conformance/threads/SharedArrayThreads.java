// Several threads each fill their own slice of a shared array; after all
// are joined the main thread sums what they wrote.
public class SharedArrayThreads {
    public static void main(String[] args) throws InterruptedException {
        final int workers = 4;
        final int[] squares = new int[40];
        Thread[] threads = new Thread[workers];
        for (int w = 0; w < workers; w++) {
            final int id = w;
            threads[w] = new Thread(() -> {
                for (int i = id; i < squares.length; i += workers) squares[i] = i * i;
            }, "filler-" + w);
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
        long sum = 0;
        for (int s : squares) sum += s;
        System.out.println("sum of squares below 40: " + sum);
        System.out.println("last: " + squares[39] + " first: " + squares[0]);
        StringBuilder names = new StringBuilder();
        for (Thread t : threads) names.append(t.getName()).append(t.isAlive() ? "+" : "-").append(' ');
        System.out.println(names.toString().trim());
    }
}
