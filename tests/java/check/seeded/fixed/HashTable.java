package seeded.fixed;

// The twin of seeded.buggy.HashTable: floorMod keeps the slot in range.
public class HashTable {
    public static int slot(int[] table, int key) {
        if (table == null || table.length == 0) return -1;
        return table[Math.floorMod(key, table.length)];
    }
}
