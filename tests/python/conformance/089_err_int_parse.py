# ValueError messages from int() and float() conversions
samples = ["42", "-7", " 15 ", "abc", "", "3.14", "12abc", "0x10", "1 000", "--5", "+"]
for s in samples:
    try:
        print(repr(s), "->", int(s))
    except ValueError as e:
        print(repr(s), "-> ValueError:", e)
for s in ["2.5", "1e5", "pi", "", " nan ", "1.2.3"]:
    try:
        print(repr(s), "->", float(s))
    except ValueError as e:
        print(repr(s), "-> ValueError:", e)
def read_numbers(text):
    good = []
    bad = []
    for tok in text.split(","):
        try:
            good.append(int(tok))
        except ValueError:
            bad.append(tok)
    return good, bad

print(read_numbers("1,2,three,4, 5,six,"))
try:
    int(None)
except TypeError as e:
    print("TypeError:", e)
try:
    int([1])
except TypeError as e:
    print("TypeError:", e)
