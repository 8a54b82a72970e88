package bank;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

public class Bank {
    private static final BigInteger TEN_THOUSAND = BigInteger.valueOf(10000);
    private static final BigInteger HALF = BigInteger.valueOf(5000);

    private Account[] slots = new Account[4];
    private int count = 0;

    public Bank() {
    }

    public int open(String owner, long initialBalance, long overdraftLimit) {
        Account a = new Account(owner, initialBalance, overdraftLimit);
        if (count == slots.length) {
            Account[] bigger = new Account[slots.length * 2];
            System.arraycopy(slots, 0, bigger, 0, count);
            slots = bigger;
        }
        slots[count] = a;
        count++;
        return count;
    }

    public Account getAccount(int id) {
        if (id <= 0 || id > count) {
            throw new NoSuchElementException("No account " + id);
        }
        return slots[id - 1];
    }

    public int findByOwner(String owner) {
        if (owner == null) {
            throw new IllegalArgumentException("Owner required");
        }
        int i = count - 1;
        while (i >= 0 && !slots[i].getOwner().equals(owner)) {
            i--;
        }
        return i < 0 ? -1 : i + 1;
    }

    public void transfer(int fromId, int toId, long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("Amount must be positive");
        }
        Account from = getAccount(fromId);
        Account to = getAccount(toId);
        if (fromId == toId) {
            throw new IllegalArgumentException("Same account");
        }
        if (!from.coveredBy(amount)) {
            throw new InsufficientFundsException("Insufficient funds");
        }
        if (to.wouldOverflow(amount)) {
            throw new ArithmeticException("Overflow");
        }
        from.withdraw(amount);
        to.deposit(amount);
    }

    public long totalBalance() {
        long total = 0;
        try {
            for (int i = 0; i < count; i++) {
                total = Math.addExact(total, slots[i].getBalance());
            }
            return total;
        } catch (ArithmeticException e) {
            BigInteger exact = BigInteger.ZERO;
            for (int i = 0; i < count; i++) {
                exact = exact.add(BigInteger.valueOf(slots[i].getBalance()));
            }
            return exact.longValueExact();
        }
    }

    public List<Integer> idsAbove(long threshold) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (slots[i].getBalance() > threshold) {
                list.add(Integer.valueOf(i + 1));
            }
        }
        return list;
    }

    public void applyInterest(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10000) {
            throw new IllegalArgumentException("Rate out of range");
        }
        BigInteger rate = BigInteger.valueOf(basisPoints);
        long[] paid = new long[count];
        int done = 0;
        try {
            for (; done < count; done++) {
                long b = slots[done].getBalance();
                if (b > 0) {
                    long interest = BigInteger.valueOf(b).multiply(rate).add(HALF)
                            .divide(TEN_THOUSAND).longValueExact();
                    if (interest > 0) {
                        slots[done].deposit(interest);
                        paid[done] = interest;
                    }
                }
            }
        } catch (ArithmeticException e) {
            for (int j = 0; j < done; j++) {
                if (paid[j] > 0) {
                    slots[j].withdraw(paid[j]);
                }
            }
            throw e;
        }
    }
}
