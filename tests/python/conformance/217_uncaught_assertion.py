# assertions: passing ones, caught ones, and a final failing one with a message
def checked_sqrt(n):
    assert n >= 0, "negative input: " + str(n)
    r = int(n ** 0.5)
    while r * r > n:
        r -= 1
    while (r + 1) * (r + 1) <= n:
        r += 1
    return r

for n in [0, 1, 15, 16, 17, 10 ** 12, 10 ** 12 - 1]:
    print(n, checked_sqrt(n))
try:
    checked_sqrt(-4)
except AssertionError as e:
    print("AssertionError:", e, "|", e.args)
try:
    assert False
except AssertionError as e:
    print("bare assert:", repr(e), e.args, "[" + str(e) + "]")
try:
    assert 1 == 2, ("tuple", "message")
except AssertionError as e:
    print("tuple message:", e, e.args)
try:
    assert [], None
except AssertionError as e:
    print("None message:", repr(e), e.args)
assert 1, "never raised"
assert "non-empty"
assert [0]
print("all passing asserts passed")
balances = {"ann": 10, "bob": -3}
for who, amount in balances.items():
    print("checking", who, amount)
    assert amount >= 0, f"balance of {who!r} is {amount:+d}"
print("not reached")
