// Builds a text report in memory with StringWriter and PrintWriter (print, println, printf,
// format) and reads it back line by line with BufferedReader over a StringReader.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

public class ReportPrintWriter {
    record Row(String item, int qty, double price) {}

    public static void main(String[] args) throws IOException {
        List<Row> rows = List.of(new Row("bolts", 120, 0.15), new Row("nuts", 300, 0.05), new Row("brackets", 12, 2.4));
        StringWriter sw = new StringWriter();
        PrintWriter out = new PrintWriter(sw);
        out.println("INVENTORY REPORT");
        out.print("items: ");
        out.println(rows.size());
        out.write("----\n");
        out.flush();
        System.out.println("header part has " + sw.toString().length() + " chars");
        double total = 0;
        for (Row r : rows) {
            out.printf("%-10s %5d %8.2f%n", r.item(), r.qty(), r.qty() * r.price());
            total += r.qty() * r.price();
        }
        out.format("%-10s %5s %8.2f%n", "TOTAL", "", total);
        out.flush();
        String report = sw.toString();
        System.out.print(report);
        BufferedReader br = new BufferedReader(new StringReader(report));
        List<String> lines = new ArrayList<>();
        for (String line = br.readLine(); line != null; line = br.readLine()) lines.add(line);
        System.out.println("lines=" + lines.size() + " longest=" + lines.stream().mapToInt(String::length).max().getAsInt()
                + " checkError=" + out.checkError());
        out.close();
    }
}
