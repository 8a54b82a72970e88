# repr of nested and empty containers, one-element tuples
print((), (1,), (1, 2), ((),), ((1,),), [()], [[]], {}, [{}], ({},))
print([1, [2, [3, [4, []]]]], (1, (2, (3, ()))))
print({"a": [1, 2], "b": {"c": (3,)}, "d": {}})
print({1: None, None: 1, (1, 2): [3], "": ""})
print([None, True, 1.0, -0.0, "s", 'q"', (None,)])
print(str([1, "a"]), repr([1, "a"]), str(("a",)), str({"k": "v"}))
t = (1,)
print(t, len(t), t * 3, t + (2,), type(t).__name__)
e = ()
print(e, len(e), e * 5, e + e, e == (), [] == [], {} == {})
print(tuple([1, 2]), list((3, 4)), list("ab"), tuple("é"), list(range(0)), tuple(range(3)))
print(dict([(1, 2), (3, 4)]), dict(a=1, b=2), dict({"x": [1]}), list({"p": 1, "q": 2}))
x = [1, 2]
y = [x, x, (x,)]
x.append(3)
print(y)
m = {"lst": x, "tup": (x, [x])}
print(m)
print([[1, 2], [3]] + [[4]], [[0] * 2] * 2, [(0,) * 2] * 2)
grid = [[0] * 3] * 2
grid[0][1] = 5
print(grid)
grid2 = [[0] * 3 for _ in range(2)]
grid2[0][1] = 5
print(grid2)
print([1.5, 2.0, 1e20, 1e-8, float('inf')], (float('nan'),))
print(list(zip([1, 2], "ab")), list(enumerate(["x"])), list(reversed((1, 2, 3))))
print(repr([]) + repr(()) + repr({}) + str(None))
print([list(range(3)), tuple(range(2, 0, -1))])
print(range(5), range(1, 5), range(1, 10, 2), range(5, 0, -1), range(0))
