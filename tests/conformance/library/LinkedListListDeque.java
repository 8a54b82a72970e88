// Checks LinkedList used as a List (add/get/remove at positions) and as a Deque
// (addFirst/addLast, offer/poll/peek at both ends, push/pop, descendingIterator).
import java.util.Iterator;
import java.util.LinkedList;
import java.util.ListIterator;

public class LinkedListListDeque {
    public static void main(String[] args) {
        LinkedList<String> list = new LinkedList<>();
        list.add("b");
        list.addFirst("a");
        list.addLast("c");
        list.add(1, "ab");
        System.out.println(list + " first=" + list.getFirst() + " last=" + list.getLast() + " get(2)=" + list.get(2));
        System.out.println(list.remove(1) + " " + list.removeFirst() + " " + list.removeLast() + " " + list);
        LinkedList<Integer> deque = new LinkedList<>();
        for (int i = 1; i <= 5; i++) {
            if (i % 2 == 0) {
                deque.offerFirst(i);
            } else {
                deque.offerLast(i);
            }
        }
        System.out.println(deque + " peekFirst=" + deque.peekFirst() + " peekLast=" + deque.peekLast());
        System.out.println(deque.pollFirst() + " " + deque.pollLast() + " " + deque);
        deque.push(100);
        System.out.println(deque.pop() + " " + deque.peek() + " " + deque.poll() + " " + deque);
        Iterator<Integer> desc = deque.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) {
            sb.append(desc.next()).append(' ');
        }
        System.out.println("desc: " + sb.toString().trim());
        ListIterator<Integer> it = deque.listIterator();
        while (it.hasNext()) {
            int v = it.next();
            if (v == 1) {
                it.remove();
            } else {
                it.set(v * 10);
                it.add(-v);
            }
        }
        System.out.println(deque);
        LinkedList<Integer> empty = new LinkedList<>();
        System.out.println(empty.poll() + " " + empty.peekLast() + " " + empty.pollFirst());
        try {
            empty.getFirst();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("NSEE " + e.getMessage());
        }
        try {
            empty.pop();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("NSEE " + e.getMessage());
        }
        System.out.println(deque.indexOf(-3) + " " + deque.contains(20) + " " + deque.removeFirstOccurrence(-3) + " " + deque);
    }
}
