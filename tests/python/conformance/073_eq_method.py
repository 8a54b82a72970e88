# __eq__ controls ==, != and membership tests
class Money:
    def __init__(self, amount, currency):
        self.amount = amount
        self.currency = currency

    def __eq__(self, other):
        if not isinstance(other, Money):
            return False
        return self.amount == other.amount and self.currency == other.currency

    def __repr__(self):
        return f"{self.amount} {self.currency}"

a = Money(5, "EUR")
b = Money(5, "EUR")
c = Money(5, "USD")
print(a == b, a is b, a == c, a != c, a != b)
print(a == 5, 5 == a)
wallet = [Money(1, "EUR"), Money(5, "USD")]
print(c in wallet, a in wallet)
print(wallet.index(c), wallet.count(Money(1, "EUR")))
wallet.remove(Money(1, "EUR"))
print(wallet)
class Plain:
    def __init__(self, v):
        self.v = v

x = Plain(1)
y = Plain(1)
print(x == y, x == x, x != y)
print([x] == [x], [x] == [y])
class AlwaysEqual:
    def __eq__(self, other):
        return True

print(AlwaysEqual() == 3, AlwaysEqual() == "anything", None == AlwaysEqual())
print(AlwaysEqual() in [1, 2])
