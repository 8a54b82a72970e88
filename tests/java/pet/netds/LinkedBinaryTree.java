package netds;

/**
 * A binary tree of linked BTNodes. A node is internal when it has a child, external
 * otherwise; positions handed in are checked to be BTNodes.
 */
public class LinkedBinaryTree<E> {
    protected BTNode<E> root;
    protected int size;

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    protected BTNode<E> checkPosition(Position<E> v) {
        if (v == null || !(v instanceof BTNode)) {
            throw new InvalidPositionException("not a position of a linked binary tree");
        }
        return (BTNode<E>) v;
    }

    public Position<E> root() {
        if (root == null) {
            throw new EmptyTreeException("empty tree");
        }
        return root;
    }

    public boolean isRoot(Position<E> v) {
        return checkPosition(v) == root;
    }

    public boolean hasLeft(Position<E> v) {
        return checkPosition(v).getLeft() != null;
    }

    public boolean hasRight(Position<E> v) {
        return checkPosition(v).getRight() != null;
    }

    public boolean isInternal(Position<E> v) {
        return hasLeft(v) || hasRight(v);
    }

    public boolean isExternal(Position<E> v) {
        return !isInternal(v);
    }

    public Position<E> left(Position<E> v) {
        BTNode<E> child = checkPosition(v).getLeft();
        if (child == null) {
            throw new BoundaryViolationException("no left child");
        }
        return child;
    }

    public Position<E> right(Position<E> v) {
        BTNode<E> child = checkPosition(v).getRight();
        if (child == null) {
            throw new BoundaryViolationException("no right child");
        }
        return child;
    }

    public Position<E> parent(Position<E> v) {
        BTNode<E> up = checkPosition(v).getParent();
        if (up == null) {
            throw new BoundaryViolationException("the root has no parent");
        }
        return up;
    }

    public Position<E> sibling(Position<E> v) {
        BTNode<E> node = checkPosition(v);
        BTNode<E> up = node.getParent();
        if (up == null) {
            throw new BoundaryViolationException("the root has no sibling");
        }
        BTNode<E> other = up.getLeft() == node ? up.getRight() : up.getLeft();
        if (other == null) {
            throw new BoundaryViolationException("no sibling");
        }
        return other;
    }

    public E replace(Position<E> v, E e) {
        BTNode<E> node = checkPosition(v);
        E old = node.element();
        node.setElement(e);
        return old;
    }

    public Position<E> addRoot(E e) {
        if (root != null) {
            throw new NonEmptyTreeException("the tree has a root");
        }
        root = new BTNode<>(e, null, null, null);
        size = 1;
        return root;
    }

    /** Gives an external node two external children holding l and r. */
    public void expandExternal(Position<E> v, E l, E r) {
        BTNode<E> node = checkPosition(v);
        if (isInternal(node)) {
            throw new InvalidPositionException("not an external node");
        }
        node.setLeft(new BTNode<>(l, node, null, null));
        node.setRight(new BTNode<>(r, node, null, null));
        size += 2;
    }

    /** Removes an external node and its parent, whose place the node's sibling takes. */
    public E removeAboveExternal(Position<E> v) {
        BTNode<E> node = checkPosition(v);
        if (isInternal(node)) {
            throw new InvalidPositionException("not an external node");
        }
        BTNode<E> up = node.getParent();
        if (up == null) {
            throw new InvalidPositionException("the root has no parent to remove");
        }
        BTNode<E> other = up.getLeft() == node ? up.getRight() : up.getLeft();
        BTNode<E> grand = up.getParent();
        if (other != null) {
            other.setParent(grand);
        }
        if (grand == null) {
            root = other;
        } else if (grand.getLeft() == up) {
            grand.setLeft(other);
        } else {
            grand.setRight(other);
        }
        size -= 2;
        return up.element();
    }
}
