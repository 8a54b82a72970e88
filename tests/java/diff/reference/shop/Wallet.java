package shop;

// The reference of `symcrete diff`'s state tests: a refused payment leaves
// the balance as it was.
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
        if (amount > balance) throw new IllegalStateException("insufficient");
        balance -= amount;
    }
}
