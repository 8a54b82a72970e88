package org.example.rental;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RentalOwnTest {

    private static final LocalDate JUNE_1 = LocalDate.of(2024, 6, 1);

    private Inventory inventory;
    private RentalShop shop;
    private Item bike;
    private Item ebike;
    private Item kayak;
    private Item helmet;

    @BeforeEach
    void setUp() {
        inventory = new Inventory();
        bike = inventory.add(EquipmentType.CITY_BIKE, "red-bike");
        ebike = inventory.add(EquipmentType.E_BIKE, "volt");
        kayak = inventory.add(EquipmentType.KAYAK, "blue-kayak");
        helmet = inventory.add(EquipmentType.HELMET, "helmet-1");
        shop = new RentalShop(inventory);
    }

    // ---- value types ---------------------------------------------------

    @Test
    void periodIsInclusive() {
        assertEquals(1, new RentalPeriod(JUNE_1, JUNE_1).days());
        assertEquals(3, RentalPeriod.ofDays(JUNE_1, 3).days());
        assertEquals(LocalDate.of(2024, 6, 3), RentalPeriod.ofDays(JUNE_1, 3).end());
        assertThrows(IllegalArgumentException.class, () -> new RentalPeriod(JUNE_1, JUNE_1.minusDays(1)));
    }

    @Test
    void periodLateDays() {
        RentalPeriod p = RentalPeriod.ofDays(JUNE_1, 3); // ends June 3
        assertEquals(0, p.daysLate(LocalDate.of(2024, 6, 2)));
        assertEquals(0, p.daysLate(LocalDate.of(2024, 6, 3)));
        assertEquals(1, p.daysLate(LocalDate.of(2024, 6, 4)));
        assertEquals(4, p.daysLate(LocalDate.of(2024, 6, 7)));
    }

    @Test
    void customerValidatesAndNormalizes() {
        Customer c = new Customer("C9", " Ann ", "Ann@Example.ORG", MemberTier.SILVER);
        assertEquals("Ann", c.name());
        assertEquals("ann@example.org", c.email());
        assertThrows(IllegalArgumentException.class, () -> new Customer("C1", "Bob", "bob-at-example", MemberTier.GOLD));
        assertThrows(IllegalArgumentException.class, () -> new Customer("C1", " ", "b@x.org", MemberTier.GOLD));
        assertEquals(MemberTier.GOLD, c.withTier(MemberTier.GOLD).tier());
    }

    @Test
    void invoiceCopiesLines() {
        List<InvoiceLine> lines = new java.util.ArrayList<>(List.of(new InvoiceLine("base", 1000), new InvoiceLine("promo", -200)));
        Invoice inv = new Invoice("R1", "C1", JUNE_1, lines);
        lines.clear();
        assertEquals(2, inv.lines().size());
        assertEquals(800, inv.totalCents());
        assertEquals(200, inv.discountCents());
        assertEquals("-2.00", Invoice.money(-200));
        assertThrows(IllegalArgumentException.class, () -> new Invoice("R1", "C1", JUNE_1, List.of()));
    }

    @Test
    void enumBehaviour() {
        assertEquals(2250, EquipmentType.CITY_BIKE.lateFeePerDayCents());
        assertEquals(7000, EquipmentType.E_BIKE.lateFeePerDayCents());
        assertTrue(EquipmentType.KAYAK.isRentableOn(LocalDate.of(2024, 9, 30)));
        assertFalse(EquipmentType.KAYAK.isRentableOn(LocalDate.of(2024, 10, 1)));
        assertEquals(EquipmentType.E_BIKE, EquipmentType.fromCode("e-bike").orElseThrow());
        assertTrue(MemberTier.STANDARD.mayRent(EquipmentType.E_BIKE));
        assertFalse(MemberTier.STANDARD.mayRent(EquipmentType.KAYAK));
        assertTrue(MemberTier.SILVER.mayRent(EquipmentType.KAYAK));
        assertEquals(1, MemberTier.GOLD.lateGraceDays());
        assertEquals(200, MemberTier.GOLD.discountOn(1000));
    }

    @Test
    void weeklyDeal() {
        WeeklyDeal deal = new WeeklyDeal();
        assertEquals(1, deal.freeDays(7));
        assertEquals(1, deal.freeDays(9));
        assertEquals(2, deal.freeDays(14));
        assertFalse(deal.appliesTo(EquipmentType.CITY_BIKE, 6));
        assertEquals(3000, deal.discountCents(EquipmentType.CITY_BIKE, 14, 21000));
    }

    @Test
    void percentOffOnlyForListedTypes() {
        PercentOff off = new PercentOff("Kayak week", 50, Set.of(EquipmentType.KAYAK));
        assertTrue(off.toLine(EquipmentType.CITY_BIKE, 2, 3000).isEmpty());
        assertEquals(-2000, off.toLine(EquipmentType.KAYAK, 1, 4000).orElseThrow().amountCents());
        assertThrows(IllegalArgumentException.class, () -> new PercentOff("x", 0));
    }

    @Test
    void historyIsBoundedLifo() {
        History<String> h = new History<>(2);
        h.record("a");
        h.record("b");
        h.record("c");
        assertEquals(2, h.size());
        assertEquals(List.of("c", "b"), h.newestFirst());
        assertEquals("c", h.undo().orElseThrow());
        assertEquals("b", h.undo().orElseThrow());
        assertTrue(h.undo().isEmpty());
    }

    // ---- shop ----------------------------------------------------------

    @Test
    void emailLookupIgnoresCase() {
        Customer ann = shop.registerCustomer("Ann", "ann@example.org", MemberTier.STANDARD);
        assertEquals(ann, shop.findCustomerByEmail("Ann@Example.org").orElseThrow());
        assertThrows(RentalException.class, () -> shop.registerCustomer("Ann2", "ANN@example.org", MemberTier.GOLD));
    }

    @Test
    void quoteAppliesMemberDiscountAndRules() {
        Customer std = shop.registerCustomer("Sam", "sam@example.org", MemberTier.STANDARD);
        Customer gold = shop.registerCustomer("Gil", "gil@example.org", MemberTier.GOLD);
        assertEquals(4500, shop.quote(std.id(), EquipmentType.CITY_BIKE, RentalPeriod.ofDays(JUNE_1, 3)));
        assertEquals(3600, shop.quote(gold.id(), EquipmentType.CITY_BIKE, RentalPeriod.ofDays(JUNE_1, 3)));
        shop.addRule(new WeeklyDeal());
        assertEquals(9000, shop.quote(std.id(), EquipmentType.CITY_BIKE, RentalPeriod.ofDays(JUNE_1, 7)));
        assertEquals(12000, shop.quote(std.id(), EquipmentType.CITY_BIKE, RentalPeriod.ofDays(JUNE_1, 9)));
    }

    @Test
    void lateReturnChargesLateFee() {
        Customer sam = shop.registerCustomer("Sam", "sam@example.org", MemberTier.STANDARD);
        Rental r = shop.rent(sam.id(), bike.getId(), RentalPeriod.ofDays(JUNE_1, 2)); // ends June 2
        Invoice inv = shop.returnItem(r.getId(), LocalDate.of(2024, 6, 4));        // 2 days late
        assertEquals(3000 + 2 * 2250, inv.totalCents());
        assertEquals("Late return 2 day(s)", inv.findLine("Late").orElseThrow().description());
        assertTrue(bike.isAvailable());
        assertEquals(inv.totalCents(), shop.revenueCents());
    }

    @Test
    void goldGetsOneGraceDay() {
        Customer gil = shop.registerCustomer("Gil", "gil@example.org", MemberTier.GOLD);
        Rental r = shop.rent(gil.id(), ebike.getId(), RentalPeriod.ofDays(JUNE_1, 1));
        Invoice inv = shop.returnItem(r.getId(), LocalDate.of(2024, 6, 2)); // 1 day late, forgiven
        assertTrue(inv.findLine("Late").isEmpty());
        assertEquals(2800, inv.totalCents());
    }

    @Test
    void standardMayRentEbikeButNotKayak() {
        Customer sam = shop.registerCustomer("Sam", "sam@example.org", MemberTier.STANDARD);
        Rental r = shop.rent(sam.id(), ebike.getId(), RentalPeriod.ofDays(JUNE_1, 1));
        assertTrue(r.isActive());
        assertThrows(RentalException.class, () -> shop.rent(sam.id(), kayak.getId(), RentalPeriod.ofDays(JUNE_1, 1)));
        assertTrue(kayak.isAvailable());
    }

    @Test
    void rentalLimitPerTier() {
        Customer sam = shop.registerCustomer("Sam", "sam@example.org", MemberTier.STANDARD);
        shop.rent(sam.id(), bike.getId(), RentalPeriod.ofDays(JUNE_1, 1));
        shop.rent(sam.id(), helmet.getId(), RentalPeriod.ofDays(JUNE_1, 1));
        assertThrows(RentalException.class, () -> shop.rent(sam.id(), ebike.getId(), RentalPeriod.ofDays(JUNE_1, 1)));
        assertTrue(ebike.isAvailable());
        assertEquals(2, shop.activeRentals(sam.id()).size());
    }

    @Test
    void undoRevertsMostRecentRent() {
        Customer sam = shop.registerCustomer("Sam", "sam@example.org", MemberTier.STANDARD);
        Rental first = shop.rent(sam.id(), bike.getId(), RentalPeriod.ofDays(JUNE_1, 1));
        Rental second = shop.rent(sam.id(), helmet.getId(), RentalPeriod.ofDays(JUNE_1, 1));
        assertTrue(shop.undo());
        assertTrue(shop.findRental(first.getId()).isPresent());
        assertTrue(shop.findRental(second.getId()).isEmpty());
        assertFalse(bike.isAvailable());
        assertTrue(helmet.isAvailable());
        assertTrue(shop.undo());
        assertFalse(shop.undo());
    }

    @Test
    void undoReturnRestoresRevenueAndSpend() {
        Customer sam = shop.registerCustomer("Sam", "sam@example.org", MemberTier.STANDARD);
        Rental r = shop.rent(sam.id(), bike.getId(), RentalPeriod.ofDays(JUNE_1, 2));
        shop.returnItem(r.getId(), JUNE_1.plusDays(1));
        assertEquals(3000, shop.revenueCents());
        assertTrue(shop.undo());
        assertEquals(0, shop.revenueCents());
        assertEquals(0, shop.spendOf(sam.id()));
        assertTrue(r.isActive());
        assertFalse(bike.isAvailable());
        assertEquals(r, shop.activeRentalFor(bike.getId()).orElseThrow());
    }

    @Test
    void topCustomersBiggestSpenderFirst() {
        Customer a = shop.registerCustomer("Ann", "ann@example.org", MemberTier.STANDARD);
        Customer b = shop.registerCustomer("Bob", "bob@example.org", MemberTier.STANDARD);
        Rental ra = shop.rent(a.id(), helmet.getId(), RentalPeriod.ofDays(JUNE_1, 1));
        Rental rb = shop.rent(b.id(), ebike.getId(), RentalPeriod.ofDays(JUNE_1, 3));
        shop.returnItem(ra.getId(), JUNE_1);
        shop.returnItem(rb.getId(), JUNE_1.plusDays(2));
        assertEquals(List.of(b, a), shop.topCustomers(2));
        assertEquals(List.of(b), shop.topCustomers(1));
    }

    @Test
    void queries() {
        Customer sam = shop.registerCustomer("Sam", "sam@example.org", MemberTier.SILVER);
        Rental r1 = shop.rent(sam.id(), bike.getId(), RentalPeriod.ofDays(JUNE_1, 2));
        Rental r2 = shop.rent(sam.id(), kayak.getId(), RentalPeriod.ofDays(JUNE_1, 1));
        assertEquals(List.of(r2, r1), shop.overdue(LocalDate.of(2024, 6, 3)));
        assertEquals(List.of(r2), shop.overdue(LocalDate.of(2024, 6, 2)));
        Map<EquipmentType, List<Rental>> byType = shop.groupRentals(r -> r.getItem().getType());
        assertEquals(List.of(r1), byType.get(EquipmentType.CITY_BIKE));
        assertEquals(List.of(kayak, helmet), inventory.sorted(Comparator.comparing(Item::getLabel)).subList(0, 2));
        assertEquals(List.of(ebike, helmet), inventory.search(Item::isAvailable));
        assertEquals(1, inventory.countAvailableByType().get(EquipmentType.HELMET));
    }

    // ---- parser and script ----------------------------------------------

    @Test
    void parserRejectsBadInput() throws Exception {
        CommandParser p = new CommandParser();
        assertTrue(p.parseLine("  # just a comment", 1).isEmpty());
        CommandParseException e = assertThrows(CommandParseException.class,
                () -> p.parseAll("ADD helmet h2\nRENT a@b.c h2 2024-06-02 2024-06-01"));
        assertEquals(2, e.getLineNumber());
        assertThrows(CommandParseException.class, () -> p.parseLine("FLY away", 1));
        assertThrows(CommandParseException.class, () -> p.parseLine("RETURN x 2024-13-01", 1));
        assertThrows(CommandParseException.class, () -> p.parseLine("REGISTER Ann ann@x.org PLATINUM", 1));
    }

    @Test
    void scriptRunsAgainstShop() throws Exception {
        ScriptRunner runner = new ScriptRunner(shop);
        List<String> out = runner.run(String.join("\n",
                "REGISTER Ann ann@example.org gold",
                "RENT ann@example.org red-bike 2024-06-01 2024-06-03",
                "RENT nobody@example.org volt 2024-06-01 2024-06-03",
                "RETURN red-bike 2024-06-05",
                "UNDO",
                "RETURN red-bike 2024-06-03"));
        assertEquals("registered C1 ann@example.org", out.get(0));
        assertEquals("rented red-bike to Ann for 3 day(s)", out.get(1));
        assertTrue(out.get(2).startsWith("line 3: error"), out.get(2));
        assertEquals("returned red-bike, total 58.50", out.get(3)); // 3600 + 1 late day 2250
        assertEquals("undone", out.get(4));
        assertEquals("returned red-bike, total 36.00", out.get(5));
        assertEquals(3600, shop.revenueCents());
    }
}
