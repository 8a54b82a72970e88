class Pair:
    def __init__(self, left, right):
        self.left = left
        self.right = right


def first_or_true(val):
    if val == None:
        a = True
    else:
        a = val.left
    return a
