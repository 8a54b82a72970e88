# ord and chr
print(ord("A"), ord("a"), ord("0"), ord(" "), ord("\n"))
print(chr(65), chr(97), chr(48), repr(chr(10)))
print(chr(ord("a") + 1))
alphabet = ""
for i in range(26):
    alphabet += chr(ord("a") + i)
print(alphabet)
print([ord(c) for c in "Hi!"])
print("".join([chr(c) for c in [80, 121, 116, 104, 111, 110]]))
def to_upper(s):
    out = ""
    for c in s:
        if "a" <= c <= "z":
            out += chr(ord(c) - 32)
        else:
            out += c
    return out

print(to_upper("hello, world 42"))
def letter_pos(c):
    return ord(c.lower()) - ord("a") + 1

print([letter_pos(c) for c in "Zebra"])
print(ord("é"), ord("ß"), ord("€"), chr(8364), chr(223))
print(chr(26085) + chr(26412))
total = 0
for c in "abc":
    total += ord(c)
print(total)
print(ord(max("hello")), chr(min([120, 100, 110])))
for bad in ["", "ab"]:
    try:
        print(ord(bad))
    except TypeError as e:
        print(type(e).__name__, e)
