// Every parameter of the package is non-null unless it says otherwise.
@ParametersAreNonnullByDefault
package nullness.marked;

import javax.annotation.ParametersAreNonnullByDefault;
