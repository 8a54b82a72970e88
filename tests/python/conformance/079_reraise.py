# Re-raising with a bare raise inside except
def risky(n):
    if n == 0:
        raise ValueError("zero not allowed")
    return 100 // n

def wrapper(n):
    try:
        return risky(n)
    except ValueError:
        print("wrapper logs the error and re-raises")
        raise

for n in [5, 0]:
    try:
        print("result", wrapper(n))
    except ValueError as e:
        print("outer caught:", type(e).__name__, e)
def convert(items):
    out = []
    for it in items:
        try:
            out.append(int(it))
        except ValueError as e:
            if it == "":
                out.append(0)
            else:
                raise
    return out

print(convert(["1", "", "3"]))
try:
    convert(["1", "two"])
except ValueError as e:
    print("convert failed:", e)
def cleanup_then_reraise():
    try:
        [1, 2][5]
    except IndexError:
        print("cleaning up")
        raise
    finally:
        print("finally after re-raise")

try:
    cleanup_then_reraise()
except IndexError as e:
    print("got", e)
