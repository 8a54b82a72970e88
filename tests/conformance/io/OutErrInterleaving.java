// How System.out's and System.err's bytes interleave on one pipe (2>&1):
// print and println flush, write(int) waits in a 128-byte buffer for '\n', a
// full buffer, flush() or the next print; what is left at exit is lost.
public class OutErrInterleaving {
    public static void main(String[] args) throws Exception {
        System.out.print("a");
        System.err.print("B");
        System.out.write('c');
        System.err.println("D");
        System.out.write('\n');
        System.out.write('e');
        System.err.write('F');
        System.out.flush();
        System.err.print("");  // an empty print sends nothing, so it does not flush
        System.err.write(new byte[0]);  // write(byte[]) flushes even when empty
        System.out.append('g').append("h\n");
        for (int i = 0; i < 300; i++) System.out.write('0' + i % 10);
        System.err.println("<- 256 digits so far");
        System.out.printf("%s|%5d|%n", "fmt", 42);
        System.out.println(System.in.read());  // standard input is empty here
        System.out.write('z');  // lost: never flushed before the uncaught exception
        System.err.write('y');  // flushed by the uncaught-exception report
        throw new IllegalStateException("done");
    }
}
