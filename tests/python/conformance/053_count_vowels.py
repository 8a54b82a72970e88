# Counting vowels and consonants
def count_vowels(text):
    count = 0
    for ch in text.lower():
        if ch in "aeiou":
            count += 1
    return count

sentences = ["Hello World", "Python Programming", "rhythm", "AEIOU aeiou", ""]
for s in sentences:
    print(repr(s), count_vowels(s))
def vowel_breakdown(text):
    result = {}
    for ch in text.lower():
        if ch in "aeiou":
            result[ch] = result.get(ch, 0) + 1
    return result

print(vowel_breakdown("The quick brown fox jumps over the lazy dog"))
def consonants(text):
    n = 0
    for ch in text:
        if ch.isalpha() and ch.lower() not in "aeiou":
            n += 1
    return n

print(consonants("Hello, World!"), consonants("123"))
def remove_vowels(text):
    return "".join([c for c in text if c.lower() not in "aeiou"])

print(remove_vowels("Programming is fun"))
word = "encyclopaedia"
positions = [i for i in range(len(word)) if word[i] in "aeiou"]
print(positions)
print(sorted(sentences, key=count_vowels))
