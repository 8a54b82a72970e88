# ValueError from list.remove and list.index of missing items
fruits = ["apple", "banana", "cherry", "banana"]
fruits.remove("banana")
print(fruits)
for item in ["banana", "banana", "kiwi"]:
    try:
        fruits.remove(item)
        print("removed", item, fruits)
    except ValueError as e:
        print("ValueError:", e)
nums = [5, 10, 15]
for target in [10, 20, 5.0, "5"]:
    try:
        print(target, "at", nums.index(target))
    except ValueError as e:
        print("ValueError:", e)
try:
    [].remove(None)
except ValueError as e:
    print("ValueError:", e)
try:
    print(["x"].index("y"))
except ValueError as e:
    print("ValueError:", e)
def safe_remove(lst, x):
    if x in lst:
        lst.remove(x)
        return True
    return False

data = [1, 2, 3, 2]
print(safe_remove(data, 2), safe_remove(data, 9), data)
while 2 in data:
    data.remove(2)
print(data)
