package bank;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

public class Bank {
    private final List<Account> list = new ArrayList<>();

    private Account lookup(int id) {
        if (id <= 0 || id > list.size()) throw new NoSuchElementException("id " + id);
        return list.get(id - 1);
    }

    public int open(String owner, long initialBalance, long overdraftLimit) {
        list.add(new Account(owner, initialBalance, overdraftLimit));
        return list.size();
    }

    public Account getAccount(int id) {
        return lookup(id);
    }

    public int findByOwner(String owner) {
        if (owner == null) throw new IllegalArgumentException("owner");
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).getOwner().equals(owner)) {
                return i + 1;
            }
        }
        return -1;
    }

    public void transfer(int fromId, int toId, long amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount");
        Account a = lookup(fromId);
        Account b = lookup(toId);
        if (a == b) throw new IllegalArgumentException("same account");
        if (!a.allowsWithdrawal(amount)) throw new InsufficientFundsException("insufficient funds");
        if (!b.allowsDeposit(amount)) throw new ArithmeticException("overflow");
        a.withdraw(amount);
        b.deposit(amount);
    }

    public long totalBalance() {
        BigInteger s = BigInteger.ZERO;
        for (Account a : list) s = s.add(BigInteger.valueOf(a.getBalance()));
        return s.longValueExact();
    }

    public List<Integer> idsAbove(long threshold) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).getBalance() > threshold) out.add(i + 1);
        }
        return out;
    }

    static long interest(long b, int bp) {
        return b / 10000 * bp + (b % 10000 * bp + 5000) / 10000;
    }

    public void applyInterest(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10000) throw new IllegalArgumentException("basisPoints");
        for (Account a : list) {
            if (a.getBalance() > 0 && !a.allowsDeposit(interest(a.getBalance(), basisPoints))) {
                throw new ArithmeticException("overflow");
            }
        }
        for (Account a : list) {
            if (a.getBalance() > 0) {
                long i = interest(a.getBalance(), basisPoints);
                if (i > 0) a.deposit(i);
            }
        }
    }
}
