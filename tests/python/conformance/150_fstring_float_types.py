# float formatting with every presentation type, including precision 0
vals = [0.0, -0.0, 1.5, 2.5, 0.125, 1234.5678, 1e-7, 1e16, 123456789.0, 0.000123, 1.0, 99.99]
for v in vals:
    print(f"{v:e}|{v:E}|{v:f}|{v:F}|{v:g}|{v:G}|{v:%}|{v}")
    print(f"{v:.0e}|{v:.0f}|{v:.0g}|{v:.0%}|{v:.0}|{v:.1}|{v:.3}")
for v in [float('inf'), float('-inf'), float('nan')]:
    print(f"{v:e}|{v:E}|{v:f}|{v:F}|{v:g}|{v:G}|{v:%}|{v:.2}|{v:8.3f}|{v:+}")
print(f"{0.5:.0f} {1.5:.0f} {2.5:.0f} {3.5:.0f} {-0.5:.0f}")
print(f"{2.675:.2f} {1.005:.2f} {0.045:.2f} {1e22:.1f} {1e-10:.3g}")
print(f"{123.456:.2e} {123.456:.10g} {123456789.0:.3g} {0.0001:g} {0.00001:g}")
print(f"{1e15:g} {1e16:g} {123456.0:g} {1234567.0:g} {1234567.0:.7g}")
print(f"{100.0:.3}|{100.0:.2}|{100.0:.1}|{0.1:.20f}")
print(f"{3:e} {3:f} {3:g} {3:%} {-3:.1e} {10**20:e}")
print(f"{1.0:.0f}|{1.0:.0e}|{1.0:.0g}|{0.5:.0%}|{0.005:.0%}|{0.015:.0%}")
print(format(1.23456, ".3f"), format(-1e-3, "g"), format(1e-5, ".2e"), format(2.0, ""))
