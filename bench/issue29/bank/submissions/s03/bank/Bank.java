package bank;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

public class Bank {
    private final Map<Integer, Account> accounts = new LinkedHashMap<>();

    public int open(String owner, long initialBalance, long overdraftLimit) {
        Account account = new Account(owner, initialBalance, overdraftLimit);
        int id = accounts.size() + 1;
        accounts.put(id, account);
        return id;
    }

    public Account getAccount(int id) {
        if (!accounts.containsKey(id)) {
            throw new NoSuchElementException("account " + id + " not found");
        }
        return accounts.get(id);
    }

    public int findByOwner(String owner) {
        if (owner == null) {
            throw new IllegalArgumentException("owner is null");
        }
        int found = -1;
        for (Map.Entry<Integer, Account> entry : accounts.entrySet()) {
            if (entry.getValue().getOwner().equals(owner)) {
                found = entry.getKey();
            }
        }
        return found;
    }

    public void transfer(int fromId, int toId, long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        Account from = getAccount(fromId);
        Account to = getAccount(toId);
        if (fromId == toId) {
            throw new IllegalArgumentException("cannot transfer to the same account");
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
        BigInteger sum = BigInteger.ZERO;
        for (Account account : accounts.values()) {
            sum = sum.add(BigInteger.valueOf(account.getBalance()));
        }
        return sum.longValueExact();
    }

    public List<Integer> idsAbove(long threshold) {
        List<Integer> ids = new ArrayList<>();
        for (Map.Entry<Integer, Account> entry : accounts.entrySet()) {
            if (entry.getValue().getBalance() > threshold) {
                ids.add(entry.getKey());
            }
        }
        return ids;
    }

    public void applyInterest(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10000) {
            throw new IllegalArgumentException("basis points out of range");
        }
        Map<Account, Long> interest = new LinkedHashMap<>();
        for (Account account : accounts.values()) {
            long b = account.getBalance();
            if (b > 0) {
                long i = (b * basisPoints + 5000) / 10000;
                if (b > Long.MAX_VALUE - i) {
                    throw new ArithmeticException("overflow");
                }
                interest.put(account, i);
            }
        }
        for (Map.Entry<Account, Long> entry : interest.entrySet()) {
            if (entry.getValue() > 0) {
                entry.getKey().deposit(entry.getValue());
            }
        }
    }
}
