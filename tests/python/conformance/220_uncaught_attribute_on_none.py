# a function that forgets to return yields None; using it ends with AttributeError
class Node:
    def __init__(self, value, next_node=None):
        self.value = value
        self.next = next_node
    def __repr__(self):
        return "Node(" + repr(self.value) + ")"

def build(values):
    head = None
    for v in reversed(values):
        head = Node(v, head)
    return head

def walk(head):
    out = []
    while head is not None:
        out.append(head.value)
        head = head.next
    return out

def find(head, target):
    while head:
        if head.value == target:
            return head
        head = head.next

lst = build([3, "b", 4.5, None, "é"])
print(walk(lst), lst, lst.next, lst.next.next.value)
print(find(lst, 4.5), find(lst, "é").value, find(lst, None), find(lst, "zz"))
print(find(lst, 3).next.next)
node = find(lst, "missing")
print(node is None, repr(node), str(node), type(node).__name__)
try:
    print(node.value)
except AttributeError as e:
    print("caught:", e)
def set_tail(head, value):
    while head.next is not None:
        head = head.next
    head.next = Node(value)
set_tail(lst, "tail")
print(walk(lst))
result = set_tail(lst, "again")
print("set_tail returned", result)
print(walk(lst))
print("length via result:", result.value)
