# an exception raised inside finally replaces the original one and escapes
log = []
def step(n):
    try:
        log.append("try " + str(n))
        if n == 2:
            raise ValueError("step failed: " + str(n))
        return n * 10
    finally:
        log.append("finally " + str(n))

print(step(1))
try:
    step(2)
except ValueError as e:
    print("caught", e)
print(log)

def cleanup_fails():
    try:
        print("working")
        raise KeyError("original")
    finally:
        print("cleaning up")
        raise RuntimeError("cleanup failed")

try:
    cleanup_fails()
except KeyError:
    print("KeyError handler (not used)")
except RuntimeError as e:
    print("RuntimeError handler:", e)

def outer():
    try:
        try:
            return "inner value"
        finally:
            print("inner finally")
    finally:
        print("outer finally")
print(outer())

def final():
    try:
        x = {"a": 1}["b"]
    except KeyError as e:
        print("handling", repr(e))
        raise IndexError("while handling")
    finally:
        print("final cleanup, then raising")
        raise AssertionError("raised in finally wins")
final()
