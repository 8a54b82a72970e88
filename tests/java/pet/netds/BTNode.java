package netds;

/** A node of a linked binary tree: an element and links to its parent and children. */
public class BTNode<E> implements Position<E> {
    private E element;
    private BTNode<E> parent;
    private BTNode<E> left;
    private BTNode<E> right;

    public BTNode(E element, BTNode<E> parent, BTNode<E> left, BTNode<E> right) {
        this.element = element;
        this.parent = parent;
        this.left = left;
        this.right = right;
    }

    @Override
    public E element() {
        return element;
    }

    public void setElement(E element) {
        this.element = element;
    }

    public BTNode<E> getParent() {
        return parent;
    }

    public void setParent(BTNode<E> parent) {
        this.parent = parent;
    }

    public BTNode<E> getLeft() {
        return left;
    }

    public void setLeft(BTNode<E> left) {
        this.left = left;
    }

    public BTNode<E> getRight() {
        return right;
    }

    public void setRight(BTNode<E> right) {
        this.right = right;
    }
}
