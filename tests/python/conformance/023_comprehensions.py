# List and dict comprehensions
squares = [x * x for x in range(10)]
print(squares)
evens = [x for x in range(20) if x % 2 == 0]
print(evens)
words = ["hello", "World", "python", "Code"]
print([w.upper() for w in words])
print([w for w in words if w[0].isupper()])
print([len(w) for w in words])
lengths = {w: len(w) for w in words}
print(lengths)
inverse = {v: k for k, v in {"a": 1, "b": 2, "c": 3}.items()}
print(inverse)
print({n: n ** 3 for n in range(1, 6) if n != 3})
print([c for c in "a1b2c3" if c.isdigit()])
print([(i, i * i) for i in range(4)])
matrix = [[i * 3 + j for j in range(3)] for i in range(3)]
print(matrix)
print([row[1] for row in matrix])
print([x if x > 0 else 0 for x in [-2, 3, -1, 5]])
x = 10
doubled = [x * 2 for x in [1, 2, 3]]
print(doubled, x)
print([i for i in range(5) if i > 10])
print({k: 0 for k in "abca"})
print(sum([i for i in range(101)]))
print([[0] * 2 for _ in range(3)])
try:
    print([int(t) for t in ["1", "2", "x3"]])
except ValueError as e:
    print(type(e).__name__, e)
