// Builds n small objects (args[0]), then reads them in a pseudo-random order
// five times over: the worst case for a heap whose table is a trie (a
// concrete run, so no forks: only reads count). With a second argument it
// also writes each object it reads.
public class HeapRead {
    static final class Node { int value; Node(int v) { value = v; } }
    public static void main(String[] args) {
        int n = Integer.parseInt(args[0]);
        boolean write = args.length > 1;
        Node[] nodes = new Node[n];
        for (int i = 0; i < n; i++) nodes[i] = new Node(i);
        long sum = 0;
        int j = 1;
        for (int round = 0; round < 5; round++)
            for (int i = 0; i < n; i++) {
                j = (j * 1103515245 + 12345) & 0x7fffffff;
                Node x = nodes[j % n];
                if (write) x.value++;
                sum += x.value;
            }
        System.out.println(sum);
    }
}
