# Exceptions raised deep inside functions, caught by callers
def parse_age(text):
    age = int(text)
    if age < 0:
        raise ValueError("age cannot be negative: " + str(age))
    return age

def load(records):
    ages = []
    for r in records:
        try:
            ages.append(parse_age(r))
        except ValueError as e:
            print("skipping", repr(r), "->", e)
    return ages

print(load(["12", "x", "-3", "40", "4.5"]))
def level3(n):
    return 10 // n

def level2(n):
    return level3(n) + 1

def level1(n):
    try:
        return level2(n)
    except ZeroDivisionError as e:
        print("level1 caught:", e)
        return None

print(level1(2), level1(0))
def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return float("inf")
    except TypeError as e:
        print("type problem:", e)
        return None

print(safe_div(1, 4), safe_div(1, 0), safe_div("1", 2))
def lookup(d, key):
    return d[key]

try:
    lookup({"a": 1}, "b")
except KeyError as e:
    print("missing key", e)
print("program continues")
