# enumerate and zip
fruits = ["apple", "banana", "cherry"]
for i, f in enumerate(fruits):
    print(i, f)
for pair in enumerate("ab"):
    print(pair)
print(list(enumerate(["x", "y"])))
prices = [1.25, 0.5, 3.0]
for name, price in zip(fruits, prices):
    print(f"{name:<8}{price:>6.2f}")
print(list(zip([1, 2, 3], "abc")))
print(list(zip([1, 2, 3, 4], [10, 20])))
print(list(zip([], [1])))
a = [1, 2, 3]
b = [4, 5, 6]
dot = 0
for x, y in zip(a, b):
    dot += x * y
print("dot", dot)
print([x + y for x, y in zip(a, b)])
d = {"one": 1, "two": 2}
for i, (k, v) in enumerate(d.items()):
    print(i, k, v)
names = ["Ann", "Bob"]
ages = [30, 40]
print(dict(zip(names, ages)))
for i, ch in enumerate("hey"):
    print(ch * (i + 1))
total = 0
for idx, val in enumerate([5, 10, 15]):
    total += idx * val
print(total)
