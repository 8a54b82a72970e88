# NameError messages for undefined names in various scopes; global statement
def show(fn):
    try:
        print("result", fn())
    except NameError as e:
        print("NameError:", e, "|", e.args)

show(lambda: undefined_thing)
show(lambda: prnt("typo"))
def uses_later():
    return later_defined + 1
show(uses_later)
later_defined = 41
show(uses_later)
def deleter():
    global later_defined
    del later_defined
    return "deleted"
show(deleter)
show(uses_later)
counter = 0
def bump():
    global counter
    counter += 1
    return counter
print(bump(), bump(), counter)
def make_global():
    global fresh
    fresh = "created inside"
    return fresh
show(lambda: fresh)
make_global()
show(lambda: fresh)
x = 10
del x
show(lambda: x)
try:
    y = 1
    del y
    print(y)
except NameError as e:
    print("NameError:", e)
def outer():
    def inner():
        return not_anywhere
    return inner()
show(outer)
names = ["alpha"]
def loop_body():
    total = 0
    for n in names:
        total += len(n) + missing_offset
    return total
show(loop_body)
missing_offset = 100
show(loop_body)
try:
    Undefined_Class()
except NameError as e:
    print("NameError:", e)
try:
    print(True, Flase)
except NameError as e:
    print("NameError:", e)
