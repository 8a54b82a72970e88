// Hand-written generic containers: an array-backed Stack<T> and a circular Queue<T>,
// both Iterable with inner-class iterators, bounded generic helpers and for-each use.
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.Predicate;

public class GenericStackQueue {
    static class Stack<T> implements Iterable<T> {
        private Object[] items = new Object[2];
        private int size;

        void push(T item) {
            if (size == items.length) {
                Object[] bigger = new Object[items.length * 2];
                System.arraycopy(items, 0, bigger, 0, size);
                items = bigger;
            }
            items[size++] = item;
        }
        @SuppressWarnings("unchecked")
        T pop() {
            if (size == 0) throw new NoSuchElementException("stack underflow");
            T t = (T) items[--size];
            items[size] = null;
            return t;
        }
        @SuppressWarnings("unchecked")
        T peek() { return size == 0 ? null : (T) items[size - 1]; }
        boolean isEmpty() { return size == 0; }
        int capacity() { return items.length; }

        public Iterator<T> iterator() {
            return new Iterator<T>() {
                int i = size - 1;
                public boolean hasNext() { return i >= 0; }
                @SuppressWarnings("unchecked")
                public T next() {
                    if (i < 0) throw new NoSuchElementException();
                    return (T) items[i--];
                }
            };
        }
    }

    static class RingQueue<T> implements Iterable<T> {
        private final T[] buf;
        private int head, tail, count;

        @SuppressWarnings("unchecked")
        RingQueue(int cap) { buf = (T[]) new Object[cap]; }

        boolean offer(T t) {
            if (count == buf.length) return false;
            buf[tail] = t;
            tail = (tail + 1) % buf.length;
            count++;
            return true;
        }
        T poll() {
            if (count == 0) return null;
            T t = buf[head];
            buf[head] = null;
            head = (head + 1) % buf.length;
            count--;
            return t;
        }
        public Iterator<T> iterator() { return new Itr(); }

        private class Itr implements Iterator<T> {
            private int seen = 0;
            public boolean hasNext() { return seen < count; }
            public T next() { return buf[(head + seen++) % buf.length]; }
        }
    }

    static <T extends Comparable<? super T>> T max(Iterable<T> it) {
        T best = null;
        for (T t : it) if (best == null || t.compareTo(best) > 0) best = t;
        return best;
    }

    static <T> int countIf(Iterable<? extends T> it, Predicate<? super T> p) {
        int n = 0;
        for (T t : it) if (p.test(t)) n++;
        return n;
    }

    static boolean balanced(String s) {
        Stack<Character> st = new Stack<>();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '(': case '[': case '{': st.push(c); break;
                case ')': if (st.isEmpty() || st.pop() != '(') return false; break;
                case ']': if (st.isEmpty() || st.pop() != '[') return false; break;
                case '}': if (st.isEmpty() || st.pop() != '{') return false; break;
                default:
            }
        }
        return st.isEmpty();
    }

    public static void main(String[] args) {
        Stack<String> s = new Stack<>();
        for (String w : "to be or not to be".split(" ")) s.push(w);
        StringBuilder sb = new StringBuilder();
        for (String w : s) sb.append(w).append(' ');
        System.out.println("stack iter: " + sb.toString().trim() + " cap=" + s.capacity());
        System.out.println("max=" + max(s) + " long words=" + countIf(s, w -> w.length() > 2));
        System.out.println("pop " + s.pop() + " " + s.pop() + " peek " + s.peek());
        while (!s.isEmpty()) s.pop();
        try {
            s.pop();
        } catch (NoSuchElementException e) {
            System.out.println("caught " + e.getMessage() + " peek=" + s.peek());
        }

        RingQueue<Integer> q = new RingQueue<>(4);
        for (int i = 1; i <= 6; i++) System.out.print(q.offer(i * i) ? "+" : "-");
        System.out.println();
        System.out.println("poll " + q.poll() + " " + q.poll());
        q.offer(100); q.offer(200); q.offer(300);
        for (int v : q) System.out.print(v + " ");
        System.out.println("| max=" + max(q) + " even=" + countIf(q, v -> v % 2 == 0));
        Integer x;
        int sum = 0;
        while ((x = q.poll()) != null) sum += x;
        System.out.println("drained sum=" + sum + " next=" + q.poll());
        Iterator<Integer> empty = q.iterator();
        System.out.println("empty hasNext=" + empty.hasNext());

        for (String expr : new String[]{"(a[b]{c})", "((]", "{[()()]}", "(", ""}) {
            System.out.println("'" + expr + "' balanced=" + balanced(expr));
        }
    }
}
