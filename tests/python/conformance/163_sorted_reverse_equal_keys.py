# reverse=True keeps the original order of equal elements (stable), unlike reversing
recs = [("a", 1), ("b", 2), ("c", 1), ("d", 2), ("e", 1)]
r1 = sorted(recs, key=lambda r: r[1], reverse=True)
r2 = list(reversed(sorted(recs, key=lambda r: r[1])))
print(r1)
print(r2)
print(r1 == r2)
s = recs[:]
s.sort(key=lambda r: r[1], reverse=True)
print(s == r1, s)
s.reverse()
print(s)
words = ["aa", "b", "cc", "d", "ee", "f"]
print(sorted(words, key=len, reverse=True))
print(sorted(words, key=len)[::-1])
class Item:
    def __init__(self, name, prio):
        self.name = name
        self.prio = prio
    def __repr__(self):
        return "Item(" + self.name + "," + str(self.prio) + ")"
items = [Item("x", 2), Item("y", 1), Item("z", 2), Item("w", 1)]
print(sorted(items, key=lambda it: it.prio))
print(sorted(items, key=lambda it: it.prio, reverse=True))
print(max(items, key=lambda it: it.prio), min(items, key=lambda it: it.prio))
nums = [1.0, 1, True, 2, 2.0]
print(sorted(nums, reverse=True), sorted(nums))
print([type(v).__name__ for v in sorted(nums, reverse=True)])
t = [(0, "x"), (0, "y")]
t.sort(key=lambda p: p[0], reverse=True)
print(t)
