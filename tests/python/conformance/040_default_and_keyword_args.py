# Default parameter values and keyword arguments
def greet(name, greeting="Hello", punct="!"):
    return greeting + ", " + name + punct

print(greet("Ann"))
print(greet("Bob", "Hi"))
print(greet("Cid", punct="?"))
print(greet(punct=".", name="Dee", greeting="Bye"))
def power(base, exp=2):
    return base ** exp

print(power(5), power(2, 10), power(exp=3, base=2))
def append_to(item, target=[]):
    target.append(item)
    return target

print(append_to(1))
print(append_to(2))
print(append_to(3, []))
print(append_to(4))
def safer(item, target=None):
    if target is None:
        target = []
    target.append(item)
    return target

print(safer(1), safer(2))
counter_default = 5
def show(x=counter_default):
    return x

counter_default = 99
print(show())
def describe(name, age=0, city="nowhere"):
    print(f"{name} {age} {city}")

describe("Eve")
describe("Fay", city="Paris")
describe("Gil", 44)
describe(age=3, name="Hal")
