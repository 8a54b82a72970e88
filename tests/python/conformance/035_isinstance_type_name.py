# isinstance and type(x).__name__
values = [1, -2.5, "s", True, None, [1], (1,), {"a": 1}, range(2), 10 ** 30]
for v in values:
    print(repr(v), type(v).__name__)
print(isinstance(3, int), isinstance(3.0, int), isinstance(True, int))
print(isinstance("x", str), isinstance([], list), isinstance((), tuple))
print(isinstance({}, dict), isinstance(None, int), isinstance(1.0, float))

class Animal:
    pass

class Dog(Animal):
    pass

rex = Dog()
print(type(rex).__name__, isinstance(rex, Dog), isinstance(rex, Animal))
generic = Animal()
print(isinstance(generic, Dog), type(generic).__name__)
def describe(x):
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, int):
        return "int"
    if isinstance(x, str):
        return "str"
    return "other:" + type(x).__name__

print([describe(x) for x in [1, True, "a", 2.0, []]])
print(type(describe).__name__)
print(type(lambda: 0).__name__)
print(type(3 / 1).__name__, type(3 // 1).__name__, type(3 ** -1).__name__)
err = ValueError("bad")
print(type(err).__name__, isinstance(err, Exception))
print(type(Dog).__name__)
