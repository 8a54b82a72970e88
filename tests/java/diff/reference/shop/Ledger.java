package shop;

import java.util.ArrayList;
import java.util.List;

// The reference of `symcrete diff`'s tests of what a refusal leaves: a
// refused `open` uses up no id, and a refused transfer moves no money.
public class Ledger {
    private final List<Long> balances = new ArrayList<>();  // account id i at index i - 1

    public int open(long balance) {
        if (balance < 0) throw new IllegalArgumentException("negative balance");
        balances.add(balance);
        return balances.size();
    }

    public long balanceOf(int id) {
        if (id < 1 || id > balances.size()) throw new IllegalArgumentException("no account " + id);
        return balances.get(id - 1);
    }

    public void transfer(int from, int to, long amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount");
        long source = balanceOf(from);
        long target = balanceOf(to);
        if (from == to) throw new IllegalArgumentException("same account");
        if (amount > source) throw new IllegalStateException("insufficient");
        if (target > Long.MAX_VALUE - amount) throw new ArithmeticException("overflow");
        balances.set(from - 1, source - amount);
        balances.set(to - 1, target + amount);
    }
}
