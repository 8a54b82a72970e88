package objects;

/** A snack machine with slots A1..B3, coin handling and a service mode. */
public class VendingMachine {
    public enum State { IDLE, HAS_CREDIT, OUT_OF_SERVICE }

    private static final int SLOTS_PER_ROW = 3;

    private final int[] prices = {120, 150, 200, 90, 100, 250};
    private final int[] stock = new int[6];
    private State state = State.IDLE;
    private int credit;
    private int sales;

    public State getState() {
        return state;
    }

    public int getCredit() {
        return credit;
    }

    /** Slot index for a code such as "B2", or -1 if the code names no slot. */
    static int slotIndex(String code) {
        if (code == null || code.length() != 2) {
            return -1;
        }
        int row = Character.toUpperCase(code.charAt(0)) - 'A';
        int col = code.charAt(1) - '1';
        if (row < 0 || row > 1 || col < 0 || col >= SLOTS_PER_ROW) {
            return -1;
        }
        return row * SLOTS_PER_ROW + col;
    }

    public void restock(String code, int count) {
        int slot = slotIndex(code);
        if (slot < 0 || count <= 0) {
            throw new IllegalArgumentException("bad restock request");
        }
        stock[slot] = Math.min(10, stock[slot] + count);
    }

    /** Accepts 10, 20, 50 and 100 cent coins; returns false (coin rejected) otherwise. */
    public boolean insertCoin(int cents) {
        if (state == State.OUT_OF_SERVICE) {
            throw new IllegalStateException("out of service");
        }
        if (cents != 10 && cents != 20 && cents != 50 && cents != 100) {
            return false;
        }
        credit += cents;
        state = State.HAS_CREDIT;
        return true;
    }

    /** Buys the product in the slot; returns the change, or -1 when the credit is not enough. */
    public int select(String code) {
        if (state != State.HAS_CREDIT) {
            throw new IllegalStateException("insert coins first");
        }
        int slot = slotIndex(code);
        if (slot < 0) {
            throw new IllegalArgumentException("no such slot: " + code);
        }
        if (stock[slot] == 0) {
            throw new IllegalStateException("sold out: " + code);
        }
        if (credit < prices[slot]) {
            return -1;
        }
        int change = credit - prices[slot];
        stock[slot]--;
        sales++;
        credit = 0;
        state = State.IDLE;
        return change;
    }

    /** Returns the credit; in service mode this is always 0. */
    public int cancel() {
        int refund = credit;
        credit = 0;
        if (state == State.HAS_CREDIT) {
            state = State.IDLE;
        }
        return refund;
    }

    /** Toggles service mode; entering it refunds the credit. Returns the refund. */
    public int toggleService() {
        if (state == State.OUT_OF_SERVICE) {
            state = State.IDLE;
            return 0;
        }
        int refund = cancel();
        state = State.OUT_OF_SERVICE;
        return refund;
    }

    public int getSales() {
        return sales;
    }
}
