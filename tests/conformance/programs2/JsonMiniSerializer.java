// A tiny JSON serializer and parser: recursive rendering of Map/List/String/Number/Boolean/
// null with escaping and pretty-printing, and a recursive-descent parser round trip.
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class JsonMiniSerializer {
    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    static void write(Object v, StringBuilder out, int indent, int level) {
        String pad = indent > 0 ? "\n" + " ".repeat(indent * (level + 1)) : "";
        String end = indent > 0 ? "\n" + " ".repeat(indent * level) : "";
        String colon = indent > 0 ? ": " : ":";
        if (v == null) out.append("null");
        else if (v instanceof String s) out.append(quote(s));
        else if (v instanceof Number || v instanceof Boolean) out.append(v);
        else if (v instanceof Map<?, ?> m) {
            if (m.isEmpty()) { out.append("{}"); return; }
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) out.append(',');
                first = false;
                out.append(pad).append(quote(String.valueOf(e.getKey()))).append(colon);
                write(e.getValue(), out, indent, level + 1);
            }
            out.append(end).append('}');
        } else if (v instanceof List<?> l) {
            if (l.isEmpty()) { out.append("[]"); return; }
            out.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) out.append(',');
                out.append(pad);
                write(l.get(i), out, indent, level + 1);
            }
            out.append(end).append(']');
        } else throw new IllegalArgumentException("cannot serialize " + v.getClass().getSimpleName());
    }

    static String toJson(Object v, int indent) {
        StringBuilder sb = new StringBuilder();
        write(v, sb, indent, 0);
        return sb.toString();
    }

    static final class Parser {
        final String s;
        int i;
        Parser(String s) { this.s = s; }
        void ws() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }
        Object value() {
            ws();
            char c = s.charAt(i);
            if (c == '{') {
                i++;
                Map<String, Object> m = new LinkedHashMap<>();
                ws();
                if (s.charAt(i) == '}') { i++; return m; }
                do {
                    ws();
                    String k = (String) value();
                    ws();
                    if (s.charAt(i++) != ':') throw new IllegalStateException("expected ':' at " + (i - 1));
                    m.put(k, value());
                    ws();
                } while (s.charAt(i++) == ',');
                return m;
            }
            if (c == '[') {
                i++;
                List<Object> l = new ArrayList<>();
                ws();
                if (s.charAt(i) == ']') { i++; return l; }
                do { l.add(value()); ws(); } while (s.charAt(i++) == ',');
                return l;
            }
            if (c == '"') {
                StringBuilder sb = new StringBuilder();
                i++;
                while (s.charAt(i) != '"') {
                    char ch = s.charAt(i++);
                    if (ch == '\\') {
                        char e = s.charAt(i++);
                        switch (e) {
                            case 'n' -> sb.append('\n');
                            case 't' -> sb.append('\t');
                            case 'u' -> { sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; }
                            default -> sb.append(e);
                        }
                    } else sb.append(ch);
                }
                i++;
                return sb.toString();
            }
            if (s.startsWith("true", i)) { i += 4; return Boolean.TRUE; }
            if (s.startsWith("false", i)) { i += 5; return Boolean.FALSE; }
            if (s.startsWith("null", i)) { i += 4; return null; }
            int st = i;
            while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) i++;
            String num = s.substring(st, i);
            if (num.isEmpty()) throw new IllegalStateException("unexpected '" + c + "' at " + st);
            if (num.contains(".") || num.contains("e") || num.contains("E")) return Double.parseDouble(num);
            long l = Long.parseLong(num);
            return l == (int) l ? (Object) (int) l : (Object) l;
        }
    }

    public static void main(String[] args) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("name", "Widget \"Pro\"");
        doc.put("price", 19.99);
        doc.put("stock", 42);
        doc.put("big", 12345678901L);
        doc.put("active", true);
        doc.put("tags", List.of("tools", "hardware", "sale"));
        doc.put("notes", "line1\nline2\ttabbed \\ caf\u00e9 \u20ac");
        Map<String, Object> dims = new LinkedHashMap<>();
        dims.put("w", 10.5);
        dims.put("h", 3);
        dims.put("unit", null);
        doc.put("dims", dims);
        doc.put("empty", new ArrayList<>());
        doc.put("nested", List.of(List.of(1, 2), Map.of(), List.of(Map.of("k", false))));
        String compact = toJson(doc, 0);
        System.out.println(compact);
        System.out.println(toJson(doc, 2));
        Object back = new Parser(compact).value();
        System.out.println("round trip equal: " + back.equals(doc) + " re-serialized equal: " + toJson(back, 0).equals(compact));
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) back;
        System.out.println(m.get("notes").equals(doc.get("notes")) + " " + m.get("big").getClass().getSimpleName() + " "
                + m.get("stock").getClass().getSimpleName() + " " + ((List<?>) m.get("tags")).get(1));
        Object parsed = new Parser(" [ 1 , -2.5e3 , \"a\\u0041\" , { \"x\" : [ ] } , null ] ").value();
        System.out.println(parsed + " -> " + toJson(parsed, 0));
        try {
            toJson(List.of(new Object() { public String toString() { return "x"; } }), 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage().length() > 0 ? "cannot serialize anonymous: [" + e.getMessage() + "]" : "?");
        }
        try {
            new Parser("{\"a\" 1}").value();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        try {
            new Parser("[1, @]").value();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
    }
}
