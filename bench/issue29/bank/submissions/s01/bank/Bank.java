package bank;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

public class Bank {
    private final ArrayList<Account> all = new ArrayList<>();

    public Bank() {
    }

    public int open(String owner, long initialBalance, long overdraftLimit) {
        Account acc = new Account(owner, initialBalance, overdraftLimit);
        all.add(acc);
        return all.size();
    }

    private boolean exists(int id) {
        return id >= 1 && id <= all.size();
    }

    public Account getAccount(int id) {
        if (!exists(id)) {
            throw new NoSuchElementException("unknown id " + id);
        }
        return all.get(id - 1);
    }

    public int findByOwner(String owner) {
        if (owner == null) {
            throw new IllegalArgumentException("null owner");
        }
        int found = -1;
        int id = 1;
        for (Account acc : all) {
            if (owner.equals(acc.getOwner())) {
                found = id;
            }
            id++;
        }
        return found;
    }

    public void transfer(int fromId, int toId, long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be > 0");
        }
        if (!exists(fromId) || !exists(toId)) {
            throw new NoSuchElementException("unknown account");
        }
        if (fromId == toId) {
            throw new IllegalArgumentException("same account");
        }
        Account src = all.get(fromId - 1);
        Account dst = all.get(toId - 1);
        if (!src.canTake(amount)) {
            throw new InsufficientFundsException("not enough money in " + fromId);
        }
        if (!dst.canTakeIn(amount)) {
            throw new ArithmeticException("overflow in " + toId);
        }
        src.withdraw(amount);
        dst.deposit(amount);
    }

    public long totalBalance() {
        // 128-bit two's complement accumulator: value = hi * 2^64 + unsigned(lo)
        long hi = 0;
        long lo = 0;
        for (Account acc : all) {
            long b = acc.getBalance();
            long sum = lo + b;
            long carry = Long.compareUnsigned(sum, lo) < 0 ? 1 : 0;
            hi += (b < 0 ? -1 : 0) + carry;
            lo = sum;
        }
        if (hi != (lo >> 63)) {
            throw new ArithmeticException("total does not fit in a long");
        }
        return lo;
    }

    public List<Integer> idsAbove(long threshold) {
        List<Integer> result = new ArrayList<>();
        for (int id = 1; id <= all.size(); id++) {
            if (all.get(id - 1).getBalance() > threshold) {
                result.add(id);
            }
        }
        return result;
    }

    private static long interestFor(long balance, int bp) {
        long whole = balance / 10000;
        long rest = balance % 10000;
        long part = rest * bp;
        long interest = whole * bp + part / 10000;
        if (part % 10000 >= 5000) {
            interest++;
        }
        return interest;
    }

    public void applyInterest(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10000) {
            throw new IllegalArgumentException("bad rate");
        }
        List<Long> pay = new ArrayList<>();
        for (Account acc : all) {
            long b = acc.getBalance();
            long i = b > 0 ? interestFor(b, basisPoints) : 0;
            if (i > 0 && !acc.canTakeIn(i)) {
                throw new ArithmeticException("overflow");
            }
            pay.add(i);
        }
        for (int k = 0; k < all.size(); k++) {
            if (pay.get(k) > 0) {
                all.get(k).deposit(pay.get(k));
            }
        }
    }
}
