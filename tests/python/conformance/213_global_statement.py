# global declarations, module-level state mutated from functions, shadowing
total = 0
history = []
def add(n):
    global total
    total += n
    history.append(total)
    return total
print(add(5), add(-2), add(10), total, history)
def shadow():
    total = "local"
    return total
print(shadow(), total)
def read_only():
    return total * 2
print(read_only())
def reset():
    global total, history
    total = 0
    history = ["reset"]
reset()
print(total, history)
def create():
    global brand_new
    brand_new = [1]
create()
brand_new.append(2)
print(brand_new)
def mutate_without_global():
    history.append("appended")
    history[0] = "changed"
mutate_without_global()
print(history)
x = 1
def outer():
    x = 2
    def inner():
        global x
        x = 3
        return x
    r = inner()
    return (r, x)
print(outer(), x)
def counter_factory():
    def inc():
        global calls
        calls += 1
        return calls
    return inc
calls = 100
inc = counter_factory()
print(inc(), inc(), calls)
def loop_global():
    global idx
    for idx in range(3):
        pass
    return idx
print(loop_global(), idx)
def del_global():
    global doomed
    del doomed
doomed = "here"
del_global()
try:
    print(doomed)
except NameError as e:
    print("NameError:", e)
