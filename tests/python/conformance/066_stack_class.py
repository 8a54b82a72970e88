# A stack class and bracket matching
class Stack:
    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)

    def pop(self):
        if self.is_empty():
            return None
        return self.items.pop()

    def peek(self):
        return self.items[-1] if self.items else None

    def is_empty(self):
        return len(self.items) == 0

    def size(self):
        return len(self.items)

s = Stack()
for x in ["a", "b", "c"]:
    s.push(x)
print(s.peek(), s.size(), s.items)
print(s.pop(), s.pop(), s.pop(), s.pop())
print(s.is_empty())
def balanced(text):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = Stack()
    for ch in text:
        if ch in "([{":
            st.push(ch)
        elif ch in ")]}":
            if st.pop() != pairs[ch]:
                return False
    return st.is_empty()

for t in ["()", "([]{})", "(]", "((", "", "{[()()]}", "())("]:
    print(repr(t), balanced(t))
def eval_rpn(tokens):
    st = Stack()
    for tok in tokens.split():
        if tok in "+-*/":
            b = st.pop()
            a = st.pop()
            if tok == "+":
                st.push(a + b)
            elif tok == "-":
                st.push(a - b)
            elif tok == "*":
                st.push(a * b)
            else:
                st.push(a / b)
        else:
            st.push(int(tok))
    return st.pop()

print(eval_rpn("3 4 + 2 *"), eval_rpn("5 1 2 + 4 * + 3 -"), eval_rpn("7 2 /"))
