class BankAccount:
    def __init__(self, owner: str, balance: int = 0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount: int) -> int:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance = self.balance + amount
        self.history.append("deposit " + str(amount))
        return self.balance

    def withdraw(self, amount: int) -> int:
        if amount <= 0:
            raise ValueError("withdrawal must be positive")
        if amount > self.balance:
            raise ValueError("insufficient funds")
        self.balance = self.balance - amount
        self.history.append("withdraw " + str(amount))
        return self.balance

    def get_balance(self):
        return self.balance

    def summary(self):
        return "{} has ${} after {} transactions".format(self.owner, self.balance, len(self.history))
