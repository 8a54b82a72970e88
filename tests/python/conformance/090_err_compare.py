# TypeError from ordering comparisons between incompatible types
pairs = [(1, "a"), ("a", 1), (1.5, "x"), ([1], (1,)), (None, 0), ({}, {})]
for a, b in pairs:
    try:
        print(repr(a), "<", repr(b), "=", a < b)
    except TypeError as e:
        print("TypeError:", e)
for a, b in pairs:
    print(repr(a), "==", repr(b), a == b, a != b)
try:
    print(3 >= "3")
except TypeError as e:
    print("TypeError:", e)
try:
    print([1, "a"] < [1, 2])
except TypeError as e:
    print("TypeError:", e)
try:
    print(max(1, "2"))
except TypeError as e:
    print("TypeError:", e)
print([1, "a"] < [2, "b"], (1, "x") < (1, "y"))
class Thing:
    pass

try:
    print(Thing() < Thing())
except TypeError as e:
    print("TypeError:", e)
