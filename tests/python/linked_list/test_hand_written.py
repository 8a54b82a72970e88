"""Hand-written tests for the linked-list assignment (Fig 8.6 API).

The module under test is `reference` by default. To test another file,
change the name below or set LL_MODULE, e.g. LL_MODULE=student_3.
"""
import importlib
import os

import pytest

from helper import Pair

ll = importlib.import_module(os.environ.get("LL_MODULE", "reference"))


def make(*vals):
    """Build a Pair chain from Python values: make(1, 2) == Pair(1, Pair(2, None))."""
    result = None
    for v in reversed(vals):
        result = Pair(v, result)
    return result


def less(a, b):
    return a < b


def greater(a, b):
    return a > b


def abs_less(a, b):
    return abs(a) < abs(b)


# ---------------------------------------------------------------- empty_list

def test_empty_list_is_none():
    assert ll.empty_list() is None


# -------------------------------------------------------------------- length

def test_length_empty():
    assert ll.length(None) == 0


def test_length_one():
    assert ll.length(make(7)) == 1


def test_length_three():
    assert ll.length(make(1, 2, 3)) == 3


# ----------------------------------------------------------------------- add

def test_add_to_empty():
    assert ll.add(None, 0, 5) == make(5)


def test_add_front():
    assert ll.add(make(1, 2), 0, 9) == make(9, 1, 2)


def test_add_middle():
    assert ll.add(make(1, 2, 3), 1, 9) == make(1, 9, 2, 3)


def test_add_end():
    assert ll.add(make(1, 2), 2, 9) == make(1, 2, 9)


def test_add_negative_raises():
    with pytest.raises(IndexError):
        ll.add(make(1, 2), -1, 9)


def test_add_past_end_raises():
    with pytest.raises(IndexError):
        ll.add(make(1, 2), 3, 9)


def test_add_past_end_of_empty_raises():
    with pytest.raises(IndexError):
        ll.add(None, 1, 9)


def test_add_leaves_original_alone():
    original = make(1, 2)
    ll.add(original, 1, 9)
    assert original == make(1, 2)


# ----------------------------------------------------------------------- get

def test_get_first():
    assert ll.get(make(4, 5, 6), 0) == 4


def test_get_middle():
    assert ll.get(make(4, 5, 6), 1) == 5


def test_get_last():
    assert ll.get(make(4, 5, 6), 2) == 6


def test_get_empty_raises():
    with pytest.raises(IndexError):
        ll.get(None, 0)


def test_get_index_equal_to_length_raises():
    with pytest.raises(IndexError):
        ll.get(make(4, 5), 2)


def test_get_negative_raises():
    with pytest.raises(IndexError):
        ll.get(make(4, 5), -1)


# ----------------------------------------------------------------------- set

def test_set_first():
    assert ll.set(make(1, 2, 3), 0, 9) == make(9, 2, 3)


def test_set_last():
    assert ll.set(make(1, 2, 3), 2, 9) == make(1, 2, 9)


def test_set_leaves_original_alone():
    original = make(1, 2, 3)
    result = ll.set(original, 1, 9)
    assert result == make(1, 9, 3)
    assert original == make(1, 2, 3)


def test_set_empty_raises():
    with pytest.raises(IndexError):
        ll.set(None, 0, 9)


def test_set_index_equal_to_length_raises():
    with pytest.raises(IndexError):
        ll.set(make(1, 2), 2, 9)


# -------------------------------------------------------------------- remove

def test_remove_first():
    assert ll.remove(make(1, 2, 3), 0) == make(2, 3)


def test_remove_middle():
    assert ll.remove(make(1, 2, 3), 1) == make(1, 3)


def test_remove_last():
    assert ll.remove(make(1, 2, 3), 2) == make(1, 2)


def test_remove_only_element():
    assert ll.remove(make(1), 0) is None


def test_remove_empty_raises():
    with pytest.raises(IndexError):
        ll.remove(None, 0)


def test_remove_index_equal_to_length_raises():
    with pytest.raises(IndexError):
        ll.remove(make(1, 2), 2)


def test_remove_leaves_original_alone():
    original = make(1, 2, 3)
    ll.remove(original, 1)
    assert original == make(1, 2, 3)


# ------------------------------------------------------------------- foreach

def test_foreach_empty_never_calls():
    seen = []
    ll.foreach(None, seen.append)
    assert seen == []


def test_foreach_single():
    seen = []
    ll.foreach(make(8), seen.append)
    assert seen == [8]


def test_foreach_visits_all_in_order():
    seen = []
    ll.foreach(make(3, 1, 2), seen.append)
    assert seen == [3, 1, 2]


# ---------------------------------------------------------------------- sort

def test_sort_empty():
    assert ll.sort(None, less) is None


def test_sort_single():
    assert ll.sort(make(5), less) == make(5)


def test_sort_ascending():
    assert ll.sort(make(3, 1, 4, 2), less) == make(1, 2, 3, 4)


def test_sort_with_duplicates():
    assert ll.sort(make(2, 1, 2, 1), less) == make(1, 1, 2, 2)


def test_sort_descending_comparator():
    assert ll.sort(make(3, 1, 4, 2), greater) == make(4, 3, 2, 1)


def test_sort_is_stable():
    # 1 and -1 tie under abs_less, as do 2 and -2: ties keep their input order
    assert ll.sort(make(2, 1, -2, -1), abs_less) == make(1, -1, 2, -2)


def test_sort_leaves_original_alone():
    original = make(3, 1, 2)
    ll.sort(original, less)
    assert original == make(3, 1, 2)


# --------------------------------------------------------------- integration

def test_build_with_add_then_read_back():
    lst = ll.empty_list()
    lst = ll.add(lst, 0, 10)
    lst = ll.add(lst, 1, 30)
    lst = ll.add(lst, 1, 20)
    assert ll.length(lst) == 3
    assert ll.get(lst, 0) == 10
    assert ll.get(lst, 1) == 20
    assert ll.get(lst, 2) == 30
