# integer formatting: presentation types, alternate forms, widths
nums = [0, 5, -5, 255, -255, 2 ** 40, -(2 ** 70), True]
for n in nums:
    print(f"{n:d}|{n:b}|{n:o}|{n:x}|{n:X}|{n}|{n:12}|{n:<12x}|{n:^+12o}")
for n in [0, 42, -42, 1000000]:
    print(f"[{n:10d}][{n:<10d}][{n:^10d}][{n:>10d}][{n:=10d}][{n:010d}][{n:+d}][{n: d}]")
    print(f"[{n:012x}][{n:012b}][{n:+x}][{n:_x}][{n:_b}][{n:,d}][{n:e}][{n:.2f}][{n:%}][{n:g}]")
print(f"{255:08b}|{5:06x}|{-5:06x}|{-5:06d}|{5:<06d}|{5:^06d}")
print(chr(65) + chr(97) + chr(233) + chr(937), ord("Ω"), ord("日"))
print(f"{True}|{True:d}|{False:>6}|{True:5}|{False!r}|{True:x}")
print(f"[{3.14159:12.3f}][{42:12}][{'ab':*^12}][{-0.5:12.0f}]")
print(f"{123456789:_d} {123456789:,} {-123456789:,} {1234:,} {123:,} {0:,}")
print(f"{0xDEADBEEF:_X} {0xDEADBEEF:_x} {2**20:_o} {2**16:_b}")
print(f"{7:3}|{-7:3}|{7:<3}|{7:>+4}|{-7:=+5}|{7: >3}")
print(format(10, "b"), format(-10, "o"), format(255, "X"), format(3, "05"), format(-3, "05"))
