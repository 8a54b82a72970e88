# Finding the maximum, minimum, second largest by hand
def my_max(items):
    best = items[0]
    for x in items[1:]:
        if x > best:
            best = x
    return best

def my_min(items):
    best = items[0]
    for x in items:
        if x < best:
            best = x
    return best

def second_largest(items):
    first = None
    second = None
    for x in items:
        if first is None or x > first:
            second = first
            first = x
        elif x != first and (second is None or x > second):
            second = x
    return second

data = [3, 41, 12, 9, 74, 15, 74, -2]
print(my_max(data), my_min(data), second_largest(data))
print(my_max(["kiwi", "apple", "zucchini"]), my_min([2.5, -1.5, 0]))
print(second_largest([5, 5, 5]), second_largest([1, 2]))
def index_of_max(items):
    idx = 0
    for i in range(1, len(items)):
        if items[i] > items[idx]:
            idx = i
    return idx

print(index_of_max(data), index_of_max([1]), index_of_max([9, 8, 9]))
def my_sum(items):
    total = 0
    for x in items:
        total = total + x
    return total

print(my_sum(data), my_sum([]), my_sum([0.5, 0.25]))
print(my_max(data) == max(data), my_min(data) == min(data))
try:
    print(my_max([]))
except IndexError as e:
    print(type(e).__name__, e)
