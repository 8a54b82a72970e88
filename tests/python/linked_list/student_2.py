from helper import Pair


def empty_list():
    return None


def add(lst, idx, val):
    if idx < 0:
        raise IndexError("index out of range")
    if idx == 0:
        return Pair(val, lst)
    if lst is None:
        raise IndexError("index out of range")
    return Pair(lst.first, add(lst.rest, idx - 1, val))


def length(lst):
    if lst is None:
        return 0
    return 1 + length(lst.rest)


def get(lst, idx):
    if idx < 0 or idx > length(lst):
        raise IndexError("index out of range")
    if idx == 0:
        return lst.first
    return get(lst.rest, idx - 1)


def set(lst, idx, val):
    if idx < 0 or lst is None:
        raise IndexError("index out of range")
    if idx == 0:
        return Pair(val, lst.rest)
    return Pair(lst.first, set(lst.rest, idx - 1, val))


def remove(lst, idx):
    if idx < 0 or lst is None:
        raise IndexError("index out of range")
    if idx == 0:
        return lst.rest
    return Pair(lst.first, remove(lst.rest, idx - 1))


def foreach(lst, f):
    if lst is None:
        return None
    f(lst.first)
    return foreach(lst.rest, f)


def insert_sorted(lst, val, compare):
    if lst is None:
        return Pair(val, None)
    if compare(lst.first, val):
        return Pair(lst.first, insert_sorted(lst.rest, val, compare))
    return Pair(val, lst)


def sort(lst, compare):
    if lst is None:
        return None
    return insert_sorted(sort(lst.rest, compare), lst.first, compare)
