package lens.generate;

import java.util.Locale;
import java.util.function.Supplier;

/** The full-grid fills by name; {@link #UNIFORM} is the default because it alone is unbiased. */
public enum FillMethod {
    /** Uniform over all grids (importance-corrected rejection); see {@link UniformFill}. */
    UNIFORM(UniformFill::new),
    /** The potential-array method, random cell order; biased; see {@link PotentialArrayFill}. */
    POTENTIAL(PotentialArrayFill::new),
    /** Randomised depth-first search; biased; see {@link SearchFill}. */
    SEARCH(SearchFill::new),
    /** Transforms of one seed grid: one equivalence class only; see {@link PermutationFill}. */
    PERMUTATION(PermutationFill::new);

    private final Supplier<GridFill> factory;

    FillMethod(Supplier<GridFill> factory) {
        this.factory = factory;
    }

    /** A new fill; fills keep scratch state, so one per thread. */
    public GridFill newFill() {
        return factory.get();
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
