# min, max, sum and abs
nums = [4, -2, 9, 0, 7, -5]
print(min(nums), max(nums), sum(nums))
print(min(3, 1, 2), max(3, 1, 2), max(-1, -2))
print(min("banana", "apple", "cherry"), max("abc"))
print(min([2.5, 1, 3]), max([1, 1.0]), max([1.0, 1]))
print(sum([]), sum([0.1, 0.2, 0.3]), sum([1, 2.5]))
print(sum([10, 20], 5))
print(abs(-3), abs(3.5), abs(-0.0), abs(0), abs(-10 ** 20))
print(max([[1, 2], [1, 3], [0, 9]]))
print(min((5, "b"), (5, "a")))
print(max(range(10)), min(range(5, 50, 7)))
print(max(True, 0), min(False, -1))
words = ["pear", "fig", "banana"]
print(max(words), min(words))
lengths = [len(w) for w in words]
print(max(lengths), sum(lengths) / len(lengths))
grid = [[3, 8], [1, 12], [7, 2]]
best = max([max(row) for row in grid])
print(best)
print(sum([sum(row) for row in grid]))
print(abs(3 - 10), abs(-2.5 * 2))
print(max("Zebra", "apple"), min("Zebra", "apple"))
for empty in [[], ""]:
    try:
        print(max(empty))
    except ValueError as e:
        print(type(e).__name__, e)
