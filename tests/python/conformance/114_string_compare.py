# String comparison is lexicographic by code point
print("apple" < "banana", "apple" < "Apple", "Zoo" < "apple")
print("abc" < "abcd", "abc" == "abc", "abc" != "ABC")
print("10" < "9", 10 < 9)
print("a" < "b" < "c", "" < "a")
print(sorted(["banana", "Cherry", "apple", "10", "9", "_x", " space"]))
words = ["delta", "Alpha", "charlie", "Bravo"]
print(sorted(words))
print(sorted(words, key=lambda w: w.lower()))
print(max(words), min(words))
print("é" > "z", "ä" < "b", "日" > "a")
def compare(a, b):
    if a < b:
        return "<"
    if a > b:
        return ">"
    return "=="

pairs = [("cat", "car"), ("car", "cart"), ("Cat", "cat"), ("", ""), ("b", "abc")]
for a, b in pairs:
    print(repr(a), compare(a, b), repr(b))
print("Hello".lower() == "hello", "hello".upper() == "HELLO")
print(ord("A") < ord("a"), "A" < "a")
print(["a", "b"] < ["a", "c"], ("b",) > ("a", "z"))
