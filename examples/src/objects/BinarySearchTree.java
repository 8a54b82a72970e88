package objects;

import java.util.NoSuchElementException;

/** An unbalanced binary search tree of distinct ints. */
public class BinarySearchTree {
    private static final class Node {
        final int key;
        Node left;
        Node right;

        Node(int key) {
            this.key = key;
        }
    }

    private Node root;
    private int size;

    public int size() {
        return size;
    }

    /** Inserts {@code key}; returns false if it was already present. */
    public boolean insert(int key) {
        if (root == null) {
            root = new Node(key);
            size = 1;
            return true;
        }
        Node cur = root;
        while (true) {
            if (key < cur.key) {
                if (cur.left == null) {
                    cur.left = new Node(key);
                    break;
                }
                cur = cur.left;
            } else if (key > cur.key) {
                if (cur.right == null) {
                    cur.right = new Node(key);
                    break;
                }
                cur = cur.right;
            } else {
                return false;
            }
        }
        size++;
        return true;
    }

    public boolean contains(int key) {
        Node cur = root;
        while (cur != null) {
            if (key == cur.key) {
                return true;
            }
            cur = key < cur.key ? cur.left : cur.right;
        }
        return false;
    }

    public int min() {
        if (root == null) {
            throw new NoSuchElementException("empty tree");
        }
        Node cur = root;
        while (cur.left != null) {
            cur = cur.left;
        }
        return cur.key;
    }

    /** Number of nodes on the longest root-to-leaf path; 0 for an empty tree. */
    public int height() {
        return height(root);
    }

    private static int height(Node node) {
        if (node == null) {
            return 0;
        }
        return 1 + Math.max(height(node.left), height(node.right));
    }

    /** Keys in ascending order. */
    public int[] inOrder() {
        int[] out = new int[size];
        fill(root, out, 0);
        return out;
    }

    private static int fill(Node node, int[] out, int next) {
        if (node == null) {
            return next;
        }
        next = fill(node.left, out, next);
        out[next++] = node.key;
        return fill(node.right, out, next);
    }

    /** Counts keys k with lo <= k <= hi, skipping subtrees that cannot contain any. */
    public int countInRange(int lo, int hi) {
        return countInRange(root, lo, hi);
    }

    private static int countInRange(Node node, int lo, int hi) {
        if (node == null) {
            return 0;
        }
        if (node.key < lo) {
            return countInRange(node.right, lo, hi);
        }
        if (node.key > hi) {
            return countInRange(node.left, lo, hi);
        }
        return 1 + countInRange(node.left, lo, hi) + countInRange(node.right, lo, hi);
    }
}
