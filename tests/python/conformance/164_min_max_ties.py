# min/max return the first of equal elements; key=, default= and errors
print(max([1, 3, 3.0, 2]), min([2, 1.0, 1, True]), max(3.0, 3), min(1, 1.0, True))
print(type(max(3, 3.0)).__name__, type(max(3.0, 3)).__name__)
words = ["pear", "fig", "kiwi", "plum", "date"]
print(max(words, key=len), min(words, key=len), max(words), min(words))
print(max(["ab", "b", "cd"], key=len), min(["ab", "b", "c"], key=len))
print(max([], default="empty"), min([], default=None), max([5], default=0), max((), default=(1,)))
print(max("hello"), min("hello"), max("aB"), min([[1, 2], [1], [0, 9]]))
print(max(1, 2, key=lambda v: -v), min(4, 5, 6, key=lambda v: v % 3))
print(max({"a": 3, "b": 1}), max({"a": 3, "b": 1}.values()), max({"a": 3, "b": 1}, key=lambda k: {"a": 3, "b": 1}[k]))
pts = [(1, 5), (2, 5), (0, 5)]
print(max(pts, key=lambda p: p[1]), min(pts, key=lambda p: p[1]))
print(max(range(10), key=lambda v: v % 4), min(range(10), key=lambda v: -(v % 4)))
print(max(-0.0, 0.0), max(0.0, -0.0), min(0.0, -0.0), min(-0.0, 0))
print(max([float('nan'), 1, 2]), max([1, float('nan'), 2]), min([1, float('nan'), 0]))
print(max(True, 1), max(1, True), min(False, 0), sum([], 0.0), sum([0.1] * 10))
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
try:
    min(())
except ValueError as e:
    print("ValueError:", e)
try:
    max(1, "a")
except TypeError as e:
    print("TypeError:", e)
try:
    max(5)
except TypeError as e:
    print("TypeError:", e)
