// A limit order book matching engine: TreeMap price levels (descending for bids) holding
// ArrayDeque FIFO queues, partial fills, cancels, and navigation with floor/ceiling/headMap.
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

public class OrderBookMatching {
    enum Side { BUY, SELL }

    static final class Order {
        final long id;
        final Side side;
        final long price;
        long remaining;
        final String trader;
        Order(long id, Side side, long price, long qty, String trader) {
            this.id = id; this.side = side; this.price = price; this.remaining = qty; this.trader = trader;
        }
        @Override public String toString() { return "#" + id + "(" + trader + " " + remaining + "@" + price + ")"; }
    }

    record Trade(long buyId, long sellId, long price, long qty) {}

    final NavigableMap<Long, Deque<Order>> bids = new TreeMap<>(Collections.reverseOrder());
    final NavigableMap<Long, Deque<Order>> asks = new TreeMap<>();
    final Map<Long, Order> live = new HashMap<>();
    final List<Trade> trades = new ArrayList<>();
    long nextId = 1;

    long submit(Side side, long price, long qty, String trader) {
        Order o = new Order(nextId++, side, price, qty, trader);
        NavigableMap<Long, Deque<Order>> opposite = side == Side.BUY ? asks : bids;
        while (o.remaining > 0 && !opposite.isEmpty()) {
            Map.Entry<Long, Deque<Order>> best = opposite.firstEntry();
            boolean crosses = side == Side.BUY ? best.getKey() <= price : best.getKey() >= price;
            if (!crosses) break;
            Deque<Order> q = best.getValue();
            Order resting = q.peekFirst();
            long fill = Math.min(o.remaining, resting.remaining);
            o.remaining -= fill;
            resting.remaining -= fill;
            trades.add(side == Side.BUY ? new Trade(o.id, resting.id, resting.price, fill) : new Trade(resting.id, o.id, resting.price, fill));
            if (resting.remaining == 0) {
                q.pollFirst();
                live.remove(resting.id);
                if (q.isEmpty()) opposite.pollFirstEntry();
            }
        }
        if (o.remaining > 0) {
            (side == Side.BUY ? bids : asks).computeIfAbsent(price, p -> new ArrayDeque<>()).addLast(o);
            live.put(o.id, o);
        }
        return o.id;
    }

    boolean cancel(long id) {
        Order o = live.remove(id);
        if (o == null) return false;
        NavigableMap<Long, Deque<Order>> book = o.side == Side.BUY ? bids : asks;
        Deque<Order> q = book.get(o.price);
        q.remove(o);
        if (q.isEmpty()) book.remove(o.price);
        return true;
    }

    void print() {
        System.out.println("  asks " + asks.descendingMap());
        System.out.println("  bids " + bids);
        Long bestBid = bids.isEmpty() ? null : bids.firstKey();
        Long bestAsk = asks.isEmpty() ? null : asks.firstKey();
        System.out.println("  best bid " + bestBid + " best ask " + bestAsk
                + (bestBid != null && bestAsk != null ? " spread " + (bestAsk - bestBid) : ""));
    }

    public static void main(String[] args) {
        OrderBookMatching book = new OrderBookMatching();
        book.submit(Side.SELL, 10100, 50, "s1");
        book.submit(Side.SELL, 10050, 30, "s2");
        book.submit(Side.SELL, 10050, 20, "s3");
        book.submit(Side.SELL, 10200, 100, "s4");
        book.submit(Side.BUY, 9950, 40, "b1");
        book.submit(Side.BUY, 9900, 60, "b2");
        long b3 = book.submit(Side.BUY, 9950, 10, "b3");
        System.out.println("initial book:");
        book.print();
        System.out.println("buy 70 @ 10100 (sweeps two levels)");
        book.submit(Side.BUY, 10100, 70, "b4");
        book.print();
        System.out.println("sell 45 @ 9900");
        book.submit(Side.SELL, 9900, 45, "s5");
        book.print();
        System.out.println("cancel b3: " + book.cancel(b3) + ", again: " + book.cancel(b3) + ", unknown: " + book.cancel(999));
        System.out.println("market-ish buy 500 @ 99999");
        book.submit(Side.BUY, 99999, 500, "whale");
        book.print();
        long volume = 0, notional = 0;
        for (Trade t : book.trades) { volume += t.qty(); notional += t.qty() * t.price(); }
        System.out.println("trades " + book.trades.size() + " volume " + volume + String.format(" vwap %.4f", (double) notional / volume));
        for (Iterator<Trade> it = book.trades.iterator(); it.hasNext(); ) System.out.println("  " + it.next());

        TreeMap<Long, String> levels = new TreeMap<>();
        for (long p = 100; p <= 200; p += 25) levels.put(p, "L" + p);
        System.out.println(levels.floorKey(130L) + " " + levels.ceilingKey(130L) + " " + levels.higherEntry(150L) + " " + levels.lowerEntry(100L)
                + " " + levels.headMap(150L) + " " + levels.tailMap(150L, false) + " " + levels.subMap(110L, true, 175L, true).keySet()
                + " " + levels.descendingKeySet() + " " + levels.pollLastEntry() + " " + levels.lastKey());
    }
}
