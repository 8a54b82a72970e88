// Builds a heap of 60,000 objects, then forks on ten symbolic bits (ten
// branch sites, so 1,024 paths) and writes to the heap on each path.
public class ForkBigHeap {
    static final class Node { int value; Node(int v) { value = v; } }
    public static int explore(int x) {
        Node[] nodes = new Node[60000];
        for (int i = 0; i < nodes.length; i++) nodes[i] = new Node(i);
        int r = 0;
        if (((x >> 0) & 1) == 1) { nodes[0 * 5000].value++; r += 1; }
        if (((x >> 1) & 1) == 1) { nodes[1 * 5000].value++; r += 2; }
        if (((x >> 2) & 1) == 1) { nodes[2 * 5000].value++; r += 4; }
        if (((x >> 3) & 1) == 1) { nodes[3 * 5000].value++; r += 8; }
        if (((x >> 4) & 1) == 1) { nodes[4 * 5000].value++; r += 16; }
        if (((x >> 5) & 1) == 1) { nodes[5 * 5000].value++; r += 32; }
        if (((x >> 6) & 1) == 1) { nodes[6 * 5000].value++; r += 64; }
        if (((x >> 7) & 1) == 1) { nodes[7 * 5000].value++; r += 128; }
        if (((x >> 8) & 1) == 1) { nodes[8 * 5000].value++; r += 256; }
        if (((x >> 9) & 1) == 1) { nodes[9 * 5000].value++; r += 512; }
        return r + nodes[0].value;
    }
}
