package org.example.clinic;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Front desk of a veterinary clinic: registers owners and pets, books appointments, manages the
 * waiting room, and bills completed visits.
 *
 * <p>A typical day: {@link #registerOwner}, {@link #registerPet}, {@link #book}, then on the day
 * {@link #checkIn}, {@link #nextPatient}, {@link #complete} and {@link #bill}. Cancellations and
 * rescheduling go through {@link #schedule()}. Billed amounts are added to the owner's balance
 * until {@link #pay paid}; an owner whose balance exceeds {@link #CREDIT_LIMIT_CENTS} cannot book
 * new appointments.
 */
public final class Clinic {

    /** VAT rate in percent, charged on taxable services only. */
    public static final int VAT_PERCENT = 21;

    /** Largest unpaid balance, in cents, with which an owner may still book. */
    public static final int CREDIT_LIMIT_CENTS = 50_000;

    private final Schedule schedule;
    private final PricingRule pricing;
    private final Map<Integer, Owner> owners = new HashMap<>();
    private final Map<PetId, Pet> pets = new HashMap<>();
    private final Deque<Long> waitingRoom = new ArrayDeque<>();
    private final Map<Long, Invoice> invoices = new LinkedHashMap<>();
    private final Map<Integer, Integer> balances = new HashMap<>();
    private int nextOwnerId = 1;

    /**
     * @param schedule the appointment book to use
     * @param pricing  the pricing rules applied to every bill
     */
    public Clinic(Schedule schedule, PricingRule pricing) {
        this.schedule = Objects.requireNonNull(schedule, "schedule");
        this.pricing = Objects.requireNonNull(pricing, "pricing");
    }

    public Schedule schedule() {
        return schedule;
    }

    /**
     * Registers a new owner.
     *
     * @param name  full name, not blank
     * @param phone phone number, not blank
     * @return the owner with a fresh id
     */
    public Owner registerOwner(String name, String phone) {
        if (name == null || name.isBlank() || phone == null || phone.isBlank()) {
            throw new IllegalArgumentException("owner name and phone are required");
        }
        Owner owner = new Owner(nextOwnerId++, name.strip(), phone.strip());
        owners.put(owner.id(), owner);
        return owner;
    }

    /**
     * Registers a pet of an existing owner.
     *
     * @return the new pet
     * @throws IllegalArgumentException if the owner is unknown or the pet id is already taken
     */
    public Pet registerPet(int ownerId, PetId petId, String name, Species species, LocalDate birthDate) {
        requireOwner(ownerId);
        if (pets.containsKey(petId)) {
            throw new IllegalArgumentException("pet id already registered: " + petId);
        }
        Pet pet = new Pet(petId, name, species, ownerId, birthDate);
        pets.put(pet.id(), pet);
        return pet;
    }

    public Optional<Pet> findPet(PetId petId) {
        return Optional.ofNullable(pets.get(petId));
    }

    /** @return the owner's pets, ordered by name (ignoring case), then by id */
    public List<Pet> petsOf(int ownerId) {
        requireOwner(ownerId);
        return pets.values().stream()
                .filter(p -> p.ownerId() == ownerId)
                .sorted(Comparator.comparing(Pet::name, String.CASE_INSENSITIVE_ORDER)
                        .thenComparing(p -> p.id().value()))
                .toList();
    }

    /**
     * Books an appointment for a registered pet.
     *
     * @return the booked appointment
     * @throws IllegalArgumentException if the pet is unknown or the time is outside opening hours
     * @throws IllegalStateException    if the slot is taken or the owner's balance is over the limit
     */
    public Appointment book(PetId petId, ServiceType service, LocalDateTime start) {
        Pet pet = requirePet(petId);
        int balance = balanceOf(pet.ownerId());
        if (balance > CREDIT_LIMIT_CENTS) {
            throw new IllegalStateException("owner " + pet.ownerId() + " must first pay the open balance of "
                    + Invoice.formatCents(balance));
        }
        Appointment appointment = new Appointment(pet.id(), service, start);
        schedule.book(appointment);
        return appointment;
    }

    /** Books the appointment described by a parsed front-desk request; the note is not stored. */
    public Appointment book(BookingCommandParser.BookingCommand command) {
        return book(command.petId(), command.service(), command.start());
    }

    /** @return all appointments of the pet, cancelled ones included, oldest first */
    public List<Appointment> appointmentsFor(PetId petId) {
        return schedule.allAppointments().stream()
                .filter(a -> a.petId().equals(petId))
                .toList();
    }

    /**
     * Checks in the pet of an appointment and puts it at the end of the waiting-room queue.
     *
     * @param today the current day; the appointment must be on that day
     * @throws IllegalStateException if the appointment is on another day or not booked
     */
    public void checkIn(long appointmentId, LocalDate today) {
        Appointment appointment = requireAppointment(appointmentId);
        if (!appointment.slot().date().equals(today)) {
            throw new IllegalStateException("appointment " + appointmentId + " is on " + appointment.slot().date()
                    + ", not " + today);
        }
        appointment.checkIn();
        waitingRoom.addLast(appointmentId);
    }

    /** @return the number of checked-in pets still waiting */
    public int waitingCount() {
        return waitingRoom.size();
    }

    /**
     * Calls in the patient who has waited longest and removes it from the queue.
     *
     * @return its appointment, or empty if nobody is waiting
     */
    public Optional<Appointment> nextPatient() {
        Long id = waitingRoom.pollFirst();
        return id == null ? Optional.empty() : schedule.find(id);
    }

    /**
     * Marks a checked-in appointment as done: the pet's visit count goes up and, for a vaccination,
     * its vaccination record is updated to the appointment's day.
     *
     * @throws IllegalStateException if the pet was not checked in
     */
    public void complete(long appointmentId) {
        Appointment appointment = requireAppointment(appointmentId);
        appointment.complete();
        waitingRoom.remove(appointmentId);
        Pet pet = requirePet(appointment.petId());
        pet.recordVisit();
        if (appointment.service() == ServiceType.VACCINATION) {
            pet.recordVaccination(appointment.slot().date());
        }
    }

    /**
     * Bills a completed appointment: applies the pricing rules to the list price, adds VAT for
     * taxable services and adds the total to the owner's balance.
     *
     * @return the invoice
     * @throws IllegalStateException if the appointment is not completed or was already billed
     */
    public Invoice bill(long appointmentId) {
        Appointment appointment = requireAppointment(appointmentId);
        if (appointment.status() != Appointment.Status.COMPLETED) {
            throw new IllegalStateException("appointment " + appointmentId + " is not completed");
        }
        if (invoices.containsKey(appointmentId)) {
            throw new IllegalStateException("appointment " + appointmentId + " was already billed");
        }
        Pet pet = requirePet(appointment.petId());
        ServiceType service = appointment.service();
        int listPrice = service.priceCents();
        int net = Math.max(0, pricing.adjust(listPrice, pet, service, appointment.slot().date()));
        int tax = service.taxable() ? PricingRule.percentOf(net, VAT_PERCENT) : 0;
        Invoice invoice = new Invoice(appointmentId, pet.ownerId(), pet.id(), service, listPrice, net, tax);
        invoices.put(appointmentId, invoice);
        balances.merge(pet.ownerId(), invoice.totalCents(), Integer::sum);
        return invoice;
    }

    /** @return what the owner still owes, in cents */
    public int balanceOf(int ownerId) {
        requireOwner(ownerId);
        return balances.getOrDefault(ownerId, 0);
    }

    /**
     * Records a payment.
     *
     * @param cents amount paid, positive and at most the open balance
     * @return the remaining balance
     */
    public int pay(int ownerId, int cents) {
        int balance = balanceOf(ownerId);
        if (cents <= 0 || cents > balance) {
            throw new IllegalArgumentException("payment must be between 0.01 and " + Invoice.formatCents(balance)
                    + ": " + Invoice.formatCents(cents));
        }
        balances.put(ownerId, balance - cents);
        return balance - cents;
    }

    private Owner requireOwner(int ownerId) {
        Owner owner = owners.get(ownerId);
        if (owner == null) {
            throw new IllegalArgumentException("unknown owner: " + ownerId);
        }
        return owner;
    }

    private Pet requirePet(PetId petId) {
        return findPet(petId).orElseThrow(() -> new IllegalArgumentException("unknown pet: " + petId));
    }

    private Appointment requireAppointment(long appointmentId) {
        return schedule.find(appointmentId)
                .orElseThrow(() -> new IllegalArgumentException("unknown appointment: " + appointmentId));
    }
}
