# split / rsplit / splitlines with edge arguments
tests = ["a,b,,c,", ",a,", "", ",", "a b  c   ", "  leading and trailing  ", "one"]
for s in tests:
    print(repr(s), s.split(","), s.split(), s.split(",", 1), s.rsplit(",", 1), s.split(" "))
text = "  a  b  c  "
for n in [-1, 0, 1, 2, 5]:
    print(n, text.split(None, n), text.rsplit(None, n), text.split(" ", n), text.rsplit(" ", n))
print("a--b--c".split("--"), "a--b--c".rsplit("--", 1), "aaa".split("a"), "aaaa".split("aa"))
print("x\ty\nz\x0bw\x0cv\rq".split(), "1\u30002\xa03".split())
print("a\nb\r\nc\rd\n".splitlines(), "a\n\nb".splitlines(), "".splitlines(), "\n".splitlines())
print("trailing\n".split("\n"), "line1\x0bline2\x1cline3".splitlines())
print("k=v=w".split("=", maxsplit=1), "k=v=w".rsplit("=", maxsplit=1), "k=v".partition("="))
print("2024-01-15".split("-"), [int(p) for p in "10:20:30".split(":")])
print("é-ß-日".split("-"), "ÄbÄc".split("Ä"), "a b".split(" ", -5))
for s in ["a=b", "a", "=", "a=b=c", ""]:
    print(repr(s), s.partition("="), s.rpartition("="))
try:
    "abc".split("")
except ValueError as e:
    print("ValueError:", e)
try:
    "abc".partition("")
except ValueError as e:
    print("ValueError:", e)
