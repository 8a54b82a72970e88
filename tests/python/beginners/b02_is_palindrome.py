def clean(text: str) -> str:
    result = ""
    for ch in text:
        if ch != " ":
            result = result + ch.lower()
    return result


def is_palindrome(text: str) -> bool:
    s = clean(text)
    i = 0
    j = len(s) - 1
    while i < j:
        if s[i] != s[j]:
            return False
        i = i + 1
        j = j - 1
    return True
