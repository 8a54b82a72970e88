package shop;

// An equivalent rewrite: the checks in one method, the debit after them.
public class Wallet {
    private int balance;

    public Wallet(int balance) {
        if (balance < 0) throw new IllegalArgumentException("balance");
        this.balance = balance;
    }

    public int getBalance() {
        return balance;
    }

    private void check(int amount) {
        if (amount <= 0) throw new IllegalArgumentException("amount");
        if (balance - amount < 0) throw new IllegalStateException("insufficient");
    }

    public void pay(int amount) {
        check(amount);
        balance = balance - amount;
    }
}
