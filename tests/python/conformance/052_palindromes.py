# Palindrome checks
def is_palindrome(s):
    return s == s[::-1]

def clean(s):
    out = ""
    for ch in s.lower():
        if ch.isalpha() or ch.isdigit():
            out += ch
    return out

def is_pal_recursive(s):
    if len(s) < 2:
        return True
    if s[0] != s[-1]:
        return False
    return is_pal_recursive(s[1:-1])

tests = ["racecar", "hello", "A man, a plan, a canal: Panama", "", "ab", "Was it a car or a cat I saw?", "No 'x' in Nixon", "12321", "12345"]
for t in tests:
    c = clean(t)
    print(repr(t), is_palindrome(t), is_palindrome(c), is_pal_recursive(c))
def is_num_palindrome(n):
    original = n
    rev = 0
    while n > 0:
        rev = rev * 10 + n % 10
        n //= 10
    return rev == original

print([n for n in range(100, 200) if is_num_palindrome(n)])
longest = ""
word = "forgeeksskeegfor"
for i in range(len(word)):
    for j in range(i + 1, len(word) + 1):
        sub = word[i:j]
        if is_palindrome(sub) and len(sub) > len(longest):
            longest = sub
print(longest)
try:
    print(is_palindrome(12321))
except TypeError as e:
    print(type(e).__name__, e)
