package org.example.clinic;

import java.time.LocalDate;
import java.time.Period;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A pet registered at the clinic, with its medical history as far as billing and
 * reminders need it: the last vaccination and the number of completed visits.
 */
public final class Pet {

    /** Age in weeks at which a young animal should get its first vaccination. */
    public static final int FIRST_VACCINATION_AGE_WEEKS = 8;

    private final PetId id;
    private final String name;
    private final Species species;
    private final int ownerId;
    private final LocalDate birthDate;
    private LocalDate lastVaccination;
    private int completedVisits;

    /**
     * Creates a pet without any history.
     *
     * @param id        the pet's identifier
     * @param name      the pet's name as the owner spells it
     * @param species   the species
     * @param ownerId   id of the owning {@link Owner}
     * @param birthDate the (possibly estimated) birth date
     * @throws IllegalArgumentException if the name is blank
     */
    public Pet(PetId id, String name, Species species, int ownerId, LocalDate birthDate) {
        this.id = Objects.requireNonNull(id, "id");
        this.species = Objects.requireNonNull(species, "species");
        this.birthDate = Objects.requireNonNull(birthDate, "birthDate");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("pet name must not be blank");
        }
        this.name = name.strip();
        this.ownerId = ownerId;
    }

    public PetId id() {
        return id;
    }

    public String name() {
        return name;
    }

    public Species species() {
        return species;
    }

    public int ownerId() {
        return ownerId;
    }

    public LocalDate birthDate() {
        return birthDate;
    }

    /** @return the number of visits completed at the clinic so far */
    public int completedVisits() {
        return completedVisits;
    }

    /** @return the day of the last vaccination, if any was recorded */
    public Optional<LocalDate> lastVaccination() {
        return Optional.ofNullable(lastVaccination);
    }

    /**
     * Computes the pet's age in whole years on the given day.
     *
     * @param on the reference day
     * @return the completed years since birth
     * @throws IllegalArgumentException if {@code on} is before the birth date
     */
    public int ageInYears(LocalDate on) {
        if (on.isBefore(birthDate)) {
            throw new IllegalArgumentException(name + " was not born yet on " + on);
        }
        return Period.between(birthDate, on).getYears();
    }

    /**
     * @param on the reference day
     * @return whether the pet counts as a senior for its species on that day
     */
    public boolean isSenior(LocalDate on) {
        return species.isSeniorAge(ageInYears(on));
    }

    /**
     * Returns the day from which the next vaccination is due: {@value #FIRST_VACCINATION_AGE_WEEKS}
     * weeks after birth for a pet never vaccinated, otherwise the species' interval after the last
     * vaccination. Empty for species without routine vaccination.
     *
     * @return the due date
     */
    public Optional<LocalDate> vaccinationDueDate() {
        if (!species.requiresVaccination()) {
            return Optional.empty();
        }
        if (lastVaccination == null) {
            return Optional.of(birthDate.plusWeeks(FIRST_VACCINATION_AGE_WEEKS));
        }
        return Optional.of(species.nextVaccinationDue(lastVaccination));
    }

    /**
     * Tells whether a vaccination is due on the given day; a vaccination is due on its due date
     * and on every day after it.
     *
     * @param on the reference day
     * @return true if the pet should be vaccinated
     */
    public boolean isVaccinationDue(LocalDate on) {
        return vaccinationDueDate().map(due -> !on.isBefore(due)).orElse(false);
    }

    /**
     * Records a vaccination.
     *
     * @param on the day of the vaccination
     * @throws IllegalArgumentException if the day is before birth or before the last vaccination
     */
    public void recordVaccination(LocalDate on) {
        Objects.requireNonNull(on, "on");
        if (on.isBefore(birthDate)) {
            throw new IllegalArgumentException("vaccination before birth: " + on);
        }
        if (lastVaccination != null && on.isBefore(lastVaccination)) {
            throw new IllegalArgumentException("vaccination on " + on + " is before the last one on " + lastVaccination);
        }
        lastVaccination = on;
    }

    /** Counts one more completed visit. */
    public void recordVisit() {
        completedVisits++;
    }

    @Override
    public String toString() {
        return name + " (" + id + ", " + species.name().toLowerCase(Locale.ROOT) + ")";
    }
}
