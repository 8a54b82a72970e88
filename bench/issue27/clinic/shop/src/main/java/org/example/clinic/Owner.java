package org.example.clinic;

/**
 * A pet owner registered at the clinic. Owners are created by
 * {@link Clinic#registerOwner(String, String)}, which assigns the id.
 *
 * @param id    the clinic-wide owner number, starting at 1
 * @param name  the owner's full name
 * @param phone a contact phone number, as entered
 */
public record Owner(int id, String name, String phone) {
}
