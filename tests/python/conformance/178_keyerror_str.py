# KeyError str() uses repr of the key; other lookup errors use plain text
d = {"a": 1, 2: "two", (1, 2): "tup"}
for key in ["missing", 3, (1, 3), "it's", "", None, 1.5, "é", "quote\"d", ("x",)]:
    try:
        d[key]
    except KeyError as e:
        print("str:", str(e), "| repr:", repr(e), "| args:", e.args, "| arg0:", e.args[0])
try:
    del d["nope"]
except KeyError as e:
    print("del:", e)
try:
    d.pop(99)
except KeyError as e:
    print("pop:", e)
try:
    raise KeyError("custom message")
except KeyError as e:
    print("raised:", e, "|", e.args[0])
try:
    raise KeyError
except KeyError as e:
    print("bare:", "[" + str(e) + "]", repr(e))
try:
    raise KeyError(1, 2)
except KeyError as e:
    print("two:", e)
try:
    {}[[1, 2][0]]
except KeyError as e:
    print("computed:", e)
try:
    {}[[1, 2]]
except TypeError as e:
    print("TypeError:", e)
try:
    {[]: 1}
except TypeError as e:
    print("TypeError:", e)
try:
    {}[{}]
except TypeError as e:
    print("TypeError:", e)
nested = {"outer": {"inner": 1}}
try:
    print(nested["outer"]["inner"])
    print(nested["outer"]["nope"])
except KeyError as e:
    print("nested:", e, type(e).__name__)
def lookup(m, k):
    try:
        return m[k]
    except KeyError:
        return "default for " + repr(k)
print(lookup(d, "a"), lookup(d, "z"), lookup(d, 2), lookup({}, 0.5))
