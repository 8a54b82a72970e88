# Explicitly raises an uncaught RuntimeError after a finally block (on purpose)
class Machine:
    def __init__(self):
        self.state = "idle"
        self.log = []

    def transition(self, new_state):
        allowed = {"idle": ["running"], "running": ["paused", "idle"], "paused": ["running"]}
        if new_state not in allowed[self.state]:
            raise RuntimeError(f"cannot go from {self.state} to {new_state}")
        self.log.append(self.state + "->" + new_state)
        self.state = new_state

m = Machine()
for s in ["running", "paused", "running", "idle"]:
    m.transition(s)
    print("now", m.state)
print(m.log)
try:
    m.transition("paused")
finally:
    print("finally runs before the error escapes; state is", m.state)
print("unreachable")
