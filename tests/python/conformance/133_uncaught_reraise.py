# A handler re-raises with bare raise and nobody catches it (on purpose)
def parse_pair(text):
    try:
        left, right = text.split("=")
        return left.strip(), int(right)
    except ValueError:
        print("could not parse", repr(text))
        raise

print(parse_pair("a = 1"))
try:
    parse_pair("no equals sign")
except ValueError as e:
    print("caught here:", e)
settings = {}
for line in ["width = 80", "height=24", "depth = deep"]:
    print("parsing", repr(line))
    key, value = parse_pair(line)
    settings[key] = value
    print(settings)
print("unreachable")
