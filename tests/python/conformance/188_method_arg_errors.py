# TypeError messages for bad calls to methods and constructors (qualified names)
class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
    def deposit(self, amount):
        self.balance += amount
        return self.balance
    def transfer(self, other, amount, note="-"):
        return note
    def nothing(self):
        return "nothing"

def check(label, fn):
    try:
        print(label, "->", fn())
    except TypeError as e:
        print(label, "!!", e)

acct = Account("ann", 10)
check("deposit(5)", lambda: acct.deposit(5))
check("deposit()", lambda: acct.deposit())
check("deposit(1, 2)", lambda: acct.deposit(1, 2))
check("deposit(amt=1)", lambda: acct.deposit(amt=1))
check("deposit(amount=7)", lambda: acct.deposit(amount=7))
check("transfer()", lambda: acct.transfer())
check("transfer(acct)", lambda: acct.transfer(acct))
check("transfer(1, 2, 3, 4)", lambda: acct.transfer(1, 2, 3, 4))
check("transfer(1, 2, note=3, amount=4)", lambda: acct.transfer(1, 2, note=3, amount=4))
check("nothing(1)", lambda: acct.nothing(1))
check("Account()", lambda: Account())
check("Account(1, 2, 3)", lambda: Account(1, 2, 3))
check("Account(owner=1, x=2)", lambda: Account(owner=1, x=2))
check("Account.deposit(acct, 1)", lambda: Account.deposit(acct, 1))
check("Account.deposit(1)", lambda: Account.deposit(1))
check("Account.nothing()", lambda: Account.nothing())

class NoInit:
    pass
check("NoInit()", lambda: type(NoInit()).__name__)
check("NoInit(1)", lambda: NoInit(1))
check("NoInit(k=1)", lambda: NoInit(k=1))

class Child(Account):
    def __init__(self, owner):
        super().__init__(owner, 1, 2)
check("Child('c')", lambda: Child("c"))

class Forgot:
    def method():
        return "no self"
check("Forgot().method()", lambda: Forgot().method())
check("Forgot.method()", lambda: Forgot.method())

class E(Exception):
    def __init__(self, a, b):
        super().__init__(a, b)
check("E(1)", lambda: E(1))
check("E(1, 2).args", lambda: E(1, 2).args)
print(acct.balance)
