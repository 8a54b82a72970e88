# IndexError messages
items = [10, 20, 30]
for i in [0, 2, 3, -3, -4, 100]:
    try:
        print(i, items[i])
    except IndexError as e:
        print(i, "IndexError:", e)
try:
    print("abc"[5])
except IndexError as e:
    print("string:", e)
try:
    print((1, 2)[2])
except IndexError as e:
    print("tuple:", e)
try:
    items[3] = 40
except IndexError as e:
    print("assignment:", e)
try:
    [].pop()
except IndexError as e:
    print("pop empty:", e)
try:
    items.pop(10)
except IndexError as e:
    print("pop index:", e)
try:
    del items[5]
except IndexError as e:
    print("del:", e)
try:
    print(range(3)[3])
except IndexError as e:
    print("range:", e)
print(items[1:100], items[100:], "abc"[1:50])
