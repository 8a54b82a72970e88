# str/repr/args of exceptions with zero, one and several arguments
excs = [ValueError(), ValueError("one"), ValueError("a", "b"), ValueError(42), ValueError(None),
        ValueError(""), ValueError(("t",)), ValueError([1, 2]), TypeError("x", 2, 3.5),
        Exception(), Exception("plain"), RuntimeError("it's"), IndexError(0), ZeroDivisionError("z"),
        AssertionError(), AttributeError("attr"), NameError("nm")]
for e in excs:
    print(type(e).__name__, "|", str(e), "|", repr(e), "|", e.args, "|", len(e.args))
class MyErr(Exception):
    pass
class WithInit(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
class NoSuper(Exception):
    def __init__(self, a, b):
        self.a = a
        self.b = b
for e in [MyErr(), MyErr("m"), MyErr("m", 1), WithInit(404, "not found"), NoSuper(1, 2)]:
    print(type(e).__name__, "|", str(e), "|", repr(e), "|", e.args)
w = WithInit(500, "server")
print(w.code, w.args, f"{w}", f"{w!r}", [w], (w,))
try:
    raise MyErr
except MyErr as e:
    print("class raised:", repr(e), e.args, str(e) == "")
try:
    raise ValueError
except ValueError as e:
    print(repr(e), "[" + str(e) + "]")
e = ValueError("x")
e.args = ("changed", 2)
print(str(e), repr(e))
print(str(KeyError()), str(KeyError("a", "b")), repr(KeyError("it's")), str(KeyError(1)))
print(isinstance(MyErr(), Exception), issubclass(WithInit, Exception), issubclass(ValueError, MyErr))
print(f"{ValueError('fmt')!s:>10}|{Exception()!r}|{TypeError(1, 2)!s}")
