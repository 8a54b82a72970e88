# Ends with an uncaught ValueError from int() (on purpose)
raw = "10 20 30 forty 50"
tokens = raw.split()
print("tokens:", tokens)
print("count:", len(tokens))
total = 0
for token in tokens:
    print("adding", token)
    total += int(token)
    print("running total", total)
print("never reached", total)
