# iteration helpers: enumerate(start=), zip truncation, map with 2 iterables, filter(None)
names = ["ann", "bob", "cy"]
ages = [31, 25]
print(list(enumerate(names)), list(enumerate(names, start=10)), list(enumerate("é日", -1)))
print(list(zip(names, ages)), list(zip(names)), list(zip()), list(zip("ab", range(5), [True, False, None])))
print(list(map(len, names)), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), list(map(lambda s: s.upper(), names)))
print(list(filter(None, [0, 1, "", "x", None, [], [0], False, 0.0, -1])))
print(list(filter(lambda n: n % 3 == 0, range(10))), list(filter(lambda c: c.isupper(), "aBcDÉ")))
for i, (n, a) in enumerate(zip(names, ages), 1):
    print(i, n, a)
m = map(lambda x: x * 2, [1, 2, 3])
print(list(m), list(m))
z = zip([1, 2], [3, 4])
print(list(z), list(z))
e = enumerate("ab")
for pair in e:
    print("first loop", pair)
for pair in e:
    print("second loop never", pair)
f = filter(lambda v: v > 1, [1, 2, 3])
print(sum(f), sum(f))
print(dict(enumerate("xyz")), dict(zip("abc", map(ord, "abc"))))
keys = ["k1", "k2", "k3"]
vals = [1, 2, 3]
print({k: v for k, v in zip(keys, vals) if v != 2})
print(list(map(int, "1 2 3".split())), sum(map(int, ["10", "-3"])), max(map(abs, [-7, 3])))
print(sorted(zip(ages, names)), list(reversed(list(zip(names, ages)))))
print(list(map(lambda p: p[0] + p[1], zip("ab", "cd"))), [a + b for a, b in zip([1, 2], [10, 20])])
print(list(zip([1, 2], [3, 4], [5, 6])), list(zip("abc", "de")))
print(any(map(lambda v: v > 2, [1, 2, 3])), all(map(bool, [1, "a", []])), list(enumerate([])))
print(len(list(zip(range(1000), range(3)))), list(map(lambda x: x, "")), list(filter(None, ())))
