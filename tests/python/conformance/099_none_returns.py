# Functions without return give None; common None mistakes
def no_return(x):
    x * 2

def early(x):
    if x > 0:
        return "positive"

print(no_return(5), early(1), early(-1))
result = [3, 1, 2].sort()
print(result)
lst = [3, 1, 2]
print(lst.sort(), lst)
print(lst.append(4), lst.reverse(), lst)
d = {"a": 1}
print(d.update({"b": 2}), d)
value = print("print returns None")
print(value)
try:
    print(no_return(1) + 1)
except TypeError as e:
    print("TypeError:", e)
try:
    sorted_list = [2, 1].sort()
    print(sorted_list[0])
except TypeError as e:
    print("TypeError:", e)
try:
    x = None
    print(len(x))
except TypeError as e:
    print("TypeError:", e)
def find(items, target):
    for i in range(len(items)):
        if items[i] == target:
            return i

print(find([5, 6, 7], 7), find([5, 6, 7], 8))
r = find([], 1)
print(r is None, r == None, type(r).__name__)
