package objs;

public class Graphs {
    static class Node {
        int value;
        Node next;
    }

    private Node head;
    private int size;

    public int sum(int[] values) {
        int total = 0;
        for (int i = 0; i < values.length; i++) {
            if (values[i] > 10) total += values[i];
        }
        return total;
    }

    public int indexOf(int[] a, int key) {
        for (int i = 0; i < a.length; i++) if (a[i] == key) return i;
        return -1;
    }

    public int firstValue() {
        if (head == null) return -1;
        if (head.next != null && head.next.value > head.value) return 1;
        return head.value;
    }

    public static int[] copyPositive(int[] a) {
        int n = 0;
        for (int x : a) if (x > 0) n++;
        int[] out = new int[n];
        int j = 0;
        for (int x : a) if (x > 0) out[j++] = x;
        return out;
    }

    public static String describe(Integer x) {
        if (x == null) return "none";
        return x > 5 ? "big" : "small";
    }

    public void setAt(int[] a, int i, int v) {
        a[i] = v;
        if (a[0] == 7) size++;
    }
}
