# The global statement
counter = 0
def increment():
    global counter
    counter += 1
    return counter

for _ in range(5):
    increment()
print("counter", counter)
total = 100
def read_only():
    return total * 2

print(read_only())
def shadow():
    total = 1
    return total

print(shadow(), total)
log = []
def record(msg):
    log.append(msg)

record("start")
record("end")
print(log)
config = None
def setup(value):
    global config
    config = {"value": value}

print(config)
setup(42)
print(config)
def reset():
    global counter, log
    counter = 0
    log = []

reset()
print(counter, log)
calls = 0
def fib(n):
    global calls
    calls += 1
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

print(fib(15), calls)
