package bank;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeMap;

/**
 * A bank holding accounts under consecutive ids starting at 1.
 */
public class Bank {

    private final TreeMap<Integer, Account> accounts = new TreeMap<>();
    private int nextId = 1;

    public int open(String owner, long initialBalance, long overdraftLimit) {
        Account account = new Account(owner, initialBalance, overdraftLimit);
        int id = nextId;
        accounts.put(id, account);
        nextId++;
        return id;
    }

    public Account getAccount(int id) {
        Account account = accounts.get(id);
        if (account == null) {
            throw new NoSuchElementException("account " + id + " does not exist");
        }
        return account;
    }

    public int findByOwner(String owner) {
        if (owner == null) {
            throw new IllegalArgumentException("owner is null");
        }
        for (Map.Entry<Integer, Account> e : accounts.descendingMap().entrySet()) {
            if (e.getValue().getOwner().equals(owner)) {
                return e.getKey();
            }
        }
        return -1;
    }

    public void transfer(int fromId, int toId, long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("transfer amount must be positive");
        }
        Account to = getAccount(toId);
        Account from = getAccount(fromId);
        if (from == to) {
            throw new IllegalArgumentException("transfer to the same account");
        }
        from.checkWithdraw(amount);
        to.checkDeposit(amount);
        from.withdraw(amount);
        to.deposit(amount);
    }

    public long totalBalance() {
        BigInteger total = BigInteger.ZERO;
        for (Account account : accounts.values()) {
            total = total.add(BigInteger.valueOf(account.getBalance()));
        }
        if (total.bitLength() > 63) {
            throw new ArithmeticException("total balance overflows");
        }
        return total.longValue();
    }

    public List<Integer> idsAbove(long threshold) {
        List<Integer> ids = new ArrayList<>();
        for (Map.Entry<Integer, Account> e : accounts.entrySet()) {
            if (threshold < e.getValue().getBalance()) {
                ids.add(e.getKey());
            }
        }
        return ids;
    }

    public void applyInterest(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10000) {
            throw new IllegalArgumentException("basis points out of range");
        }
        Map<Account, Long> pending = new HashMap<>();
        for (Account account : accounts.values()) {
            long b = account.getBalance();
            if (b <= 0) {
                continue;
            }
            long num = (b % 10000) * basisPoints;
            long interest = (b / 10000) * basisPoints + num / 10000 + (num % 10000 * 2 >= 10000 ? 1 : 0);
            if (interest > 0) {
                account.checkDeposit(interest);
                pending.put(account, interest);
            }
        }
        for (Map.Entry<Account, Long> e : pending.entrySet()) {
            e.getKey().deposit(e.getValue());
        }
    }
}
