# Caesar cipher using ord and chr
def shift_char(ch, k):
    if "a" <= ch <= "z":
        return chr((ord(ch) - ord("a") + k) % 26 + ord("a"))
    if "A" <= ch <= "Z":
        return chr((ord(ch) - ord("A") + k) % 26 + ord("A"))
    return ch

def encrypt(text, k):
    out = ""
    for ch in text:
        out += shift_char(ch, k)
    return out

def decrypt(text, k):
    return encrypt(text, -k)

msg = "Hello, World! Attack at dawn."
for k in [1, 3, 13, 25, 26, -1, 100]:
    secret = encrypt(msg, k)
    print(k, secret, decrypt(secret, k) == msg)
print(encrypt(encrypt("Why did the chicken?", 13), 13))
def crack(cipher, known_word):
    for k in range(26):
        plain = decrypt(cipher, k)
        if known_word in plain:
            return k, plain
    return None

print(crack(encrypt("meet me at the park", 7), "park"))
print(crack("xyz", "hello"))
print(encrypt("zZ aA", 1), encrypt("éa", 1))
