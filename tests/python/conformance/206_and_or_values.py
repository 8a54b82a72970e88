# `and`/`or` return operands (not bools) and short-circuit
def t(label, val):
    print("  eval", label)
    return val
print(t("a", 0) and t("b", 1))
print(t("a", 2) and t("b", 3))
print(t("a", "") or t("b", "fallback"))
print(t("a", "x") or t("b", "never"))
print(t("a", []) or t("b", {}) or t("c", 0))
print(t("a", 1) and t("b", []) and t("c", "never"))
print(t("a", None) or t("b", 0) and t("c", 5))
print((t("a", None) or t("b", 0)) and t("c", 5))
print(not t("a", 1) or t("b", "second"))
print([] or [0], [0] or [], "" and 1, 0.0 or -0.0, -0.0 or 0.0, None and 1/0)
print(1 or 1/0, 0 and undefined_name, "a" or "b" and "c", ("a" or "b") and "c")
name = ""
display = name or "anonymous"
print(display)
config = {"debug": 0}
level = config.get("debug") or config.get("level") or "default"
print(level)
x = 5
print(x > 3 and "big" or "small", x > 10 and "big" or "small", x > 3 and 0 or "zero-fallback")
print(type(1 and 2.0).__name__, type(0 or "").__name__, type(None or False).__name__)
vals = [0, 1, "", "s", None, [], [0], 0.0, -1]
print([v for v in vals if v], [bool(v) for v in vals])
print([a and b for a, b in [(1, 2), (0, 2), (1, 0), ("", "x")]])
print([a or b for a, b in [(1, 2), (0, 2), (1, 0), ("", "x"), (None, None)]])
count = 0
def bump():
    global count
    count += 1
    return True
r = False and bump()
r = True or bump()
r = bump() and bump() or bump()
print(r, count)
print(not 0, not 1, not not [], not None == None, (not None) == None)
