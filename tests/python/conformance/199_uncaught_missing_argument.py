# calling a method with a missing argument is an uncaught TypeError
class Stack:
    def __init__(self, limit=3):
        self.items = []
        self.limit = limit
    def push(self, value):
        if len(self.items) >= self.limit:
            raise OverflowError("stack full")
        self.items.append(value)
        return len(self.items)
    def pop(self):
        return self.items.pop()
    def __len__(self):
        return len(self.items)
    def __repr__(self):
        return "Stack(" + repr(self.items) + ")"

s = Stack()
print(s.push(1), s.push("two"), s.push([3]))
try:
    s.push(4)
except OverflowError as e:
    print("OverflowError:", e)
print(s, len(s), bool(s))
print(s.pop(), s)
try:
    s.pop(0)
except TypeError as e:
    print("TypeError:", e)
try:
    Stack(1, 2)
except TypeError as e:
    print("TypeError:", e)
big = Stack(limit=5)
for i in range(5):
    print("pushed", big.push(i * i))
print(big)
while big:
    print("popped", big.pop())
print("now pushing with no value")
big.push()
