package org.example.shop;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/**
 * Reads orders written as {@code key: value} lines, e.g.
 * <pre>
 * customer: Ada
 * sku: tea-01
 * qty: 3
 * date: 2024-03-01
 * express: yes
 * </pre>
 * Blank lines and lines starting with '#' are ignored.
 */
public final class OrderParser {

    public record Request(String customer, String sku, int quantity, LocalDate date, boolean express, String coupon) {
    }

    private OrderParser() {
    }

    public static Request parse(String text) throws OrderFormatException {
        if (text == null || text.isBlank()) {
            throw new OrderFormatException(0, "empty order");
        }
        String customer = null;
        String sku = null;
        String coupon = null;
        int quantity = 1;
        LocalDate date = null;
        boolean express = false;
        String[] lines = text.split("\n");
        for (int i = 0; i < lines.length; i++) {
            int lineNo = i + 1;
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new OrderFormatException(lineNo, "expected 'key: value'");
            }
            String key = line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            String value = line.substring(colon + 1).strip();
            switch (key) {
                case "customer" -> customer = value;
                case "sku" -> sku = value.toUpperCase(Locale.ROOT);
                case "qty", "quantity" -> quantity = parseQuantity(value, lineNo);
                case "date" -> date = parseDate(value, lineNo);
                case "express" -> express = parseFlag(value, lineNo);
                case "coupon" -> coupon = value.isEmpty() ? null : value;
                default -> throw new OrderFormatException(lineNo, "unknown key '" + key + "'");
            }
        }
        if (customer == null || customer.isEmpty()) {
            throw new OrderFormatException(0, "missing customer");
        }
        if (sku == null || sku.isEmpty()) {
            throw new OrderFormatException(0, "missing sku");
        }
        return new Request(customer, sku, quantity, date, express, coupon);
    }

    /** The percentage a coupon such as {@code SAVE15} takes off, or 0 for no coupon. */
    public static int couponPercent(String coupon) throws OrderFormatException {
        if (coupon == null) {
            return 0;
        }
        if (!coupon.startsWith("SAVE") || coupon.length() == 4) {
            throw new OrderFormatException(0, "unknown coupon " + coupon);
        }
        int percent = 0;
        for (int i = 4; i < coupon.length(); i++) {
            char c = coupon.charAt(i);
            if (c < '0' || c > '9') {
                throw new OrderFormatException(0, "unknown coupon " + coupon);
            }
            percent = percent * 10 + (c - '0');
            if (percent > 50) {
                throw new OrderFormatException(0, "coupon worth more than 50%: " + coupon);
            }
        }
        return percent;
    }

    /** The line this request stands for, with the product looked up in the inventory. */
    public static LineItem toLineItem(Request request, Inventory inventory) throws OrderFormatException {
        Product product = inventory.find(request.sku())
                .orElseThrow(() -> new OrderFormatException(0, "unknown sku " + request.sku()));
        return new LineItem(product, request.quantity());
    }

    private static int parseQuantity(String value, int lineNo) throws OrderFormatException {
        int quantity;
        try {
            quantity = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new OrderFormatException(lineNo, "not a number: " + value);
        }
        if (quantity < 1 || quantity > LineItem.MAX_QUANTITY) {
            throw new OrderFormatException(lineNo, "quantity out of range: " + quantity);
        }
        return quantity;
    }

    private static LocalDate parseDate(String value, int lineNo) throws OrderFormatException {
        try {
            return LocalDate.parse(value);
        } catch (DateTimeParseException e) {
            throw new OrderFormatException(lineNo, "not a date (yyyy-mm-dd): " + value);
        }
    }

    private static boolean parseFlag(String value, int lineNo) throws OrderFormatException {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "yes", "true" -> true;
            case "no", "false" -> false;
            default -> throw new OrderFormatException(lineNo, "expected yes or no: " + value);
        };
    }
}
