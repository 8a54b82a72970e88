// A key: value parser: split into lines, each split at the colon, a switch on
// the key. Its queries (ite chains over the chars of split text) are what
// bench/parser_queries.sh measures the solver chain on.
package parser;
import java.util.*;
public class KeyValueParser {
  public static class BadInput extends Exception { public BadInput(String m) { super(m); } }
  public static Map<String,Integer> parse(String text) throws BadInput {
    Map<String,Integer> out = new LinkedHashMap<>();
    for (String line : text.split("\n")) {
      line = line.trim();
      if (line.isEmpty()) continue;
      int colon = line.indexOf(':');
      if (colon < 0) throw new BadInput("no colon: " + line);
      String key = line.substring(0, colon).trim();
      String value = line.substring(colon + 1).trim();
      switch (key) {
        case "qty": out.put("qty", Integer.parseInt(value)); break;
        case "price": out.put("price", Integer.parseInt(value)); break;
        case "sku": if (value.length() != 4) throw new BadInput("sku"); out.put("sku", value.length()); break;
        default: throw new BadInput("unknown key " + key);
      }
    }
    if (out.size() > 1) out.put("many", out.size());
    return out;
  }
}
