# A Pair class with left/right, __repr__, __eq__ and methods
class Pair:
    def __init__(self, left, right):
        self.left = left
        self.right = right

    def swap(self):
        return Pair(self.right, self.left)

    def __repr__(self):
        return f"Pair({self.left!r}, {self.right!r})"

    def __eq__(self, other):
        return isinstance(other, Pair) and self.left == other.left and self.right == other.right

p = Pair(1, "one")
print(p)
print(p.swap())
print(p.left, p.right)
print(p == Pair(1, "one"), p == Pair("one", 1), p != Pair(1, "one"), p == (1, "one"))
pairs = [Pair(3, "c"), Pair(1, "a"), Pair(2, "b")]
print(pairs)
pairs.sort(key=lambda q: q.left)
print(pairs)
print(Pair(1, "a") in pairs, Pair(9, "z") in pairs)
print(pairs.index(Pair(2, "b")), pairs.count(Pair(3, "c")))
nested = Pair(Pair(1, 2), [3, 4])
print(nested)
nested.right.append(5)
nested.left.left = 100
print(nested)
print(str(p), repr(p))
q = p
q.left = 42
print(p, p is q)
try:
    Pair(1)
except TypeError as e:
    print(type(e).__name__, e)
