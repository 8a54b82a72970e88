# User-defined exception classes
class AppError(Exception):
    pass

class ValidationError(AppError):
    def __init__(self, field, message):
        super().__init__(field + ": " + message)
        self.field = field

class NotFound(AppError):
    def __init__(self, key):
        super().__init__("not found: " + repr(key))
        self.key = key

def validate(user):
    if "name" not in user:
        raise ValidationError("name", "is required")
    if len(user["name"]) < 2:
        raise ValidationError("name", "too short")
    return True

users = [{"name": "Al"}, {}, {"name": "X"}]
for u in users:
    try:
        print(validate(u))
    except ValidationError as e:
        print("invalid:", e, "| field =", e.field)
db = {1: "one"}
def find(key):
    if key not in db:
        raise NotFound(key)
    return db[key]

for k in [1, 2, "z"]:
    try:
        print(find(k))
    except AppError as e:
        print(type(e).__name__, "-", e, "-", e.key)
try:
    raise AppError
except AppError as e:
    print("plain AppError:", repr(str(e)), isinstance(e, Exception))
try:
    raise ValidationError("age", "must be a number")
except Exception as e:
    print("generic handler:", type(e).__name__, e)
print(isinstance(NotFound(0), AppError), isinstance(AppError(), NotFound))
