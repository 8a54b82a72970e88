# String indexing and slicing, including negative indices and steps
s = "Hello, World"
print(s[0], s[-1], s[4], s[-5])
print(s[0:5])
print(s[7:])
print(s[:5])
print(s[-5:])
print(s[:-7])
print(s[::-1])
print(s[1:10:2])
print(s[::3])
print(s[-1:-6:-1])
print(s[10:2:-2])
print(s[5:2])
print(repr(s[100:]))
print(s[-100:3])
print(s[:])
print(len(s), len(s[3:8]))
word = "racecar"
print(word == word[::-1])
t = "abcdef"
print(t[1::2], t[::2], t[-2::-2])
for i in range(len(t)):
    print(i, t[i], t[-i - 1])
print("abc"[2], "abc"[-3])
print("x" + s[0:1] + "y")
try:
    print(s[20])
except IndexError as e:
    print(type(e).__name__, e)
