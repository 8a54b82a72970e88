# finally runs on return, break, continue; a return in finally overrides
log = []
def f1():
    try:
        log.append("try")
        return "from try"
    finally:
        log.append("finally")
print(f1(), log)
def f2():
    try:
        return 1
    finally:
        return 2
print(f2())
def f3():
    x = 10
    try:
        return x
    finally:
        x = 20
        print("finally sees", x)
print(f3())
def f4():
    try:
        raise ValueError("lost")
    finally:
        return "swallowed"
print(f4())
for i in range(5):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        print("body", i)
    finally:
        print("finally", i)
i = 0
while True:
    try:
        i += 1
        if i < 3:
            continue
        break
    finally:
        print("while-finally", i)
def f5(n):
    for k in range(n):
        try:
            try:
                if k == 2:
                    return "inner return " + str(k)
            finally:
                print("inner finally", k)
        finally:
            print("outer finally", k)
    return "loop done"
print(f5(5))
print(f5(1))
def f6():
    try:
        pass
    except ValueError:
        print("never")
    else:
        return "else-return"
    finally:
        print("f6 finally")
print(f6())
