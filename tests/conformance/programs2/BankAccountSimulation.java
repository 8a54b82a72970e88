// A small bank: abstract Account with checking/savings subclasses, an interface for
// interest, custom checked exceptions with causes, and a transaction log.
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class BankAccountSimulation {
    static class InsufficientFundsException extends Exception {
        final long shortfall;
        InsufficientFundsException(String msg, long shortfall) { super(msg); this.shortfall = shortfall; }
    }
    static class AccountNotFoundException extends Exception {
        AccountNotFoundException(String id) { super("no such account: " + id); }
    }
    static class TransferFailedException extends Exception {
        TransferFailedException(String msg, Throwable cause) { super(msg, cause); }
    }

    interface InterestBearing {
        double rate();
        default long interestOn(long cents) { return Math.round(cents * rate() / 12.0); }
    }

    static abstract class Account {
        private static int nextId = 1000;
        final String id;
        final String owner;
        protected long balanceCents;
        final List<String> log = new ArrayList<>();

        Account(String owner, long initial) {
            this.id = prefix() + (nextId++);
            this.owner = owner;
            this.balanceCents = initial;
            log.add("open " + fmt(initial));
        }
        abstract String prefix();
        abstract long overdraftLimit();

        void deposit(long cents) {
            if (cents <= 0) throw new IllegalArgumentException("deposit must be positive: " + cents);
            balanceCents += cents;
            log.add("dep " + fmt(cents));
        }
        void withdraw(long cents) throws InsufficientFundsException {
            if (balanceCents - cents < -overdraftLimit()) {
                long shortBy = cents - balanceCents - overdraftLimit();
                throw new InsufficientFundsException(id + " cannot withdraw " + fmt(cents), shortBy);
            }
            balanceCents -= cents;
            log.add("wd " + fmt(cents));
        }
        void monthEnd() {}
        @Override public String toString() {
            return String.format("%-8s %-6s %10s", id, owner, fmt(balanceCents));
        }
    }

    static class Checking extends Account {
        Checking(String owner, long initial) { super(owner, initial); }
        String prefix() { return "CHK"; }
        long overdraftLimit() { return 5000; }
        @Override void monthEnd() {
            if (balanceCents < 0) { balanceCents -= 1500; log.add("fee 15.00"); }
        }
    }

    static class Savings extends Account implements InterestBearing {
        Savings(String owner, long initial) { super(owner, initial); }
        String prefix() { return "SAV"; }
        long overdraftLimit() { return 0; }
        public double rate() { return 0.045; }
        @Override void monthEnd() {
            long i = interestOn(balanceCents);
            balanceCents += i;
            log.add("int " + fmt(i));
        }
    }

    static String fmt(long cents) {
        String sign = cents < 0 ? "-" : "";
        long a = Math.abs(cents);
        return sign + (a / 100) + "." + (a % 100 < 10 ? "0" : "") + (a % 100);
    }

    static final Map<String, Account> accounts = new LinkedHashMap<>();

    static Account find(String id) throws AccountNotFoundException {
        Account a = accounts.get(id);
        if (a == null) throw new AccountNotFoundException(id);
        return a;
    }

    static void transfer(String from, String to, long cents) throws TransferFailedException {
        try {
            Account src = find(from);
            Account dst = find(to);
            src.withdraw(cents);
            dst.deposit(cents);
            System.out.println("transfer " + fmt(cents) + " " + from + " -> " + to + " ok");
        } catch (AccountNotFoundException | InsufficientFundsException e) {
            throw new TransferFailedException("transfer " + from + " -> " + to + " failed", e);
        }
    }

    public static void main(String[] args) {
        Account[] opened = {
            new Checking("alice", 120000), new Savings("alice", 500000),
            new Checking("bob", 2500), new Savings("carol", 99999)
        };
        for (Account a : opened) accounts.put(a.id, a);
        String[][] ops = {
            {"CHK1000", "SAV1001", "20000"}, {"CHK1002", "CHK1000", "7000"},
            {"CHK1002", "CHK1000", "1000"}, {"SAV1003", "CHK9999", "100"},
            {"SAV1001", "CHK1002", "123456"}, {"SAV1003", "SAV1001", "100000"}
        };
        for (String[] op : ops) {
            try {
                transfer(op[0], op[1], Long.parseLong(op[2]));
            } catch (TransferFailedException e) {
                Throwable c = e.getCause();
                String extra = c instanceof InsufficientFundsException
                        ? " (short by " + fmt(((InsufficientFundsException) c).shortfall) + ")" : "";
                System.out.println(e.getMessage() + ": " + c.getClass().getSimpleName() + ": " + c.getMessage() + extra);
            }
        }
        try {
            accounts.get("CHK1000").deposit(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        for (int month = 1; month <= 3; month++) {
            for (Account a : accounts.values()) a.monthEnd();
        }
        long total = 0;
        for (Account a : accounts.values()) {
            System.out.println(a);
            total += a.balanceCents;
        }
        System.out.println("total " + fmt(total));
        for (Account a : accounts.values()) {
            System.out.println(a.id + " " + a.log);
        }
        int bearing = 0;
        for (Account a : accounts.values()) if (a instanceof InterestBearing) bearing++;
        System.out.println("interest-bearing accounts: " + bearing);
    }
}
