package eng;

import java.util.List;

// Records holding lists of records: a rule made of rules. Java builds a
// record's components before the record, so no rule a record holds can be
// that record.
public class Rules {
    public sealed interface Rule permits Leaf, All {}

    public record Leaf(int weight) implements Rule {}

    public record All(List<Rule> rules) implements Rule {
        public All {
            rules = List.copyOf(rules);
            if (rules.isEmpty()) throw new IllegalArgumentException("no rules");
        }

        // 100 only if this rule holds itself, which no caller can make.
        public int selfHeld() {
            for (Rule rule : rules) {
                if (rule == this) return 100;
            }
            return rules.size();
        }
    }
}
