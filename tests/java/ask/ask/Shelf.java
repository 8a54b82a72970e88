package ask;

/** Up to eight numbers, kept in the order they were put there until sorted. */
public class Shelf {
    private final int[] items = new int[8];
    private int count;

    public void put(int value) {
        if (count == items.length) {
            throw new IllegalStateException("the shelf is full");
        }
        items[count] = value;
        count++;
    }

    // Selection sort, with a beginner's slip: the scan compares each
    // number with the one at position i, not with the smallest found so
    // far, so it picks the last number smaller than items[i].
    public void sort() {
        for (int i = 0; i < count; i++) {
            int min = i;
            for (int j = i + 1; j < count; j++) {
                if (items[j] < items[i]) {
                    min = j;
                }
            }
            int swap = items[i];
            items[i] = items[min];
            items[min] = swap;
        }
    }

    @Override
    public String toString() {
        if (count == 0) {
            return "[]";
        }
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append(i == 0 ? "[" : ", ").append(items[i]);
        }
        return text.append(']').toString();
    }
}
