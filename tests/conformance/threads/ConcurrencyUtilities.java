// More of java.util.concurrent on its own bytecode: a ThreadLocal per thread,
// a thread seen WAITING in Object.wait, a scheduled executor running delayed
// tasks in deadline order, a Semaphore, a CyclicBarrier and an
// ArrayBlockingQueue together, a SynchronousQueue hand-off, an Exchanger, a
// work-stealing pool, a Timer (cancelled through its Cleaner) and a Phaser.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Exchanger;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Phaser;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

public class ConcurrencyUtilities {
    static final ThreadLocal<Integer> LOCAL = ThreadLocal.withInitial(() -> 7);

    public static void main(String[] args) throws Exception {
        LOCAL.set(1);
        Thread reader = new Thread(() -> System.out.println("local in a new thread " + LOCAL.get()));
        reader.start();
        reader.join();
        System.out.println("local in main " + LOCAL.get());

        Object lock = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    System.out.println("unexpected interrupt");
                }
            }
        });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.sleep(1);
        System.out.println("waiter " + waiter.getState());
        synchronized (lock) {
            lock.notify();
        }
        waiter.join();
        System.out.println("waiter " + waiter.getState());

        ScheduledExecutorService scheduler = Executors.newScheduledThreadPool(2);
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        ScheduledFuture<?> late = scheduler.schedule(() -> order.add("late"), 300, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> early = scheduler.schedule(() -> order.add("early"), 50, TimeUnit.MILLISECONDS);
        late.get();
        early.get();
        scheduler.shutdown();
        System.out.println("scheduled " + order + ", terminated " + scheduler.awaitTermination(1, TimeUnit.SECONDS));

        Semaphore permits = new Semaphore(2);
        CyclicBarrier barrier = new CyclicBarrier(3, () -> System.out.println("barrier tripped"));
        ArrayBlockingQueue<Integer> queue = new ArrayBlockingQueue<>(2);
        Thread[] workers = new Thread[3];
        for (int i = 0; i < workers.length; i++) {
            final int id = i;
            workers[i] = new Thread(() -> {
                try {
                    permits.acquire();
                    try {
                        queue.put(id * 10);
                    } finally {
                        permits.release();
                    }
                    barrier.await();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            workers[i].start();
        }
        int sum = 0;
        for (int i = 0; i < workers.length; i++) sum += queue.take();
        for (Thread w : workers) w.join();
        System.out.println("queue sum " + sum + ", permits " + permits.availablePermits());

        SynchronousQueue<String> handOff = new SynchronousQueue<>();
        Thread producer = new Thread(() -> {
            try {
                handOff.put("handed off");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        producer.start();
        System.out.println(handOff.take());
        producer.join();

        Exchanger<String> exchanger = new Exchanger<>();
        String[] seen = new String[1];
        Thread partner = new Thread(() -> {
            try {
                seen[0] = exchanger.exchange("from partner");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        partner.start();
        String got = exchanger.exchange("from main");
        partner.join();
        System.out.println("main got " + got + ", partner got " + seen[0]);

        ExecutorService stealing = Executors.newWorkStealingPool();
        System.out.println("work stealing " + stealing.submit(() -> 21 * 2).get());
        stealing.shutdown();

        Timer timer = new Timer();
        CountDownLatch fired = new CountDownLatch(1);
        timer.schedule(new TimerTask() {
            @Override
            public void run() {
                System.out.println("timer fired");
                fired.countDown();
            }
        }, 30);
        fired.await();
        timer.cancel();

        Phaser phaser = new Phaser(1);
        System.out.println("phase " + phaser.arriveAndAwaitAdvance() + " then " + phaser.getPhase());
    }
}
