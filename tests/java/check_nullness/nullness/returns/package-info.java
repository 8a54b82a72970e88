// A default for return values: parameters may still be null.
@ReturnsNonnull
package nullness.returns;

import nullness.own.ReturnsNonnull;
