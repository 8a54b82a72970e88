package shop;

import java.util.HashMap;
import java.util.Map;

// A candidate with two faults only a sequence of calls shows: `open` takes
// its id before it checks (a refused open uses one up), and a transfer
// debits before its overflow check (a refused transfer still takes money).
public class Ledger {
    private final Map<Integer, Long> balances = new HashMap<>();
    private int nextId = 1;

    public int open(long balance) {
        int id = nextId++;
        if (balance < 0) throw new IllegalArgumentException("negative balance");
        balances.put(id, balance);
        return id;
    }

    public long balanceOf(int id) {
        Long balance = balances.get(id);
        if (balance == null) throw new IllegalArgumentException("no account " + id);
        return balance;
    }

    public void transfer(int from, int to, long amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount");
        long source = balanceOf(from);
        balanceOf(to);
        if (from == to) throw new IllegalArgumentException("same account");
        if (amount > source) throw new IllegalStateException("insufficient");
        balances.put(from, source - amount);
        long target = balanceOf(to);
        if (target > Long.MAX_VALUE - amount) throw new ArithmeticException("overflow");
        balances.put(to, target + amount);
    }
}
