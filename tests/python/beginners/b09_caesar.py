def shift_letter(ch, shift, start):
    pos = ord(ch) - ord(start)
    pos = (pos + shift) % 26
    return chr(ord(start) + pos)


def caesar(text, shift):
    result = ""
    for ch in text:
        if ch >= "a" and ch <= "z":
            result = result + shift_letter(ch, shift, "a")
        elif ch >= "A" and ch <= "Z":
            result = result + shift_letter(ch, shift, "A")
        else:
            result = result + ch
    return result
