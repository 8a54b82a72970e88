# an uncaught user-defined exception with a custom __str__ ends the program
class ValidationError(Exception):
    def __init__(self, field, value):
        super().__init__(field, value)
        self.field = field
        self.value = value

    def __str__(self):
        return "field " + repr(self.field) + " has bad value " + repr(self.value)

def validate(record):
    for key, value in record.items():
        print("checking", key, "=", repr(value))
        if isinstance(value, int) and value < 0:
            raise ValidationError(key, value)
    return True

good = {"age": 30, "name": "Zoë"}
print(validate(good))
try:
    validate({"x": -1})
except ValidationError as e:
    print("caught:", e, "| args:", e.args)
records = [{"a": 1}, {"b": 2, "c": "ok"}, {"d": 4, "e": -5, "f": 6}]
for i, r in enumerate(records):
    print("record", i)
    validate(r)
print("not reached")
