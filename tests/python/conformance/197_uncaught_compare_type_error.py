# sorting a mixed list works until an incomparable pair meets; uncaught TypeError
data = [5, 3.5, True, 2, -1]
print(sorted(data))
data.sort(reverse=True)
print(data)
words = ["pear", "Apple", "fig"]
print(sorted(words), sorted(words, key=len))
mixed = [(1, "a"), (1, "b"), (0, "z")]
print(sorted(mixed))
try:
    sorted([1, "one"])
except TypeError as e:
    print("caught:", e)
try:
    print(max([None, 1]))
except TypeError as e:
    print("caught:", e)
try:
    print([] < ())
except TypeError as e:
    print("caught:", e)
def rank(items):
    best = items[0]
    for it in items[1:]:
        print("comparing", repr(it), "with", repr(best))
        if it > best:
            best = it
    return best
print(rank([3, 9, 4]))
print(rank(["b", "a", "c"]))
print(rank([2.5, 7, None]))
print("never printed")
