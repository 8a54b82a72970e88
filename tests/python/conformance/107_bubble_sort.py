# Bubble sort with swap counting and early exit
def bubble_sort(items):
    a = items[:]
    n = len(a)
    swaps = 0
    passes = 0
    for i in range(n):
        swapped = False
        passes += 1
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]
                swaps += 1
                swapped = True
        if not swapped:
            break
    return a, swaps, passes

tests = [[5, 1, 4, 2, 8], [1, 2, 3, 4], [4, 3, 2, 1], [], [7], ["d", "a", "c", "b"], [2.5, -1, 2, 2.5]]
for t in tests:
    result, swaps, passes = bubble_sort(t)
    print(t, "->", result, "swaps:", swaps, "passes:", passes)
original = [3, 2, 1]
bubble_sort(original)
print("original untouched:", original)
def bubble_desc(a):
    for i in range(len(a)):
        for j in range(len(a) - 1 - i):
            if a[j] < a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]

data = [10, 30, 20, 50, 40]
bubble_desc(data)
print(data)
