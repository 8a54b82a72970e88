package shop;

// A candidate that debits before it checks: a refused payment still takes
// the money. The exception is the same; the state it leaves is not.
public class Wallet {
    private int balance;

    public Wallet(int balance) {
        if (balance < 0) throw new IllegalArgumentException("balance");
        this.balance = balance;
    }

    public int getBalance() {
        return balance;
    }

    public void pay(int amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount");
        balance -= amount;
        if (balance < 0) throw new IllegalStateException("insufficient");
    }
}
