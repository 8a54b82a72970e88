# sort stability with keys, multi-pass sorting, key functions returning tuples
people = [("bob", 25), ("alice", 30), ("carol", 25), ("dave", 30), ("eve", 22), ("frank", 25)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
print(sorted(people, key=lambda p: -p[1]))
by_name = sorted(people)
print(by_name)
print(sorted(by_name, key=lambda p: p[1]))
words = ["banana", "Apple", "cherry", "apple", "Banana", "date", "fig", "Fig"]
print(sorted(words))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: w.lower()))
print(sorted(words, key=lambda w: (len(w), w.lower())))
print(sorted(words, key=lambda w: w.casefold(), reverse=True))
nums = [3, -1, -3, 2, 1, -2, 0]
print(sorted(nums, key=abs), sorted(nums, key=abs, reverse=True))
lst = nums[:]
lst.sort(key=lambda v: v * v)
print(lst)
lst.sort(reverse=True)
print(lst)
mixed = [2.5, 1, True, 0, False, 2, -0.0, 0.0]
print(sorted(mixed))
print(sorted(mixed, reverse=True))
pairs = [(1, "b"), (1, "a"), (0, "z"), (1, "a")]
print(sorted(pairs), sorted(pairs, key=lambda p: p[0]))
print(sorted("hello world"), sorted("Ωαβ"), sorted(["é", "e", "f", "E"]))
print(sorted([[2, 1], [1, 2, 3], [1, 2], []]))
print(sorted({"b": 1, "a": 2, "c": 0}), sorted({"b": 1, "a": 2}.items(), key=lambda kv: kv[1]))
print(sorted([3, 1, 2], key=None), sorted([], reverse=True), sorted((5, 4)))
