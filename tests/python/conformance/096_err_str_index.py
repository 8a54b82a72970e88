# str.index versus str.find for missing substrings
text = "hello world"
print(text.find("world"), text.index("world"))
print(text.find("o"), text.index("o"))
print(text.find("xyz"))
try:
    print(text.index("xyz"))
except ValueError as e:
    print("ValueError:", e)
try:
    print("".index("a"))
except ValueError as e:
    print("ValueError:", e)
print("".find(""), "abc".find(""), "abc".index("c"))
def find_all(haystack, needle):
    positions = []
    start = 0
    while True:
        pos = haystack.find(needle, start)
        if pos == -1:
            break
        positions.append(pos)
        start = pos + 1
    return positions

print(find_all("banana", "an"), find_all("aaaa", "aa"), find_all("abc", "z"))
def between(s, left, right):
    try:
        i = s.index(left) + len(left)
        j = s.index(right, i)
        return s[i:j]
    except ValueError as e:
        return "error: " + str(e)

print(between("<b>bold</b>", "<b>", "</b>"))
print(between("no tags", "<b>", "</b>"))
print(between("[x]", "[", "]"))
