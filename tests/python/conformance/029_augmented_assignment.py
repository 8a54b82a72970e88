# Augmented assignment operators
x = 10
x += 5
print(x)
x -= 3
print(x)
x *= 4
print(x)
x //= 5
print(x)
x %= 7
print(x)
x **= 10
print(x)
x /= 4
print(x)
y = 7
y <<= 3
print(y)
y >>= 1
print(y)
y &= 12
print(y)
y |= 3
print(y)
y ^= 5
print(y)
s = "ab"
s += "cd"
s *= 2
print(s)
lst = [1]
lst += [2, 3]
lst *= 2
print(lst)
t = (1,)
t += (2,)
print(t)
d = {"n": 1}
d["n"] += 10
print(d)
nums = [1, 2, 3]
nums[1] *= 100
print(nums)
total = 0
for i in range(1, 11):
    total += i * i
print(total)
f = 1.5
f += 1
print(f)
n = -7
n //= 2
print(n)
