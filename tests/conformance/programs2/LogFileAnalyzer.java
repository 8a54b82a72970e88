// Parses web-server log lines with java.util.regex: Pattern/Matcher groups and named
// groups, find() loops, replaceAll with back-references and a Function, split limits, flags.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

public class LogFileAnalyzer {
    static final String LOG = String.join("\n",
        "192.168.0.12 - alice [10/Oct/2023:13:55:36 +0200] \"GET /index.html HTTP/1.1\" 200 2326 0.012",
        "10.0.0.5 - - [10/Oct/2023:13:55:40 +0200] \"POST /api/login HTTP/1.1\" 401 112 0.230",
        "10.0.0.5 - - [10/Oct/2023:13:56:02 +0200] \"POST /api/login HTTP/1.1\" 200 512 0.198",
        "garbage line without structure",
        "172.16.4.1 - bob [10/Oct/2023:13:57:11 +0200] \"GET /img/logo.png HTTP/2.0\" 304 0 0.001",
        "192.168.0.12 - alice [10/Oct/2023:14:01:59 +0200] \"GET /search?q=java+regex&page=2 HTTP/1.1\" 200 9120 1.503",
        "10.0.0.7 - - [10/Oct/2023:14:02:00 +0200] \"DELETE /api/items/42 HTTP/1.1\" 500 87 0.045",
        "172.16.4.1 - bob [10/Oct/2023:14:03:30 +0200] \"GET /index.html HTTP/2.0\" 200 2326 0.010");

    static final Pattern LINE = Pattern.compile(
        "^(?<ip>\\d{1,3}(?:\\.\\d{1,3}){3}) - (?<user>\\S+) \\[(?<day>\\d{2})/(?<mon>\\w{3})/(?<year>\\d{4}):(?<time>[\\d:]{8}) [+-]\\d{4}\\] "
      + "\"(?<method>[A-Z]+) (?<path>\\S+) HTTP/(?<ver>[\\d.]+)\" (?<status>\\d{3}) (?<bytes>\\d+) (?<secs>[\\d.]+)$");

    public static void main(String[] args) {
        Map<String, Integer> byStatus = new TreeMap<>();
        Map<String, Long> bytesByIp = new TreeMap<>();
        List<String> slow = new ArrayList<>();
        int bad = 0;
        for (String line : LOG.split("\n")) {
            Matcher m = LINE.matcher(line);
            if (!m.matches()) { bad++; System.out.println("unparsed: " + line); continue; }
            byStatus.merge(m.group("status"), 1, Integer::sum);
            bytesByIp.merge(m.group("ip"), Long.parseLong(m.group("bytes")), Long::sum);
            if (Double.parseDouble(m.group("secs")) > 0.1) slow.add(m.group("method") + " " + m.group("path") + " " + m.group("secs") + "s");
            System.out.printf("%-13s %-6s %-7s %-40s %s groups=%d start(path)=%d%n", m.group(1), m.group("user"), m.group("method"),
                    m.group("path"), m.group("status"), m.groupCount(), m.start("path"));
        }
        System.out.println("status " + byStatus + " bytes " + bytesByIp + " bad=" + bad);
        System.out.println("slow " + slow);

        Matcher q = Pattern.compile("[?&]([^=&]+)=([^&]*)").matcher("/search?q=java+regex&page=2&empty=&x=1");
        while (q.find()) System.out.println("  param " + q.group(1) + " = '" + q.group(2) + "' at " + q.start() + "-" + q.end());

        System.out.println("10/Oct/2023 dates -> " + "on 10/Oct/2023 and 11/Nov/2024".replaceAll("(\\d{2})/(\\w{3})/(\\d{4})", "$3-$2-$1"));
        String masked = Pattern.compile("\\b(\\d{1,3})\\.(\\d{1,3})\\.\\d{1,3}\\.\\d{1,3}\\b").matcher(LOG.substring(0, 120))
                .replaceAll(mr -> mr.group(1) + "." + mr.group(2) + ".x.x");
        System.out.println(masked.replace('\n', '|'));
        Matcher num = Pattern.compile("\\d+").matcher("a1b22c333d");
        StringBuilder sb = new StringBuilder();
        while (num.find()) num.appendReplacement(sb, "<" + num.group().length() + ">");
        num.appendTail(sb);
        System.out.println(sb);
        Pattern ci = Pattern.compile("get|post", Pattern.CASE_INSENSITIVE);
        Matcher cm = ci.matcher(LOG);
        int methods = 0;
        while (cm.find()) methods++;
        System.out.println("methods found " + methods + " lookingAt=" + ci.matcher("GETTER").lookingAt() + " matches=" + ci.matcher("GETTER").matches());
        System.out.println(java.util.Arrays.toString("k1=v1;k2=v2;k3=v=3".split("[;=]", 4)) + " " + java.util.Arrays.toString("a,b,,c,,".split(",", -1))
                + " " + java.util.Arrays.toString("a,b,,c,,".split(",")));
        System.out.println(Pattern.matches("[a-z]+@[a-z]+\\.(com|org)", "dev@example.org") + " " + "x-y_z".matches("[\\w-]+")
                + " " + Pattern.quote("1+1=2") + " " + "1+1=2".replaceAll(Pattern.quote("+"), " plus ") + " " + Matcher.quoteReplacement("$5"));
        Matcher multi = Pattern.compile("^(\\w+):", Pattern.MULTILINE).matcher("host: a\nport: 80\n  indented: no\nuser: b");
        List<String> keys = new ArrayList<>();
        while (multi.find()) keys.add(multi.group(1));
        System.out.println("keys " + keys + " " + "aaa".replaceAll("a*", "X") + " " + "Hello World".replaceAll("(?i)[aeiou]", "*")
                + " " + "tom, dick ,harry".split("\\s*,\\s*").length + " " + Pattern.compile(",").splitAsStream("p,q,r").count());
        try {
            Pattern.compile("(unclosed[");
        } catch (PatternSyntaxException e) {
            System.out.println("PatternSyntaxException: " + e.getDescription() + " index=" + e.getIndex());
        }
        Matcher greedy = Pattern.compile("<(.+)>").matcher("<a><b>");
        Matcher lazy = Pattern.compile("<(.+?)>").matcher("<a><b>");
        System.out.println((greedy.find() ? greedy.group(1) : "-") + " vs " + (lazy.find() ? lazy.group(1) : "-")
                + " " + "2023-10-10".matches("\\d{4}-(0[1-9]|1[0-2])-\\d{2}") + " " + "price: $45.99, tax: $3.10".replaceAll("\\$(\\d+)\\.(\\d+)", "$1 dollars $2 cents"));
    }
}
