# inf and nan arithmetic, comparisons, containers, min/max/sorted interactions
inf = float("inf")
nan = float("nan")
print(inf + 1, inf - inf, inf * -1, inf * 0, -inf * -inf, inf / 10 ** 300, 10 ** 300 / inf)
print(nan + 1, nan * 0, nan - nan, -nan, abs(-inf), abs(nan), nan ** 0, 1 ** nan, inf ** 0)
print(inf == inf, inf > 1e308, -inf < -1e308, nan == nan, nan != nan, nan < 1, nan >= nan)
print(inf == 10 ** 1000, inf > 10 ** 1000, -inf < -(10 ** 1000), nan == 10 ** 1000)
print(max(1, inf), min(-inf, 0), max(nan, 1), max(1, nan), min(nan, 1), min(1, nan))
print(sorted([3, nan, 1]), sorted([nan, 3, 1]), sorted([inf, -inf, 0, 1e308]))
n2 = nan
print(n2 in [n2], nan in [float("nan")], [nan] == [nan], [float("nan")] == [float("nan")], (nan,) == (nan,))
lst = [1, nan, 2]
print(lst.count(nan), lst.index(nan), lst.count(float("nan")))
d = {nan: "first"}
d[nan] = "same object"
d[float("nan")] = "different nan"
print(len(d), list(d.values()))
print(round(inf, 2), round(-inf, -1), round(nan, 3), int(1e308), float(inf))
print(inf // 1, inf % 1, -inf // 1, 5 // inf, -5 // inf, 5 % inf, -5 % inf, 5.0 % -inf)
print(str(inf), repr(-inf), f"{inf:.2f}", f"{nan:>6}", f"{-inf:e}", f"{inf:,}", f"{nan:+}")
print(inf.is_integer(), nan.is_integer(), (1e300 * 1e10) == inf, -(1e300 * 1e10) == -inf)
print(1e308 + 1e308, -1e308 - 1e308, 1e-320 / 1e10, 2.0 ** 1023 * 2 == inf)
try:
    print(2.0 ** 1024)
except OverflowError:
    print("OverflowError for 2.0 ** 1024")
try:
    print(10.0 ** 400)
except OverflowError:
    print("OverflowError for 10.0 ** 400")
print(sum([inf, -inf]), sum([1e308, 1e308]), sum([nan, 1]), any([nan]), bool(nan), bool(-inf))
print(divmod(7.0, inf), divmod(-7.0, inf), divmod(0.0, -inf))
