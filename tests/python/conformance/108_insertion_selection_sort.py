# Insertion sort and selection sort, printing intermediate states
def insertion_sort(a):
    for i in range(1, len(a)):
        key = a[i]
        j = i - 1
        while j >= 0 and a[j] > key:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = key
        print("  step", i, a)
    return a

def selection_sort(a):
    for i in range(len(a)):
        smallest = i
        for j in range(i + 1, len(a)):
            if a[j] < a[smallest]:
                smallest = j
        if smallest != i:
            a[i], a[smallest] = a[smallest], a[i]
        print("  pass", i, a)
    return a

print("insertion:")
print(insertion_sort([12, 11, 13, 5, 6]))
print("selection:")
print(selection_sort([64, 25, 12, 22, 11]))
print(insertion_sort(["pear", "Apple", "fig"]))
words = ["bb", "a", "ccc", "dd"]
print(sorted(words, key=len), words)
