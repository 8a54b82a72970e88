# Recursive permutations and subsets of short lists
def permutations(items):
    if len(items) <= 1:
        return [items[:]]
    result = []
    for i in range(len(items)):
        first = items[i]
        rest = items[:i] + items[i + 1:]
        for p in permutations(rest):
            result.append([first] + p)
    return result

perms = permutations([1, 2, 3])
print(len(perms))
for p in perms:
    print(p)
print(len(permutations([1, 2, 3, 4, 5])))
print(["".join(p) for p in permutations(list("abc"))])
def subsets(items):
    if not items:
        return [[]]
    rest = subsets(items[1:])
    return rest + [[items[0]] + s for s in rest]

print(subsets([1, 2, 3]))
print(len(subsets(list(range(8)))))
def combinations(items, k):
    if k == 0:
        return [[]]
    if len(items) < k:
        return []
    with_first = [[items[0]] + c for c in combinations(items[1:], k - 1)]
    return with_first + combinations(items[1:], k)

print(combinations(["a", "b", "c", "d"], 2))
