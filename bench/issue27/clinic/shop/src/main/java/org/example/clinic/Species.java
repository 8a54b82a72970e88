package org.example.clinic;

import java.time.LocalDate;
import java.util.Objects;

/**
 * The kinds of animal the clinic treats, with their routine-care parameters.
 */
public enum Species {

    /** Dogs: yearly booster, senior from 8 years. */
    DOG(12, 8),
    /** Cats: yearly booster, senior from 10 years. */
    CAT(12, 10),
    /** Rabbits: booster every six months, senior from 5 years. */
    RABBIT(6, 5),
    /** Pet birds: no routine vaccination, senior from 12 years. */
    BIRD(0, 12) {
        @Override
        public boolean requiresVaccination() {
            return false;
        }

        @Override
        public LocalDate nextVaccinationDue(LocalDate lastVaccination) {
            throw new UnsupportedOperationException("birds are not vaccinated routinely");
        }
    };

    private final int vaccinationIntervalMonths;
    private final int seniorAgeYears;

    Species(int vaccinationIntervalMonths, int seniorAgeYears) {
        this.vaccinationIntervalMonths = vaccinationIntervalMonths;
        this.seniorAgeYears = seniorAgeYears;
    }

    /** @return months between two routine vaccinations, 0 if there is no routine vaccination */
    public int vaccinationIntervalMonths() {
        return vaccinationIntervalMonths;
    }

    /** @return the age in whole years from which an animal counts as a senior */
    public int seniorAgeYears() {
        return seniorAgeYears;
    }

    /** @return whether animals of this species get routine vaccinations */
    public boolean requiresVaccination() {
        return true;
    }

    /**
     * Computes when the next routine vaccination is due.
     *
     * @param lastVaccination day of the previous vaccination
     * @return the due date, {@link #vaccinationIntervalMonths()} months later
     * @throws UnsupportedOperationException for species without routine vaccination
     */
    public LocalDate nextVaccinationDue(LocalDate lastVaccination) {
        Objects.requireNonNull(lastVaccination, "lastVaccination");
        return lastVaccination.plusMonths(vaccinationIntervalMonths);
    }

    /**
     * Tells whether an animal of the given age is a senior.
     *
     * @param ageYears age in whole years
     * @return true if the age is at least {@link #seniorAgeYears()}
     */
    public boolean isSeniorAge(int ageYears) {
        return ageYears >= seniorAgeYears;
    }
}
