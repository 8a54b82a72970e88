# Bank account class with validation through exceptions
class InsufficientFunds(Exception):
    pass

class Account:
    interest_rate = 0.02

    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(f"{self.owner} has only {self.balance}")
        self.balance -= amount
        self.history.append(("withdraw", amount))

    def add_interest(self):
        self.balance = round(self.balance * (1 + self.interest_rate), 2)

    def __str__(self):
        return f"Account({self.owner}, {self.balance:.2f})"

acc = Account("Ann", 100)
acc.deposit(50)
acc.withdraw(30)
print(acc, acc.history)
try:
    acc.withdraw(500)
except InsufficientFunds as e:
    print("error:", e)
try:
    acc.deposit(-5)
except ValueError as e:
    print("error:", e)
acc.add_interest()
print(acc)
other = Account("Bob")
other.interest_rate = 0.5
other.deposit(10)
other.add_interest()
print(other, Account.interest_rate, other.interest_rate, acc.interest_rate)
def transfer(src, dst, amount):
    src.withdraw(amount)
    dst.deposit(amount)

transfer(acc, other, 22.4)
print(acc, other)
print(str(acc), len(acc.history))
