package objects;

/** A coin-operated turnstile driven by events. */
public class Turnstile {
    public enum State { LOCKED, UNLOCKED, ALARM, BROKEN }

    public enum Event { COIN, PUSH, RESET, FAULT, REPAIR }

    private State state = State.LOCKED;
    private int coins;
    private int passages;
    private int refunds;

    public State getState() {
        return state;
    }

    public int getCoins() {
        return coins;
    }

    public int getPassages() {
        return passages;
    }

    public int getRefunds() {
        return refunds;
    }

    /** Applies one event and returns the new state; an event that makes no sense in the state is ignored. */
    public State fire(Event event) {
        if (event == null) {
            throw new IllegalArgumentException("event is null");
        }
        if (event == Event.FAULT) {
            state = State.BROKEN;
            return state;
        }
        switch (state) {
            case LOCKED:
                if (event == Event.COIN) {
                    coins++;
                    state = State.UNLOCKED;
                } else if (event == Event.PUSH) {
                    state = State.ALARM;
                }
                break;
            case UNLOCKED:
                if (event == Event.COIN) {
                    refunds++; // already paid: the extra coin goes back
                } else if (event == Event.PUSH) {
                    passages++;
                    state = State.LOCKED;
                }
                break;
            case ALARM:
                if (event == Event.RESET) {
                    state = State.LOCKED;
                } else if (event == Event.COIN) {
                    refunds++;
                }
                break;
            default: // BROKEN
                if (event == Event.REPAIR) {
                    state = State.LOCKED;
                } else if (event == Event.COIN) {
                    refunds++;
                }
                break;
        }
        return state;
    }

    /** Applies the events in order, stopping at the first that raises the alarm; returns how many were applied. */
    public int run(Event[] events) {
        int applied = 0;
        for (Event e : events) {
            applied++;
            if (fire(e) == State.ALARM) {
                break;
            }
        }
        return applied;
    }
}
