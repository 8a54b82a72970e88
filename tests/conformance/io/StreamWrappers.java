import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;

// Writers and streams wrapped around System.out, and the standard descriptors
// opened directly: each reaches its descriptor when its own buffering says so.
public class StreamWrappers {
    public static void main(String[] args) throws IOException {
        PrintWriter writer = new PrintWriter(System.out);  // no autoflush: buffered until flush()
        writer.println("from a PrintWriter");
        System.err.println("err 1");
        writer.flush();
        PrintWriter auto = new PrintWriter(System.out, true);
        auto.println("autoflushed PrintWriter");
        System.err.println("err 2");
        BufferedWriter buffered = new BufferedWriter(new OutputStreamWriter(System.err));
        buffered.write("buffered err");
        buffered.newLine();
        System.out.println("out 3");
        buffered.flush();
        FileOutputStream raw = new FileOutputStream(FileDescriptor.out);
        System.out.write('<');  // waits in System.out's buffer ...
        raw.write("raw bytes\n".getBytes());  // ... while these go straight out
        System.out.println(">");
        PrintStream direct = new PrintStream(new FileOutputStream(FileDescriptor.err), true);
        direct.println("direct err");
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.out)));
        System.out.println("replaced System.out");
        System.err.println("err 4");
        PrintWriter lost = new PrintWriter(System.out);
        lost.print("never flushed");
    }
}
