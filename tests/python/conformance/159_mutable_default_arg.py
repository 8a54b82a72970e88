# default argument values are evaluated once, at definition time
def append_to(item, bucket=[]):
    bucket.append(item)
    return bucket

first = append_to(1)
second = append_to(2)
print(first, second, first == second)
third = append_to(3, [])
print(third, append_to(4))
print(append_to(5, bucket=third), third)

def counter(d={}):
    d["n"] = d.get("n", 0) + 1
    return d["n"]

print(counter(), counter(), counter({}), counter())

base = 10
def add_base(x, b=base):
    return x + b

base = 20
print(add_base(1), add_base(1, base))

def make(n, acc=None):
    if acc is None:
        acc = []
    acc.append(n)
    return acc

print(make(1), make(2), make(3, make(4)))

def chain(x, seen=[]):
    seen.append(x)
    if x > 0:
        return chain(x - 1)
    return seen

print(chain(3))
print(chain(1))

def tuple_default(t=(1, [2])):
    t[1].append(len(t[1]) + 1)
    return t

print(tuple_default(), tuple_default())
a = b = []
a.append("shared")
print(a, b)
a = a + ["new"]
print(a, b)
b += ["inplace"]
print(a, b)
x = y = 5
x += 1
print(x, y)
