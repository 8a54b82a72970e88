package org.example.rental;

import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/** A registered customer. Email addresses are stored in lower case. */
public record Customer(String id, String name, String email, MemberTier tier) {

    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");

    public Customer {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("customer id must not be blank");
        }
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("customer name must not be blank");
        }
        if (email == null) {
            throw new IllegalArgumentException("email must not be null");
        }
        email = email.strip().toLowerCase(Locale.ROOT);
        if (!EMAIL.matcher(email).matches()) {
            throw new IllegalArgumentException("invalid email: " + email);
        }
        Objects.requireNonNull(tier, "tier");
        name = name.strip();
    }

    public Customer withTier(MemberTier newTier) {
        return new Customer(id, name, email, newTier);
    }
}
