# Catching several exception types with one handler
def risky(kind):
    if kind == "value":
        return int("nope")
    if kind == "index":
        return [][0]
    if kind == "key":
        return {}["k"]
    if kind == "zero":
        return 1 / 0
    if kind == "type":
        return "a" + 1
    return "fine"

for kind in ["value", "index", "key", "zero", "type", "none"]:
    try:
        print(kind, "->", risky(kind))
    except (ValueError, TypeError) as e:
        print(kind, "-> value/type:", type(e).__name__, e)
    except (IndexError, KeyError) as e:
        print(kind, "-> lookup:", type(e).__name__, e)
    except Exception as e:
        print(kind, "-> other:", type(e).__name__, e)
def first_match(kind):
    try:
        risky(kind)
    except Exception:
        return "Exception first"
    except ValueError:
        return "never reached"
    return "no error"

print(first_match("value"), first_match("none"))
errors = (ZeroDivisionError, KeyError)
try:
    risky("zero")
except errors as e:
    print("tuple in a variable works:", e)
