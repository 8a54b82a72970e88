# isdigit/isalpha/isalnum/isspace/isupper/islower/istitle over tricky inputs
samples = ["", "abc", "ABC", "Abc", "abc123", "123", "-123", "1.5", " ", "\t\n", "a b",
           "é", "ÉCOLE", "日本", "Ω", "ß", "x_y", "A1", "1a", "Hello World", "hello World",
           "\xa0", "\u3000", "Ünïcode", "ÀB", "0x1F"]
for s in samples:
    print(repr(s), s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.isupper(), s.islower(), s.istitle())
print([c for c in "a1 B2_é!" if c.isalnum()], [c.isalpha() for c in "a1é日!"])
print("".join([c for c in "Tel: +1 (555) 010-9999" if c.isdigit()]))
def classify(ch):
    if ch.isspace():
        return "space"
    if ch.isdigit():
        return "digit"
    if ch.isupper():
        return "upper"
    if ch.islower():
        return "lower"
    if ch.isalpha():
        return "alpha-other"
    return "other"
print([classify(c) for c in "aZ 9é日\t!Ω"])
words = "The Quick brown FOX jumps".split()
print([w for w in words if w.istitle()], [w for w in words if w.isupper()], [w for w in words if w.islower()])
print("123".isdigit() and int("123") == 123, "007".isdigit(), "12a".isalnum(), "12 a".isalnum())
