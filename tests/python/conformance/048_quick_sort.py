# Quick sort with list comprehensions, and in-place partition version
def quick_sort(items):
    if len(items) <= 1:
        return items
    pivot = items[0]
    smaller = [x for x in items[1:] if x < pivot]
    larger = [x for x in items[1:] if x >= pivot]
    return quick_sort(smaller) + [pivot] + quick_sort(larger)

def partition(a, lo, hi):
    pivot = a[hi]
    i = lo
    for j in range(lo, hi):
        if a[j] < pivot:
            a[i], a[j] = a[j], a[i]
            i += 1
    a[i], a[hi] = a[hi], a[i]
    return i

def quick_sort_inplace(a, lo, hi):
    if lo < hi:
        p = partition(a, lo, hi)
        quick_sort_inplace(a, lo, p - 1)
        quick_sort_inplace(a, p + 1, hi)

print(quick_sort([3, 6, 8, 10, 1, 2, 1]))
print(quick_sort(list("quicksort")))
arr = [9, -3, 5, 2, 6, 8, -6, 1, 3]
quick_sort_inplace(arr, 0, len(arr) - 1)
print(arr)
arr2 = [5, 4, 3, 2, 1, 0]
quick_sort_inplace(arr2, 0, 5)
print(arr2)
print(quick_sort([2.5, 2, -0.5, 10 ** 12]))
print(quick_sort([]))
