# and / or return one of their operands and short-circuit
print(1 and 2, 0 and 2, 1 or 2, 0 or 2)
print("" or "default", "value" or "default")
print(None and 1, None or 0)
print([] or [1], [0] and "yes")
print(0 or "" or None, 1 and "a" and 3.5)
def check(label, result):
    print("evaluating", label)
    return result

print(check("A", False) and check("B", True))
print(check("C", True) or check("D", True))
print(check("E", True) and check("F", 0))
print(check("G", 0) or check("H", "") or check("I", "last"))
name = ""
display = name or "anonymous"
print(display)
x = 5
print(x > 3 and x < 10, x > 3 and "big", x < 3 or "small?")
print(not (x > 3 and x < 10))
print(not None, not [], not [[]])
lst = []
print(len(lst) > 0 and lst[0])
print(True and False or True)
print(False or False and True)
values = [0, 1, "", "a", None, [], [0]]
print([v for v in values if v])
