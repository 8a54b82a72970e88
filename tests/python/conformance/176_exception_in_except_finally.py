# exceptions raised inside except and finally blocks, nested try, re-raise
def risky(kind):
    try:
        if kind == 1:
            raise ValueError("v1")
        if kind == 2:
            raise KeyError("k2")
        return "ok"
    except ValueError as e:
        print("handling", repr(e))
        raise TypeError("converted from " + str(e))
    finally:
        print("cleanup", kind)
for k in [0, 1, 2]:
    try:
        print(risky(k))
    except TypeError as e:
        print("outer got TypeError:", e)
    except KeyError as e:
        print("outer got KeyError:", e)
def finally_raises():
    try:
        raise ValueError("original")
    finally:
        raise RuntimeError("from finally")
try:
    finally_raises()
except ValueError as e:
    print("ValueError?", e)
except RuntimeError as e:
    print("RuntimeError:", e)
def reraiser():
    try:
        int("bad")
    except ValueError:
        print("logging and re-raising")
        raise
try:
    reraiser()
except ValueError as e:
    print("re-raised:", e)
try:
    try:
        [][0]
    except IndexError as e:
        print("inner caught", e)
        {}["missing"]
except KeyError as e:
    print("outer caught", repr(e))
try:
    try:
        raise ValueError("a")
    except TypeError:
        print("wrong handler")
    finally:
        print("inner finally runs")
except ValueError as e:
    print("propagated", e)
e = "still a name"
try:
    raise ValueError("temp")
except ValueError as e:
    print("bound", e)
try:
    print("e after except:", e)
except NameError as err:
    print("NameError:", err)
