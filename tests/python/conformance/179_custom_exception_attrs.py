# custom exception hierarchy with extra attributes and __str__ overrides
class AppError(Exception):
    def __init__(self, message, code=1):
        super().__init__(message)
        self.message = message
        self.code = code

class NotFound(AppError):
    def __init__(self, what):
        super().__init__("not found: " + what, code=404)
        self.what = what

class Fancy(AppError):
    def __str__(self):
        return "<Fancy " + self.message + " #" + str(self.code) + ">"

class Detailed(Exception):
    def __init__(self, items):
        self.items = items
    def __str__(self):
        return ", ".join([str(i) for i in self.items])
    def __repr__(self):
        return "Detailed(n=" + str(len(self.items)) + ")"

def fail(kind):
    if kind == 0:
        raise AppError("generic")
    if kind == 1:
        raise NotFound("user")
    if kind == 2:
        raise Fancy("shiny", 7)
    if kind == 3:
        raise Detailed([1, "two", 3.0])
    return "no error"

for k in range(5):
    try:
        print(fail(k))
    except NotFound as e:
        print("NotFound", e.what, e.code, str(e), repr(e), e.args)
    except AppError as e:
        print(type(e).__name__, e.code, str(e), repr(e), e.args, isinstance(e, Fancy))
    except Exception as e:
        print("other", str(e), repr(e), e.args, e.items)
errors = []
for k in [1, 2, 0]:
    try:
        fail(k)
    except AppError as e:
        errors.append(e)
print(errors)
print([str(e) for e in errors], [e.code for e in errors])
print(issubclass(NotFound, AppError), issubclass(AppError, NotFound), isinstance(errors[0], Exception))
try:
    try:
        fail(1)
    except NotFound as e:
        e.code = 410
        raise
except AppError as e2:
    print("re-raised same object:", e2.code, e2.what)
ex = NotFound("page")
ex.extra = "attached later"
try:
    raise ex
except NotFound as caught:
    print(caught.extra, caught.message, f"{caught}")
