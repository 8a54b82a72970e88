package examples;

import java.util.ArrayDeque;
import java.util.Deque;

/** An elevator controller: an enum state machine serving a FIFO ArrayDeque of floor requests (records). */
public class Elevator {
    public static final int TOP_FLOOR = 9;
    public static final int NO_REQUEST = -1;

    enum State { IDLE, GOING_UP, GOING_DOWN, DOORS_OPEN }

    record Request(int floor) { }

    /** The requests in the order pressed, skipping NO_REQUEST and a button pressed twice in a row. */
    private static Deque<Request> pending(int start, int first, int second, int third) {
        checkFloor(start);
        Deque<Request> pending = new ArrayDeque<>();
        for (int floor : new int[] {first, second, third}) {
            if (floor == NO_REQUEST) {
                continue;
            }
            checkFloor(floor);
            if (pending.isEmpty() || pending.peekLast().floor() != floor) {
                pending.addLast(new Request(floor));
            }
        }
        return pending;
    }

    private static void checkFloor(int floor) {
        if (floor < 0 || floor > TOP_FLOOR) {
            throw new IllegalArgumentException("no such floor: " + floor);
        }
    }

    private static State direction(int floor, int target) {
        return target > floor ? State.GOING_UP : target < floor ? State.GOING_DOWN : State.DOORS_OPEN;
    }

    /** Floors travelled from start serving up to three requests in order. */
    public static int floorsTravelled(int start, int first, int second, int third) {
        Deque<Request> pending = pending(start, first, second, third);
        int floor = start;
        int travelled = 0;
        while (!pending.isEmpty()) {
            int target = pending.pollFirst().floor();
            travelled += Math.abs(target - floor);
            floor = target;
        }
        return travelled;
    }

    /** How many times the car reverses its direction of travel while serving the requests. */
    public static int reversals(int start, int first, int second, int third) {
        Deque<Request> pending = pending(start, first, second, third);
        State state = State.IDLE;
        int floor = start;
        int reversals = 0;
        while (!pending.isEmpty()) {
            int target = pending.pollFirst().floor();
            State next = direction(floor, target);
            switch (state) {
                case GOING_UP:
                    reversals += next == State.GOING_DOWN ? 1 : 0;
                    break;
                case GOING_DOWN:
                    reversals += next == State.GOING_UP ? 1 : 0;
                    break;
                default:
                    break;  // IDLE: any direction is fine; DOORS_OPEN is never kept as the state
            }
            if (next != State.DOORS_OPEN) {
                state = next;
            }
            floor = target;
        }
        return reversals;
    }

    private Elevator() {
        // static methods only
    }
}
