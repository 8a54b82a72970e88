package objs;

import java.util.LinkedHashMap;
import java.util.Map;

// Cards in a map the class fills, each made by a constructor taking an
// enum constant with a body of its own (Tiers): a map value made like
// that holds the constant itself.
public class Club {
    public static final class Card {
        private final String holder;
        private final Tiers tier;

        public Card(String holder, Tiers tier) {
            this.holder = holder;
            this.tier = tier;
        }

        public String holder() {
            return holder;
        }

        public Tiers tier() {
            return tier;
        }
    }

    private final Map<String, Card> cards = new LinkedHashMap<>();

    public void join(Card card) {
        cards.put(card.holder(), card);
    }

    public boolean mayBorrow(String holder, int held) {
        Card card = cards.get(holder);
        if (card == null) return false;
        return card.tier().mayBorrow(held);
    }
}
