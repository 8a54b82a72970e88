# Reversing strings and lists by hand
def reverse_string(s):
    result = ""
    for ch in s:
        result = ch + result
    return result

def reverse_recursive(s):
    if s == "":
        return s
    return reverse_recursive(s[1:]) + s[0]

def reverse_list_in_place(lst):
    i = 0
    j = len(lst) - 1
    while i < j:
        lst[i], lst[j] = lst[j], lst[i]
        i += 1
        j -= 1

for s in ["hello", "", "a", "ab", "Python 3.11", "日本語"]:
    print(repr(s), repr(reverse_string(s)), reverse_recursive(s) == s[::-1])
nums = [1, 2, 3, 4, 5]
reverse_list_in_place(nums)
print(nums)
even = [1, 2, 3, 4]
reverse_list_in_place(even)
print(even)
def reverse_words(sentence):
    words = sentence.split()
    out = []
    for i in range(len(words) - 1, -1, -1):
        out.append(words[i])
    return " ".join(out)

print(reverse_words("the quick brown fox"))
def reverse_each_word(sentence):
    return " ".join([reverse_string(w) for w in sentence.split()])

print(reverse_each_word("hello world again"))
def reverse_number(n):
    sign = -1 if n < 0 else 1
    return sign * int(str(abs(n))[::-1])

print(reverse_number(12345), reverse_number(-120), reverse_number(0))
try:
    print(reverse_string(123))
except TypeError as e:
    print(type(e).__name__, e)
