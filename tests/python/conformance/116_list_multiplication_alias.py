# The [[x] * n] * m aliasing pitfall
bad = [[0] * 3] * 3
bad[0][0] = 1
print(bad)
print(bad[0] is bad[1], bad[1] is bad[2])
good = [[0] * 3 for _ in range(3)]
good[0][0] = 1
print(good)
print(good[0] is good[1])
row = [0, 0]
rows = [row, row]
rows[1][1] = 5
print(rows, row)
nums = [1, 2, 3] * 2
nums[0] = 100
print(nums)
objs = [[]] * 3
objs[0].append("x")
print(objs, len(objs))
fresh = []
for _ in range(3):
    fresh.append([])
fresh[0].append("x")
print(fresh)
copy_of_rows = [r.copy() for r in rows]
copy_of_rows[0][0] = -1
print(rows, copy_of_rows)
d1 = {"k": [1]}
d2 = d1.copy()
d2["k"].append(2)
d2["new"] = 0
print(d1, d2)
