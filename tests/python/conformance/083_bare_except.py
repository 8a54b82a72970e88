# Bare except catches everything
def try_it(f, arg):
    try:
        return f(arg)
    except:
        return "failed"

print(try_it(int, "5"), try_it(int, "five"))
print(try_it(len, [1, 2]), try_it(len, 5))
print(try_it(lambda x: x[3], "abcd"), try_it(lambda x: x[3], "ab"))
print(try_it(lambda x: 10 / x, 4), try_it(lambda x: 10 / x, 0))
count = 0
for value in [1, "2", None, 3.5, [4]]:
    try:
        count += value
    except:
        print("could not add", repr(value))
print("count", count)
def nested():
    try:
        try:
            raise ValueError("inner")
        except KeyError:
            print("wrong handler")
    except:
        print("outer bare except caught it")
    return "after"

print(nested())
try:
    undefined_name_here
except:
    print("even NameError is caught")
try:
    assert 1 == 2, "math is broken"
except:
    print("and AssertionError too")
