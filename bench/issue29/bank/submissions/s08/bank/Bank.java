package bank;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A collection of accounts with ids 1, 2, 3, ...
 */
public class Bank {

    private final List<Account> accounts = new ArrayList<>();

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
        for (int id = accounts.size(); id > 0; id--) {
            if (owner.equals(accounts.get(id - 1).getOwner())) {
                return id;
            }
        }
        return -1;
    }

    public void transfer(int fromId, int toId, long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        if (fromId == toId) {
            throw new IllegalArgumentException("cannot transfer to the same account");
        }
        Account from = getAccount(fromId);
        Account to = getAccount(toId);
        if (!from.mayWithdraw(amount)) {
            throw new InsufficientFundsException("insufficient funds");
        }
        if (!to.mayDeposit(amount)) {
            throw new ArithmeticException("balance overflow");
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
        for (int id = 1; id <= accounts.size(); id++) {
            if (accounts.get(id - 1).getBalance() > threshold) {
                ids.add(id);
            }
        }
        return ids;
    }

    public void applyInterest(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10000) {
            throw new IllegalArgumentException("basis points must be in 0..10000");
        }
        long[] interest = new long[accounts.size()];
        for (int i = 0; i < interest.length; i++) {
            long b = accounts.get(i).getBalance();
            if (b > 0) {
                interest[i] = b / 10000 * basisPoints + (b % 10000 * basisPoints + 5000) / 10000;
                if (!accounts.get(i).mayDeposit(interest[i])) {
                    throw new ArithmeticException("balance overflow");
                }
            }
        }
        for (int i = 0; i < interest.length; i++) {
            if (interest[i] > 0) {
                accounts.get(i).deposit(interest[i]);
            }
        }
    }
}
