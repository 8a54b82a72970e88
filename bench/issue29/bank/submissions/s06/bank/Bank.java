package bank;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

public class Bank {
    private final Map<Integer, Account> accounts = new HashMap<>();
    private int counter = 0;

    public int open(String owner, long initialBalance, long overdraftLimit) {
        Account acc = new Account(owner, initialBalance, overdraftLimit);
        counter++;
        accounts.put(counter, acc);
        return counter;
    }

    public Account getAccount(int id) {
        Account acc = accounts.get(id);
        if (acc == null) {
            throw new NoSuchElementException("no account " + id);
        }
        return acc;
    }

    public int findByOwner(String owner) {
        if (owner == null) {
            throw new IllegalArgumentException("owner null");
        }
        for (int id = counter; id >= 1; id--) {
            if (accounts.get(id).getOwner().equals(owner)) {
                return id;
            }
        }
        return -1;
    }

    public void transfer(int fromId, int toId, long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount <= 0");
        }
        Account from = getAccount(fromId);
        Account to = getAccount(toId);
        if (fromId == toId) {
            throw new IllegalArgumentException("same account");
        }
        from.withdraw(amount);
        to.deposit(amount);
    }

    public long totalBalance() {
        BigInteger total = BigInteger.ZERO;
        for (int id = 1; id <= counter; id++) {
            total = total.add(BigInteger.valueOf(accounts.get(id).getBalance()));
        }
        return total.longValueExact();
    }

    public List<Integer> idsAbove(long threshold) {
        List<Integer> result = new ArrayList<>();
        for (int id = 1; id <= counter; id++) {
            if (accounts.get(id).getBalance() > threshold) {
                result.add(id);
            }
        }
        return result;
    }

    public void applyInterest(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10000) {
            throw new IllegalArgumentException("basis points out of range");
        }
        long[] add = new long[counter + 1];
        for (int id = 1; id <= counter; id++) {
            long b = accounts.get(id).getBalance();
            if (b > 0) {
                add[id] = b / 10000 * basisPoints + (b % 10000 * basisPoints + 5000) / 10000;
                if (b > Long.MAX_VALUE - add[id]) {
                    throw new ArithmeticException("balance would overflow");
                }
            }
        }
        for (int id = 1; id <= counter; id++) {
            if (add[id] > 0) {
                accounts.get(id).deposit(add[id]);
            }
        }
    }
}
