# return inside try/finally: finally always runs
def f():
    try:
        return "from try"
    finally:
        print("finally runs before return")

print(f())
def g():
    try:
        return 1
    finally:
        return 2

print(g())
def h(x):
    try:
        if x < 0:
            raise ValueError("negative")
        return x * 2
    except ValueError as e:
        print("caught", e)
        return -1
    finally:
        print("cleanup for", x)

print(h(5))
print(h(-5))
def loop_with_finally():
    results = []
    for i in range(4):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            results.append(i)
        finally:
            results.append("f" + str(i))
    return results

print(loop_with_finally())
def swallow():
    try:
        raise KeyError("lost")
    finally:
        return "swallowed"

print(swallow())
def value_snapshot():
    x = 10
    try:
        return x
    finally:
        x = 20
        print("x changed to", x)

print(value_snapshot())
