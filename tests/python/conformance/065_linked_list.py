# A singly linked list class
class Node:
    def __init__(self, value, next_node=None):
        self.value = value
        self.next = next_node

class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0

    def push_front(self, value):
        self.head = Node(value, self.head)
        self.size += 1

    def append(self, value):
        node = Node(value)
        if self.head is None:
            self.head = node
        else:
            cur = self.head
            while cur.next is not None:
                cur = cur.next
            cur.next = node
        self.size += 1

    def to_list(self):
        out = []
        cur = self.head
        while cur:
            out.append(cur.value)
            cur = cur.next
        return out

    def reverse(self):
        prev = None
        cur = self.head
        while cur:
            nxt = cur.next
            cur.next = prev
            prev = cur
            cur = nxt
        self.head = prev

    def __str__(self):
        return " -> ".join([str(v) for v in self.to_list()]) + " -> None"

ll = LinkedList()
print(ll, ll.size)
for v in [3, 5, 7]:
    ll.append(v)
ll.push_front(1)
print(ll, ll.size)
ll.reverse()
print(ll)
print(ll.to_list(), ll.head.value, ll.head.next.next.value)
ll.append("end")
print(ll, ll.size, ll.to_list()[-1])
