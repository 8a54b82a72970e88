# Order of execution with nested try/except/finally
def step(name):
    print("step", name)

def nested(fail_inner, fail_outer):
    try:
        step("outer start")
        try:
            step("inner start")
            if fail_inner:
                raise ValueError("inner failure")
            step("inner end")
        except ValueError as e:
            step("inner handler: " + str(e))
            if fail_outer:
                raise RuntimeError("escalated")
        finally:
            step("inner finally")
        step("outer end")
    except RuntimeError as e:
        step("outer handler: " + str(e))
    finally:
        step("outer finally")
    return "done"

print(nested(False, False))
print("---")
print(nested(True, False))
print("---")
print(nested(True, True))
print("---")
def finally_in_loop():
    for i in range(3):
        try:
            if i == 1:
                raise KeyError(i)
            print("body", i)
        except KeyError as e:
            print("handled key", e)
        finally:
            print("finally", i)

finally_in_loop()
