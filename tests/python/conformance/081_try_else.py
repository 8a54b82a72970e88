# try / except / else / finally ordering
def attempt(a, b):
    print("attempt", a, b)
    try:
        result = a // b
    except ZeroDivisionError as e:
        print("  except:", e)
        result = None
    else:
        print("  else: no error, result", result)
    finally:
        print("  finally")
    return result

print(attempt(7, 2))
print(attempt(7, 0))
def parse(s):
    try:
        n = int(s)
    except ValueError:
        return "bad"
    else:
        return n * 2

print(parse("21"), parse("x"))
log = []
for item in ["1", "a", "3"]:
    try:
        v = int(item)
    except ValueError:
        log.append("E")
    else:
        log.append(v)
    finally:
        log.append("|")
print(log)
def else_raises():
    try:
        x = 1
    except ValueError:
        return "except"
    else:
        raise KeyError("from else")

try:
    else_raises()
except KeyError as e:
    print("caught from else:", e)
