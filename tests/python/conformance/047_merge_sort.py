# Recursive merge sort
def merge(left, right):
    result = []
    i = 0
    j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            result.append(left[i])
            i += 1
        else:
            result.append(right[j])
            j += 1
    result.extend(left[i:])
    result.extend(right[j:])
    return result

def merge_sort(items):
    if len(items) <= 1:
        return items
    mid = len(items) // 2
    return merge(merge_sort(items[:mid]), merge_sort(items[mid:]))

print(merge_sort([38, 27, 43, 3, 9, 82, 10]))
print(merge_sort([]))
print(merge_sort([1]))
print(merge_sort([5, -1, 5, 0, -1]))
print(merge_sort(["pear", "apple", "fig"]))
print(merge_sort([3.5, 1, 2.25, -7]))
data = []
v = 7
for _ in range(30):
    v = (v * 31 + 11) % 101
    data.append(v)
print(data)
out = merge_sort(data)
print(out)
print(out == sorted(data))
print(merge([1, 4, 9], [2, 3, 10, 11]))
try:
    print(merge_sort([3, "a"]))
except TypeError as e:
    print(type(e).__name__, e)
