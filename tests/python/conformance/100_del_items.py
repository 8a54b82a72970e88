# del on list items and dict keys
nums = [10, 20, 30, 40, 50]
del nums[0]
print(nums)
del nums[-1]
print(nums)
del nums[1]
print(nums, len(nums))
d = {"a": 1, "b": 2, "c": 3}
del d["b"]
print(d)
d["b"] = 20
print(d)
grid = [[1, 2], [3, 4]]
del grid[0][1]
print(grid)
people = {"ann": {"age": 30, "city": "Oslo"}}
del people["ann"]["city"]
print(people)
letters = list("abcdef")
i = 0
while i < len(letters):
    if letters[i] in "bd":
        del letters[i]
    else:
        i += 1
print(letters)
scores = {"x": 5, "y": 0, "z": 7, "w": 0}
for k in list(scores.keys()):
    if scores[k] == 0:
        del scores[k]
print(scores)
stack = [1, 2, 3]
del stack[len(stack) - 1]
print(stack)
try:
    del stack[5]
except IndexError as e:
    print(type(e).__name__, e)
try:
    del scores["y"]
except KeyError as e:
    print(type(e).__name__, e)
