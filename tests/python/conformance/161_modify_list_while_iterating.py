# mutating a list while a for loop iterates over it
nums = [1, 2, 3, 4, 5, 6]
for n in nums:
    if n % 2 == 0:
        nums.remove(n)
    print("saw", n, nums)
print(nums)
items = [1, 2, 3]
count = 0
for x in items:
    count += 1
    if len(items) < 6:
        items.append(x * 10)
    print(x, items)
print(count)
data = [0, 1, 2, 3, 4]
for i, v in enumerate(data):
    if v == 1:
        data.pop(0)
    print(i, v, data)
lst = [5, 6, 7]
for v in lst:
    lst = lst + [v]
    print(v, lst)
print(lst)
k = [1, 2, 3, 4]
for v in k:
    del k[0]
    print(v, k)
d = [3, 1, 2]
for v in d[:]:
    d.remove(v)
    d.append(v * 2)
    print(v, d)
w = [1, 1, 2, 2, 3]
i = 0
while i < len(w):
    if w[i] == 2:
        del w[i]
    else:
        i += 1
print(w)
r = [1, 2, 3]
for v in reversed(r):
    print(v, end=" ")
    if v == 3:
        r.insert(0, 0)
print(r)
