package shop;

import java.util.HashMap;
import java.util.Map;

// An equivalent rewrite: a map and a counter that moves only once an
// account is made; every check before any change.
public class Ledger {
    private final Map<Integer, Long> balances = new HashMap<>();
    private int count;

    public int open(long balance) {
        if (balance < 0) throw new IllegalArgumentException("negative balance");
        count++;
        balances.put(count, balance);
        return count;
    }

    public long balanceOf(int id) {
        Long balance = balances.get(id);
        if (balance == null) throw new IllegalArgumentException("no account " + id);
        return balance;
    }

    public void transfer(int from, int to, long amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount");
        long source = balanceOf(from);
        long target = balanceOf(to);
        if (from == to) throw new IllegalArgumentException("same account");
        if (amount > source) throw new IllegalStateException("insufficient");
        if (Long.MAX_VALUE - amount < target) throw new ArithmeticException("overflow");
        balances.put(from, source - amount);
        balances.put(to, target + amount);
    }
}
