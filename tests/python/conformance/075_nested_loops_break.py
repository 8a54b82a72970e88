# break and continue in nested loops
for i in range(4):
    for j in range(4):
        if j > i:
            break
        print(i, j, end="; ")
    print()
found = None
for i in range(1, 10):
    for j in range(1, 10):
        if i * j == 42:
            found = (i, j)
            break
    if found:
        break
print("found", found)
def find_pair(nums, target):
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                return i, j
    return None

print(find_pair([2, 7, 11, 15], 9), find_pair([3, 2, 4], 6), find_pair([1, 2], 10))
n = 0
while True:
    n += 1
    if n % 2 == 0:
        continue
    if n > 9:
        break
    print("odd", n)
grid = [[1, 2, 3], [4, -1, 6], [7, 8, 9]]
total = 0
for row in grid:
    for v in row:
        if v < 0:
            break
        total += v
print("total", total)
count = 0
for a in range(3):
    b = 0
    while b < 3:
        b += 1
        if b == 2:
            continue
        count += 1
print("count", count)
