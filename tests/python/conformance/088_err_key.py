# KeyError: the message is the repr of the missing key
d = {"a": 1, 2: "two", (1, 2): "tuple"}
for key in ["a", "b", 2, 3, (1, 2), (2, 1), None, 2.0, "it's"]:
    try:
        print(repr(key), "->", d[key])
    except KeyError as e:
        print(repr(key), "-> KeyError:", e)
try:
    d.pop("zzz")
except KeyError as e:
    print("pop:", e)
try:
    del d["nothing"]
except KeyError as e:
    print("del:", e)
try:
    {}[""]
except KeyError as e:
    print("empty string key:", e)
def get_config(cfg, name):
    try:
        return cfg[name]
    except KeyError:
        return "default-" + name

print(get_config({"mode": "fast"}, "mode"), get_config({}, "mode"))
counts = {}
for w in ["x", "y", "x"]:
    try:
        counts[w] += 1
    except KeyError:
        counts[w] = 1
print(counts)
