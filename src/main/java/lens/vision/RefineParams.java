package lens.vision;

/**
 * Tuning of {@link GridRefiner}.
 *
 * @param size        side of the frontal view the lines are searched in (50 px cells)
 * @param margin      view margin around the rough quad, as a fraction of its side: room for a
 *                    border the rough quad cut off or for text it wrongly took in
 * @param reach       how far (in cells) a refined end line may lie from the rough one
 * @param minSpan     shortest accepted grid side relative to the rough one
 * @param maxSpan     longest accepted grid side relative to the rough one
 * @param gain        the refined ends replace the rough ones only when their comb collects this
 *                    many times the ink of the rough ends' comb
 * @param outward     the corners are put this fraction of a cell outside the border's centre
 *                    line, on its outer edge (where people mark a grid's corner)
 * @param sideReach   how far (in cells) a side's own line may lie from the comb's rectangle: a
 *                    rough corner half a cell off tilts a side by about that much
 * @param passes      refinements in a row, each in the view the previous one made frontal
 */
public record RefineParams(int size, double margin, double reach, double minSpan, double maxSpan, double gain, double outward,
                           double sideReach, int passes) {
    public static RefineParams defaults() {
        return new RefineParams(450, 0.12, 1.0, 0.75, 1.15, 1.25, 0.08, 0.45, 2);
    }

    /** These rules in a frontal view {@code size} across. */
    public RefineParams withSize(int size) {
        return new RefineParams(size, margin, reach, minSpan, maxSpan, gain, outward, sideReach, passes);
    }
}
