package objs;

import java.util.Objects;

// A desk whose constructor takes a policy, an interface: the policy is made
// by its implementation's public constructor (whose arguments are all
// numbers), never field by field in a state that constructor refuses.
public class Fees {
    public interface Policy {
        long fee(int days);
    }

    public static final class Daily implements Policy {
        private final long cents;

        public Daily(long cents) {
            if (cents <= 0) throw new IllegalArgumentException("cents must be positive: " + cents);
            this.cents = cents;
        }

        public long cents() {
            return cents;
        }

        @Override
        public long fee(int days) {
            return days <= 0 ? 0 : days * cents;
        }
    }

    private final Policy policy;

    public Fees(Policy policy) {
        this.policy = Objects.requireNonNull(policy, "policy");
    }

    public long charge(int days) {
        long fee = policy.fee(days);
        return fee > 1000 ? 1000 : fee;
    }
}
