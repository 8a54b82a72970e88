// main's uncaught exception is reported when main ends; a thread still
// running goes on to its end, and the program exits 1 afterwards.
public class MainThrowsWorkerGoesOn {
    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                return;
            }
            System.out.println("worker done after main");
        });
        worker.start();
        System.out.println("main throws");
        throw new IllegalStateException("main failed");
    }
}
