package org.example.rental;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Runs a script of {@link Command}s against a shop and reports one line per command. */
public class ScriptRunner {

    private final RentalShop shop;
    private final CommandParser parser = new CommandParser();

    public ScriptRunner(RentalShop shop) {
        this.shop = Objects.requireNonNull(shop, "shop");
    }

    /** Parses the whole script first, so a typo anywhere means nothing is executed. */
    public List<String> run(String script) throws CommandParseException {
        List<Command> commands = parser.parseAll(script);
        List<String> output = new ArrayList<>();
        for (Command command : commands) {
            output.add(execute(command));
        }
        return output;
    }

    public String execute(Command command) {
        try {
            return switch (command.verb()) {
                case REGISTER -> {
                    MemberTier tier = command.args().size() > 2
                            ? MemberTier.parse(command.arg(2)) : MemberTier.STANDARD;
                    Customer c = shop.registerCustomer(command.arg(0), command.arg(1), tier);
                    yield "registered " + c.id() + " " + c.email();
                }
                case ADD -> {
                    EquipmentType type = EquipmentType.fromCode(command.arg(0)).orElseThrow();
                    Item item = shop.getInventory().add(type, command.arg(1));
                    yield "added " + item.getLabel();
                }
                case RENT -> {
                    Customer c = shop.findCustomerByEmail(command.arg(0))
                            .orElseThrow(() -> new RentalException("no customer with email " + command.arg(0)));
                    Item item = itemByLabel(command.arg(1));
                    Rental r = shop.rent(c.id(), item.getId(),
                            new RentalPeriod(command.dateArg(2), command.dateArg(3)));
                    yield "rented " + item.getLabel() + " to " + c.name() + " for " + r.getPeriod().days() + " day(s)";
                }
                case RETURN -> {
                    Item item = itemByLabel(command.arg(0));
                    Rental r = shop.activeRentalFor(item.getId())
                            .orElseThrow(() -> new RentalException(item.getLabel() + " is not rented out"));
                    Invoice invoice = shop.returnItem(r.getId(), command.dateArg(1));
                    yield "returned " + item.getLabel() + ", total " + Invoice.money(invoice.totalCents());
                }
                case UNDO -> shop.undo() ? "undone" : "nothing to undo";
            };
        } catch (RentalException | IllegalArgumentException | IllegalStateException e) {
            return "line " + command.lineNumber() + ": error: " + e.getMessage();
        }
    }

    private Item itemByLabel(String label) {
        return shop.getInventory().findByLabel(label)
                .orElseThrow(() -> new RentalException("no item labelled " + label));
    }
}
