package bank;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.TreeMap;

public class Bank {
    private final TreeMap<Integer, Account> accounts = new TreeMap<>();
    private int nextId = 1;

    public int open(String owner, long initialBalance, long overdraftLimit) {
        int id = nextId++;
        accounts.put(id, new Account(owner, initialBalance, overdraftLimit));
        return id;
    }

    public Account getAccount(int id) {
        Account a = accounts.get(id);
        if (a == null) {
            throw new NoSuchElementException("unknown account " + id);
        }
        return a;
    }

    public int findByOwner(String owner) {
        if (owner == null) {
            throw new IllegalArgumentException("owner is null");
        }
        for (int id : accounts.descendingKeySet()) {
            if (accounts.get(id).getOwner().equals(owner)) {
                return id;
            }
        }
        return -1;
    }

    public void transfer(int fromId, int toId, long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("invalid amount");
        }
        Account from = getAccount(fromId);
        Account to = getAccount(toId);
        if (fromId == toId) {
            throw new IllegalArgumentException("same account");
        }
        if (from.getBalance() < amount - from.getOverdraftLimit()) {
            throw new InsufficientFundsException("insufficient funds");
        }
        if (to.getBalance() > Long.MAX_VALUE - amount) {
            throw new ArithmeticException("overflow");
        }
        from.withdraw(amount);
        to.deposit(amount);
    }

    public long totalBalance() {
        BigInteger total = BigInteger.ZERO;
        for (Account a : accounts.values()) {
            total = total.add(BigInteger.valueOf(a.getBalance()));
        }
        return total.longValueExact();
    }

    public List<Integer> idsAbove(long threshold) {
        List<Integer> ids = new ArrayList<>();
        for (int id : accounts.keySet()) {
            if (accounts.get(id).getBalance() > threshold) {
                ids.add(id);
            }
        }
        return ids;
    }

    public void applyInterest(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10000) {
            throw new IllegalArgumentException("invalid basis points");
        }
        TreeMap<Integer, Long> interest = new TreeMap<>();
        for (int id : accounts.keySet()) {
            long b = accounts.get(id).getBalance();
            if (b > 0) {
                long i = b / 10000 * basisPoints + (b % 10000 * basisPoints + 5000) / 10000;
                Math.addExact(b, i);
                interest.put(id, i);
            }
        }
        for (int id : interest.keySet()) {
            if (interest.get(id) > 0) {
                accounts.get(id).deposit(interest.get(id));
            }
        }
    }
}
