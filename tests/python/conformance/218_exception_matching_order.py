# handler selection: first matching clause wins; base classes and tuples match subclasses
class AppError(Exception):
    pass
class DbError(AppError):
    pass
class ConnError(DbError):
    pass

def raise_it(kind):
    if kind == "conn":
        raise ConnError("conn down")
    if kind == "db":
        raise DbError("db broken")
    if kind == "app":
        raise AppError("app failed")
    if kind == "key":
        return {}["k"]
    if kind == "index":
        return [][1]
    if kind == "zero":
        return 1 // 0
    if kind == "type":
        return "a" + 1
    if kind == "value":
        return int("v")
    return "no error"

for kind in ["conn", "db", "app", "key", "index", "zero", "type", "value", "none"]:
    try:
        result = raise_it(kind)
    except ConnError as e:
        print(kind, "-> ConnError handler:", e)
    except AppError as e:
        print(kind, "-> AppError handler:", type(e).__name__, e)
    except (KeyError, IndexError) as e:
        print(kind, "-> lookup tuple handler:", type(e).__name__, e, isinstance(e, LookupError))
    except ArithmeticError as e:
        print(kind, "-> ArithmeticError handler:", type(e).__name__, e)
    except Exception as e:
        print(kind, "-> generic handler:", type(e).__name__, e)
    else:
        print(kind, "-> else branch:", result)
    finally:
        print("  finally for", kind)
for kind in ["db", "key", "type"]:
    try:
        raise_it(kind)
    except LookupError as e:
        print(kind, "LookupError base caught", repr(e))
    except:
        print(kind, "bare except caught something")
def classify(kind):
    try:
        raise_it(kind)
    except (ValueError, TypeError, DbError):
        return "group A"
    except AppError:
        return "group B"
    return "clean"
print([classify(k) for k in ["conn", "db", "app", "type", "value", "none"]])
print(issubclass(ConnError, AppError), issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError))
print(isinstance(ConnError(), DbError), isinstance(DbError(), ConnError), issubclass(AppError, (ValueError, Exception)))
