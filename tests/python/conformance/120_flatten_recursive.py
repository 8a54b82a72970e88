# Recursive processing of nested lists
def flatten(items):
    result = []
    for x in items:
        if isinstance(x, list):
            result.extend(flatten(x))
        else:
            result.append(x)
    return result

def depth(items):
    if not isinstance(items, list):
        return 0
    if not items:
        return 1
    return 1 + max([depth(x) for x in items])

def deep_sum(items):
    total = 0
    for x in items:
        if isinstance(x, list):
            total += deep_sum(x)
        else:
            total += x
    return total

nested = [1, [2, [3, [4, [5]]]], [], [[6, 7], 8]]
print(flatten(nested))
print(depth(nested), depth([]), depth(5), depth([[[]]]))
print(deep_sum(nested))
print(flatten([[], [[]], [[[]]]]))
print(flatten(["a", ["b", ["c"]], ("t", "u")]))
def count_leaves(items):
    if not isinstance(items, list):
        return 1
    return sum([count_leaves(x) for x in items])

print(count_leaves(nested))
def deep_reverse(items):
    out = []
    for x in items:
        out.insert(0, deep_reverse(x) if isinstance(x, list) else x)
    return out

print(deep_reverse([1, [2, 3], [4, [5, 6]]]))
try:
    print(deep_sum([1, ["a"]]))
except TypeError as e:
    print(type(e).__name__, e)
