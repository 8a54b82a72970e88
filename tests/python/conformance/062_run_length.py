# Run-length encoding and decoding
def encode(s):
    if not s:
        return ""
    out = ""
    current = s[0]
    count = 1
    for ch in s[1:]:
        if ch == current:
            count += 1
        else:
            out += str(count) + current
            current = ch
            count = 1
    out += str(count) + current
    return out

def decode(s):
    out = ""
    num = ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out += ch * int(num)
            num = ""
    return out

tests = ["AAABBBCCDAA", "abc", "", "zzzzzzzzzzzz", "aabbaa", "W" * 12 + "B" + "W" * 3]
for t in tests:
    e = encode(t)
    print(repr(t), repr(e), decode(e) == t)
def encode_pairs(lst):
    result = []
    for x in lst:
        if result and result[-1][0] == x:
            result[-1][1] += 1
        else:
            result.append([x, 1])
    return result

print(encode_pairs([1, 1, 2, 3, 3, 3, 1]))
print(encode_pairs([]))
print(decode("3x2y10z"))
try:
    print(decode("2ab"))
except ValueError as e:
    print(type(e).__name__, e)
