# Recursive and iterative binary search
def bsearch(items, target, lo, hi):
    if lo > hi:
        return -1
    mid = (lo + hi) // 2
    if items[mid] == target:
        return mid
    if items[mid] < target:
        return bsearch(items, target, mid + 1, hi)
    return bsearch(items, target, lo, mid - 1)

def bsearch_iter(items, target):
    lo = 0
    hi = len(items) - 1
    steps = 0
    while lo <= hi:
        steps += 1
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid, steps
        elif items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1, steps

data = [x * 3 for x in range(40)]
for t in [0, 3, 57, 117, 118, -5, 200]:
    print(t, bsearch(data, t, 0, len(data) - 1), bsearch_iter(data, t))
words = sorted(["pear", "apple", "fig", "kiwi", "grape", "lime"])
print(words)
print(bsearch(words, "kiwi", 0, len(words) - 1))
print(bsearch(words, "banana", 0, len(words) - 1))
print(bsearch([], 1, 0, -1))
try:
    print(bsearch(data, "x", 0, len(data) - 1))
except TypeError as e:
    print(type(e).__name__, e)
