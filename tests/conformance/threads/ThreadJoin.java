// A thread started and joined: what it wrote is seen after join, and the
// Thread object reports its name, state and liveness as the JVM does.
public class ThreadJoin {
    static int x;
    static String seenName;

    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        System.out.println("main: " + main.getName() + " group " + main.getThreadGroup().getName()
                + " parent " + main.getThreadGroup().getParent().getName() + " priority " + main.getPriority()
                + " daemon " + main.isDaemon() + " alive " + main.isAlive() + " state " + main.getState());
        Thread t = new Thread(() -> {
            x = 5;
            seenName = Thread.currentThread().getName();
        });
        System.out.println("before start: " + t.getName() + " " + t.getState() + " alive " + t.isAlive());
        t.start();
        t.join();
        System.out.println("after join: " + t.getState() + " alive " + t.isAlive());
        System.out.println("x=" + x + " ran in " + seenName);
        Thread named = new Thread(() -> x += 10, "worker");
        named.start();
        named.join();
        System.out.println("x=" + x + " group " + named.getThreadGroup());
        try {
            named.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("restart: " + e);
        }
        class Counter extends Thread {
            int count;
            Counter() { super("counter"); }
            @Override public void run() { for (int i = 0; i < 100; i++) count += i; }
        }
        Counter c = new Counter();
        c.start();
        c.join(1000);
        System.out.println(c.getName() + " counted " + c.count + " interrupted " + c.isInterrupted());
    }
}
