class Pair:
    def __init__(self, first, rest):
        self.first = first
        self.rest = rest

    def __eq__(self, other):
        if not isinstance(other, Pair):
            return False
        return self.first == other.first and self.rest == other.rest

    def __repr__(self):
        return "Pair({!r}, {!r})".format(self.first, self.rest)
