package org.example.rental;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/** All equipment owned by the shop, keyed by item id. Labels are unique, ignoring case. */
public class Inventory {

    private final Map<String, Item> items = new LinkedHashMap<>();

    public Inventory() {
    }

    public Item add(EquipmentType type, String label) {
        Item item = new Item(type, label);
        add(item);
        return item;
    }

    public void add(Item item) {
        Objects.requireNonNull(item, "item");
        if (findByLabel(item.getLabel()).isPresent()) {
            throw new IllegalArgumentException("label already in use: " + item.getLabel());
        }
        items.put(item.getId(), item);
    }

    public Optional<Item> find(String itemId) {
        return Optional.ofNullable(items.get(itemId));
    }

    public Optional<Item> findByLabel(String label) {
        if (label == null) {
            return Optional.empty();
        }
        String wanted = label.strip();
        return items.values().stream().filter(i -> i.getLabel().equalsIgnoreCase(wanted)).findFirst();
    }

    public List<Item> search(Predicate<? super Item> filter) {
        List<Item> result = new ArrayList<>();
        for (Item item : items.values()) {
            if (filter.test(item)) {
                result.add(item);
            }
        }
        return result;
    }

    public List<Item> available(EquipmentType type) {
        return search(i -> i.getType() == type && i.isAvailable());
    }

    public List<Item> sorted(Comparator<? super Item> order) {
        List<Item> result = new ArrayList<>(items.values());
        result.sort(order);
        return result;
    }

    public Map<EquipmentType, Integer> countAvailableByType() {
        Map<EquipmentType, Integer> counts = new EnumMap<>(EquipmentType.class);
        for (Item item : items.values()) {
            if (item.isAvailable()) {
                counts.merge(item.getType(), 1, Integer::sum);
            }
        }
        return counts;
    }

    public Set<EquipmentType> typesInStock() {
        Set<EquipmentType> types = EnumSet.noneOf(EquipmentType.class);
        items.values().forEach(i -> types.add(i.getType()));
        return types;
    }

    public int size() {
        return items.size();
    }
}
