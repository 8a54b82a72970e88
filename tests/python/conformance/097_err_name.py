# NameError for undefined names and unbound locals
try:
    print(undefined_variable)
except NameError as e:
    print("NameError:", e)
def use_later():
    return helper_not_defined(3)

try:
    use_later()
except NameError as e:
    print("NameError:", e)
def defined_later():
    return later_value * 2

later_value = 21
print(defined_later())
def uses_global():
    return not_yet_defined + 1

try:
    print(uses_global())
except NameError as e:
    print("before definition:", e)
not_yet_defined = 1
print("after definition:", uses_global())
try:
    print(Pritn)
except NameError as e:
    print("NameError:", e)
items = [1, 2, 3]
try:
    for i in items:
        total_sum += i
except NameError as e:
    print("NameError:", e)
print("done")
