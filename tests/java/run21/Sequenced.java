import java.util.ArrayList;
import java.util.List;

// A Java 21 program: JDK 21's API (SequencedCollection.reversed,
// StringBuilder.repeat) and a platform thread, whose priority, daemon flag
// and state live in Thread's FieldHolder from JDK 21 on.
public class Sequenced {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        List<String> names = new ArrayList<>(List.of("ada", "bob", "cy"));
        System.out.println(names.reversed() + " " + names.getFirst() + " " + new StringBuilder().repeat("ab", 3));
        Thread worker = new Thread(() -> {
            for (int i = 0; i < 500; i++) {
                synchronized (Sequenced.class) {
                    count++;
                }
            }
        }, "worker");
        System.out.println(worker.getState() + " " + worker.isDaemon() + " " + worker.getPriority());
        worker.start();
        Thread.sleep(2);
        Thread.yield();
        worker.join();
        Thread main = Thread.currentThread();
        System.out.println(count + " " + worker.getState() + " " + worker.getName() + " " + main.getName() + " "
                + main.getPriority() + " " + main.isAlive());
    }
}
