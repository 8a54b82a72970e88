package bank;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

public class Bank {
    private final List<Account> accounts = new ArrayList<>(); // account with id i is at index i - 1

    public int open(String owner, long initialBalance, long overdraftLimit) {
        accounts.add(new Account(owner, initialBalance, overdraftLimit));
        return accounts.size();
    }

    public Account getAccount(int id) {
        if (id < 1 || id > accounts.size()) {
            throw new NoSuchElementException("no account with id " + id);
        }
        return accounts.get(id - 1);
    }

    public int findByOwner(String owner) {
        if (owner == null) {
            throw new IllegalArgumentException("owner must not be null");
        }
        for (int i = accounts.size() - 1; i >= 0; i--) {
            if (accounts.get(i).getOwner().equals(owner)) {
                return i + 1;
            }
        }
        return -1;
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
        if (amount - from.getOverdraftLimit() > from.getBalance()) {
            throw new InsufficientFundsException("insufficient funds in account " + fromId);
        }
        if (to.getBalance() > Long.MAX_VALUE - amount) {
            throw new ArithmeticException("balance overflow in account " + toId);
        }
        from.withdraw(amount);
        to.deposit(amount);
    }

    public long totalBalance() {
        BigInteger sum = BigInteger.ZERO;
        for (Account a : accounts) {
            sum = sum.add(BigInteger.valueOf(a.getBalance()));
        }
        return sum.longValueExact();
    }

    public List<Integer> idsAbove(long threshold) {
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < accounts.size(); i++) {
            if (accounts.get(i).getBalance() > threshold) {
                ids.add(i + 1);
            }
        }
        return ids;
    }

    public void applyInterest(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10000) {
            throw new IllegalArgumentException("basis points must be between 0 and 10000");
        }
        long[] interest = new long[accounts.size()];
        for (int i = 0; i < accounts.size(); i++) {
            long b = accounts.get(i).getBalance();
            if (b > 0) {
                // b * bp / 10000 rounded half up, split so that nothing overflows
                interest[i] = b / 10000 * basisPoints + ((b % 10000) * basisPoints + 5000) / 10000;
                Math.addExact(b, interest[i]); // throws before any account is changed
            }
        }
        for (int i = 0; i < accounts.size(); i++) {
            if (interest[i] > 0) {
                accounts.get(i).deposit(interest[i]);
            }
        }
    }
}
