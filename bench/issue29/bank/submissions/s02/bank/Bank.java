package bank;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

public class Bank {
    private List<Account> accounts;

    public Bank() {
        accounts = new ArrayList<>();
    }

    public int open(String owner, long initialBalance, long overdraftLimit) {
        Account account = new Account(owner, initialBalance, overdraftLimit);
        accounts.add(account);
        return accounts.size();
    }

    public Account getAccount(int id) {
        if (id < 1 || id > accounts.size()) {
            throw new NoSuchElementException("Account not found");
        }
        return accounts.get(id - 1);
    }

    public int findByOwner(String owner) {
        if (owner == null) {
            throw new IllegalArgumentException("Invalid owner");
        }
        int result = -1;
        for (int i = 0; i < accounts.size(); i++) {
            if (accounts.get(i).getOwner().equals(owner)) {
                result = i + 1;
            }
        }
        return result;
    }

    public void transfer(int fromId, int toId, long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("Invalid amount");
        }
        Account from = getAccount(fromId);
        Account to = getAccount(toId);
        if (fromId == toId) {
            throw new IllegalArgumentException("Cannot transfer to same account");
        }
        if (!from.canWithdraw(amount)) {
            throw new InsufficientFundsException("Insufficient funds");
        }
        if (!to.canDeposit(amount)) {
            throw new ArithmeticException("Balance overflow");
        }
        from.withdraw(amount);
        to.deposit(amount);
    }

    public long totalBalance() {
        BigInteger total = BigInteger.ZERO;
        for (Account account : accounts) {
            total = total.add(BigInteger.valueOf(account.getBalance()));
        }
        return total.longValueExact();
    }

    public List<Integer> idsAbove(long threshold) {
        List<Integer> result = new ArrayList<>();
        for (int i = 0; i < accounts.size(); i++) {
            if (accounts.get(i).getBalance() > threshold) {
                result.add(i + 1);
            }
        }
        return result;
    }

    public void applyInterest(int basisPoints) {
        if (basisPoints < 0 || basisPoints > 10000) {
            throw new IllegalArgumentException("Invalid basis points");
        }
        long[] interest = new long[accounts.size()];
        for (int i = 0; i < accounts.size(); i++) {
            long balance = accounts.get(i).getBalance();
            if (balance > 0) {
                long whole = balance / 10000 * basisPoints;
                long rest = balance % 10000 * basisPoints;
                interest[i] = whole + (rest + 5000) / 10000;
                if (!accounts.get(i).canDeposit(interest[i])) {
                    throw new ArithmeticException("Balance overflow");
                }
            }
        }
        for (int i = 0; i < accounts.size(); i++) {
            if (interest[i] > 0) {
                accounts.get(i).deposit(interest[i]);
            }
        }
    }
}
