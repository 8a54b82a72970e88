package beginner;

/*
 * BankAccount - Lab 7, classes and objects.
 *
 * Specification (intended behaviour):
 *
 *   public BankAccount()
 *     Creates an account whose balance is 0.
 *
 *   public void deposit(int amount)
 *     Adds amount to the balance. Throws IllegalArgumentException if amount <= 0
 *     (the balance is then unchanged).
 *
 *   public boolean withdraw(int amount)
 *     If amount <= the current balance, subtracts amount from the balance and
 *     returns true (so withdrawing the whole balance is allowed and leaves 0).
 *     Otherwise leaves the balance unchanged and returns false.
 *     Throws IllegalArgumentException if amount <= 0 (the balance is then unchanged).
 *
 *   public int getBalance()
 *     Returns the current balance.
 *
 * (Balances stay small in this lab; int overflow need not be handled.)
 */
public class BankAccount {

    private int balance;

    public BankAccount() {
        balance = 0;
    }

    public void deposit(int amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        balance = balance + amount;
    }

    public boolean withdraw(int amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        if (amount <= balance) {
            balance = balance - amount;
            return true;
        }
        return false;
    }

    public int getBalance() {
        return balance;
    }
}
