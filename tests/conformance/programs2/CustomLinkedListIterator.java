// A singly linked list of our own with a non-static inner-class iterator supporting
// remove(), fail-fast modification counting, reverse, and an equals/hashCode contract.
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.NoSuchElementException;

public class CustomLinkedListIterator {
    static class MyList<E> implements Iterable<E> {
        private class Node {
            E value;
            Node next;
            Node(E value, Node next) { this.value = value; this.next = next; }
        }

        private Node head;
        private int size;
        private int modCount;

        void addFirst(E e) { head = new Node(e, head); size++; modCount++; }
        void addLast(E e) {
            Node n = new Node(e, null);
            if (head == null) head = n;
            else { Node c = head; while (c.next != null) c = c.next; c.next = n; }
            size++; modCount++;
        }
        void reverse() {
            Node prev = null, cur = head;
            while (cur != null) { Node nx = cur.next; cur.next = prev; prev = cur; cur = nx; }
            head = prev;
            modCount++;
        }
        int size() { return size; }

        public Iterator<E> iterator() { return new ListItr(); }

        private class ListItr implements Iterator<E> {
            Node prev, lastReturned, next = head;
            int expectedMod = modCount;
            public boolean hasNext() { return next != null; }
            public E next() {
                if (expectedMod != modCount) throw new ConcurrentModificationException();
                if (next == null) throw new NoSuchElementException("end of list");
                if (lastReturned != null) prev = lastReturned;
                lastReturned = next;
                next = next.next;
                return lastReturned.value;
            }
            public void remove() {
                if (lastReturned == null) throw new IllegalStateException("next() not called");
                if (prev == null) head = next; else prev.next = next;
                lastReturned = null;
                size--;
                modCount++;
                expectedMod++;
            }
        }

        @Override public boolean equals(Object o) {
            if (!(o instanceof MyList)) return false;
            Iterator<?> a = iterator(), b = ((MyList<?>) o).iterator();
            while (a.hasNext() && b.hasNext()) {
                Object x = a.next(), y = b.next();
                if (x == null ? y != null : !x.equals(y)) return false;
            }
            return !a.hasNext() && !b.hasNext();
        }
        @Override public int hashCode() {
            int h = 1;
            for (E e : this) h = 31 * h + (e == null ? 0 : e.hashCode());
            return h;
        }
        @Override public String toString() {
            StringBuilder sb = new StringBuilder("(");
            for (Node n = head; n != null; n = n.next) sb.append(n.value).append(n.next != null ? " -> " : "");
            return sb.append(")").toString();
        }
    }

    public static void main(String[] args) {
        MyList<Integer> list = new MyList<>();
        for (int i = 1; i <= 10; i++) list.addLast(i * 3);
        list.addFirst(0);
        System.out.println(list + " size=" + list.size());
        for (Iterator<Integer> it = list.iterator(); it.hasNext(); ) {
            if (it.next() % 2 == 0) it.remove();
        }
        System.out.println("odd only " + list + " size=" + list.size());
        list.reverse();
        int sum = 0;
        for (int v : list) sum += v;
        System.out.println("reversed " + list + " sum=" + sum);

        MyList<Integer> other = new MyList<>();
        for (int v : new int[]{27, 21, 15, 9, 3}) other.addLast(v);
        System.out.println("equal=" + list.equals(other) + " hash " + list.hashCode() + "/" + other.hashCode()
                + " matches java.util.List: " + (java.util.List.of(27, 21, 15, 9, 3).hashCode() == other.hashCode()));
        other.addLast(null);
        System.out.println("with null " + other + " equal=" + list.equals(other) + " hash=" + other.hashCode());

        Iterator<Integer> it = list.iterator();
        try {
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("IllegalStateException: " + e.getMessage());
        }
        it.next();
        list.addLast(99);
        try {
            it.next();
        } catch (ConcurrentModificationException e) {
            System.out.println("ConcurrentModificationException " + e.getMessage());
        }
        Iterator<Integer> end = new MyList<Integer>().iterator();
        try {
            end.next();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException: " + e.getMessage());
        }
        MyList<String> words = new MyList<>();
        for (String w : "lorem ipsum dolor sit amet".split(" ")) words.addFirst(w);
        StringBuilder sb = new StringBuilder();
        words.forEach(w -> sb.append(w.charAt(0)));
        System.out.println(words + " initials=" + sb + " spliterator-free forEach ok");
    }
}
