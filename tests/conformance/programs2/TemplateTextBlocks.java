// Renders e-mail and HTML templates written as text blocks: placeholder substitution with
// regex, String.formatted, stripIndent/indent/translateEscapes, lines() and escapes.
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

public class TemplateTextBlocks {
    static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{\\s*(\\w+)(?:\\|(\\w+))?\\s*}}");

    static String render(String template, Map<String, Object> vars) {
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            Object v = vars.get(m.group(1));
            String s = v == null ? "<" + m.group(1) + "?>" : v.toString();
            if ("upper".equals(m.group(2))) s = s.toUpperCase();
            else if ("len".equals(m.group(2))) s = String.valueOf(s.length());
            m.appendReplacement(sb, Matcher.quoteReplacement(s));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    public static void main(String[] args) {
        String email = """
                Hello {{ name }},

                Your order #{{order}} of {{count}} item(s) ships to {{ city|upper }}.
                Total: {{total}} (code {{coupon}}, {{name|len}} letters)
                    -- indented signature line
                Thanks!\
                 (no newline here)
                """;
        Map<String, Object> vars = new TreeMap<>();
        vars.put("name", "Dana");
        vars.put("order", 1042);
        vars.put("count", 3);
        vars.put("city", "Rotterdam");
        vars.put("total", "$12.50");
        System.out.print(render(email, vars));
        System.out.println("lines=" + email.lines().count() + " endsWithNewline=" + email.endsWith("\n"));

        String html = """
            <ul>
              %s
            </ul>""".formatted(List.of("a", "b&c", "<d>").stream()
                .map(s -> "<li>" + s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") + "</li>")
                .collect(Collectors.joining("\n  ")));
        System.out.println(html);
        String quoted = """
            She said "hi" and \"""escaped triple\""" \t<tab \\ backslash
            trailing spaces kept:\s\s
            octal \101 unicode \u0042""";
        System.out.println(quoted.replace("\t", "<TAB>").replace(" \n", "_\n"));
        String messy = "   alpha\n      beta\n    gamma";
        System.out.println("[" + messy.stripIndent().replace("\n", "|") + "] [" + "x\ny".indent(3).replace("\n", "|") + "] ["
                + "    a\n  b".indent(-2).replace("\n", "|") + "]");
        System.out.println("\\n literal -> " + "a\\tb\\n\\101".translateEscapes().replace("\t", "<TAB>").replace("\n", "<NL>")
                + " " + "%d%% of %s".formatted(50, "total") + " " + "%-5s|%5s|".formatted("ab", "cd"));
        System.out.println(render("{{missing}} and {{ name|upper }} cost \\$5 {{total}}", vars));
        String csv = """
            id,name,qty
            1,bolt,100
            2,nut,250
            3,washer,75
            """;
        int sum = csv.lines().skip(1).map(l -> l.split(",")).mapToInt(p -> Integer.parseInt(p[2])).sum();
        System.out.println("csv rows " + (csv.lines().count() - 1) + " qty sum " + sum + " widest name "
                + csv.lines().skip(1).map(l -> l.split(",")[1]).max((a, b) -> Integer.compare(a.length(), b.length())).orElse("?"));
        String empty = """
            """;
        System.out.println("empty block length " + empty.length() + " " + """
            one line""".length());
    }
}
