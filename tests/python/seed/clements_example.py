def func(a):
    if a < 2:
        c = "abc"
        d = 3
    else:
        c = 4
        d = -2
    if d > 0:
        if c + 2 > 4:
            return True
