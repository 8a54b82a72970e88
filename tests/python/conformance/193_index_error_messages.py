# IndexError / KeyError / ValueError messages from container operations
def run(label, fn):
    try:
        print(label, "->", repr(fn()))
    except (IndexError, KeyError, ValueError, TypeError) as e:
        print(label, "!!", type(e).__name__, "|", e)

lst = [10, 20, 30]
tup = (1, 2)
s = "abc"
r = range(3)
run("lst[3]", lambda: lst[3])
run("lst[-4]", lambda: lst[-4])
run("lst[-3]", lambda: lst[-3])
run("tup[2]", lambda: tup[2])
run("s[3]", lambda: s[3])
run("s[-4]", lambda: s[-4])
run("r[3]", lambda: r[3])
run("''[0]", lambda: ""[0])
run("lst['a']", lambda: lst["a"])
run("lst[1.0]", lambda: lst[1.0])
run("tup[None]", lambda: tup[None])
run("s[1.5]", lambda: s[1.5])
run("[].pop()", lambda: [].pop())
run("lst.pop(5)", lambda: lst.pop(5))
run("lst.pop(-4)", lambda: lst.pop(-4))
run("lst.index(99)", lambda: lst.index(99))
run("lst.index(20, 2)", lambda: lst.index(20, 2))
run("tup.index(5)", lambda: tup.index(5))
run("lst.remove(7)", lambda: lst.remove(7))
run("s.index('z')", lambda: s.index("z"))
run("r.index(7)", lambda: r.index(7))
run("{}.popitem()", lambda: {}.popitem())
run("{1: 2}[2]", lambda: {1: 2}[2])
run("lst[10:20]", lambda: lst[10:20])
run("s[5:]", lambda: s[5:])
def setter():
    lst[5] = 1
run("lst[5] = 1", setter)
def deleter():
    del lst[-9]
run("del lst[-9]", deleter)
def strset():
    s[0] = "x"
run("s[0] = 'x'", strset)
def tupset():
    tup[0] = 9
run("tup[0] = 9", tupset)
def tupdel():
    del tup[0]
run("del tup[0]", tupdel)
run("lst.insert(100, 'end')", lambda: lst.insert(100, "end"))
run("lst.insert(-100, 'start')", lambda: lst.insert(-100, "start"))
print(lst)
nums = [5, 2.5]
run("nums[0][0]", lambda: nums[0][0])
run("nums[1][0]", lambda: nums[1][0])
run("lst[0][0]", lambda: lst[0][0])
run("None[0]", lambda: [None][0][0])
