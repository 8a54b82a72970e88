# ValueError when unpacking the wrong number of values
def unpack2(seq):
    try:
        a, b = seq
        print("ok", a, b)
    except ValueError as e:
        print("ValueError:", e)

unpack2([1, 2])
unpack2([1, 2, 3])
unpack2([1])
unpack2([])
unpack2("xy")
unpack2("xyz")
unpack2((None, None))
unpack2(range(5))
try:
    x, y, z = 1, 2
except ValueError as e:
    print("ValueError:", e)
try:
    for k, v in [(1, 2), (3, 4, 5)]:
        print(k, v)
except ValueError as e:
    print("ValueError:", e)
try:
    for k, v in {"ab": 1, "cde": 2}:
        print(k, v)
except ValueError as e:
    print("ValueError:", e)
pairs = {"a": 1, "b": 2}
for k, v in pairs.items():
    print(k, v)
