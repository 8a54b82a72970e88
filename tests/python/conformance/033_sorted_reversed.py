# sorted() returns new lists; reversed() iterates backwards
data = [5, 2, 9, 1]
result = sorted(data)
print(data, result)
print(sorted(data, reverse=True))
for x in reversed(data):
    print(x, end=" ")
print()
print(list(reversed("abc")))
print(list(reversed((1, 2, 3))))
print("".join(reversed("stressed")))
print(sorted(["b", "B", "a", "A"]))
print(sorted([[2, 1], [1, 2], [1, 1]]))
print(sorted([(2, "b"), (1, "z"), (2, "a")]))
print(sorted({"c": 1, "a": 2, "b": 3}.values()))
print(sorted("Python"))
print(sorted([], reverse=True))
print(sorted([-3, 2, -1, 0], key=lambda v: v * v))
records = [("x", 2), ("y", 1), ("z", 2), ("w", 1)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))
nested = [[3, 4], [1, 2]]
rev = list(reversed(nested))
rev[0].append(5)
print(nested, rev)
print(sorted([3.5, -1, 2, 10 ** 20, -(10 ** 20)]))
