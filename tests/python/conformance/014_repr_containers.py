# Printing nested containers
print([1, 2, 3])
print([])
print(())
print({})
print((1,))
print((1, 2))
print([[1, 2], [3, [4, 5]]])
print((1, (2, (3,))))
print({"a": [1, 2], "b": (3, 4), "c": {"d": None}})
print([None, True, False, 1.5, "s"])
print([(1, "one"), (2, "two")])
print({1: "x", 2.5: "y", "z": 3, (1, 2): [4]})
print(str([1, "a"]), repr([1, "a"]))
print(len([[1, 2], [3]]))
t = 5,
print(t, type(t).__name__, len(t))
empty = []
nested = [empty, empty]
print(nested)
empty.append(1)
print(nested)
d = {}
d["list"] = []
d["list"].append("item")
print(d)
print([[], [[]], [[[]]]])
print(range(5), range(1, 10, 2))
print(list(range(3)), tuple(range(3)))
print([-1, -0.5, "-"])
try:
    t[0] = 9
except TypeError as e:
    print(type(e).__name__, e, t)
