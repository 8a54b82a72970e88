# fill characters, alignment and sign options for str/int/float
s = "héllo"
for spec in ["10", "<10", ">10", "^10", "*^10", "-<9", "0>8", "^11", "^4", ".3", ">8.2", "é^9"]:
    print(spec, "[" + format(s, spec) + "]")
for v in [3.5, -3.5, 0.0, -0.0]:
    print(f"[{v:+}][{v:-}][{v: }][{v:+08.2f}][{v: 8.2f}][{v:=+9.1f}][{v:*<+9.1f}][{v:^+9.1f}]")
for n in [7, -7]:
    print(f"[{n:*^7}][{n:*^8}][{n:0^7}][{n:#>5}][{n:+^6}][{n:=^6}]")
print(f"[{'x':^2}][{'x':^3}][{'ab':^5}][{'abc':^6}][{'':^4}][{'':*>3}]")
print(f"[{'日本':>6}][{'日本':*<6}][{'ß':_^5}][{'Ω':0>3}]")
print(f"[{None!s:>6}][{None!r:<6}][{[1, 2]!s:^10}][{(1,)!r:>6}]")
q1 = "it's"
q2 = 'say "hi"'
print(f"[{'a' + 'b':>5}][{q1!r}][{q2!r}][{q1!r:>10}]")
name = "Zoë"
print(f"{name!r:>8}|{name!s:<6}|{name:.2}|{repr(name):^10}")
print("[" + format(-12, "x^8") + "]", "[" + format(12, "+x") + "]", "[" + format(-1.25, "0=10.3f") + "]")
print(f"{'left':<10}|{'right':>10}|{'mid':^10}|")
print(f"{3:03}|{-3:03}|{3.0:06}|{-3.0:06}|{'3':>03}")
