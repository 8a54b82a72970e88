package seeded.buggy;

// Seeded bug: a negative key gives a negative slot.
public class HashTable {
    public static int slot(int[] table, int key) {
        if (table == null || table.length == 0) return -1;
        return table[key % table.length];
    }
}
