package bank;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class Bank {
    private final Map<Integer, Account> byId = new HashMap<>();
    private int lastId = 0;

    public int open(String owner, long initialBalance, long overdraftLimit) {
        Account a = new Account(owner, initialBalance, overdraftLimit);
        byId.put(++lastId, a);
        return lastId;
    }

    public Account getAccount(int id) {
        Account a = byId.get(id);
        if (a == null) throw new NoSuchElementException("no such account: " + id);
        return a;
    }

    public int findByOwner(String owner) {
        if (owner == null) throw new IllegalArgumentException("owner is null");
        return IntStream.iterate(lastId, i -> i >= 1, i -> i - 1)
                .filter(i -> byId.get(i).getOwner().equals(owner))
                .findFirst()
                .orElse(-1);
    }

    public void transfer(int fromId, int toId, long amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount <= 0");
        if (!byId.containsKey(fromId) || !byId.containsKey(toId)) {
            throw new NoSuchElementException("unknown account");
        }
        if (fromId == toId) throw new IllegalArgumentException("same account");
        Account from = byId.get(fromId), to = byId.get(toId);
        if (amount > from.room()) throw new InsufficientFundsException("insufficient funds");
        if (to.getBalance() > Long.MAX_VALUE - amount) throw new ArithmeticException("overflow");
        from.setBalance(from.getBalance() - amount);
        to.setBalance(to.getBalance() + amount);
    }

    public long totalBalance() {
        return byId.values().stream()
                .map(a -> BigInteger.valueOf(a.getBalance()))
                .reduce(BigInteger.ZERO, BigInteger::add)
                .longValueExact();
    }

    public List<Integer> idsAbove(long threshold) {
        return IntStream.rangeClosed(1, lastId)
                .filter(i -> byId.get(i).getBalance() > threshold)
                .boxed()
                .collect(Collectors.toList());
    }

    public void applyInterest(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10000) throw new IllegalArgumentException("rate out of range");
        BigInteger bp = BigInteger.valueOf(basisPoints);
        BigInteger max = BigInteger.valueOf(Long.MAX_VALUE);
        Map<Integer, Long> updated = new HashMap<>();
        for (Map.Entry<Integer, Account> e : byId.entrySet()) {
            long b = e.getValue().getBalance();
            if (b <= 0) continue;
            BigInteger[] qr = BigInteger.valueOf(b).multiply(bp).divideAndRemainder(BigInteger.valueOf(10000));
            BigInteger interest = qr[0];
            if (qr[1].intValue() >= 5000) interest = interest.add(BigInteger.ONE);
            BigInteger nb = BigInteger.valueOf(b).add(interest);
            if (nb.compareTo(max) > 0) throw new ArithmeticException("overflow");
            updated.put(e.getKey(), nb.longValue());
        }
        updated.forEach((id, nb) -> byId.get(id).setBalance(nb));
    }
}
