# Sorting with key= and reverse=
words = ["banana", "Apple", "cherry", "date", "fig", "Elderberry"]
print(sorted(words))
print(sorted(words, key=len))
print(sorted(words, key=len, reverse=True))
def lower(s):
    return s.lower()

print(sorted(words, key=lower))
people = [("Ann", 31), ("Bob", 25), ("Cid", 31), ("Dee", 22)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
print(sorted(people, key=lambda p: (-p[1], p[0])))
nums = [3, -1, 4, -1, 5, -9, 2, 6]
nums.sort(key=abs)
print(nums)
nums.sort()
print(nums)
print(sorted("hello"))
print(sorted((3, 1, 2)))
d = {"x": 3, "y": 1, "z": 2}
print(sorted(d))
print(sorted(d, key=lambda k: d[k]))
print(sorted(d.items(), key=lambda kv: kv[1], reverse=True))
pts = [[1, 2], [0, 5], [1, 1]]
pts.sort()
print(pts)
print(sorted([True, False, True]))
print(sorted([2.5, 1, -3, 0.0]))
