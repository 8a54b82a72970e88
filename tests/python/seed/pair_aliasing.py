class Pair:
    def __init__(self, left, right):
        self.left = left
        self.right = right


def bump_alias(x):
    a = Pair(x, 2)
    b = a
    a.left += 1
    return b.left


def thesis_example():
    a = Pair(1, 2)
    b = a
    a.left += 1
    assert b.left == 2
    return b.left


def copy_is_not_alias(x):
    a = Pair(x, 2)
    c = Pair(a.left, a.right)
    a.left += 1
    if c.left == a.left:
        return "aliased"
    return c.left


def bump_left(p):
    if p.left > 10:
        p.left = 0
    else:
        p.left += 1


def bump_both(p, q):
    p.left += 1
    q.left += 1
    return p.left
