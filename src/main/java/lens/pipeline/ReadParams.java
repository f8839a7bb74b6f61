package lens.pipeline;

/**
 * Tuning of {@link PhotoReader}'s reading.
 *
 * @param turnConfidence below this mean confidence of the first reading (or when it breaks a
 *                       rule) the grid is also read turned by one, two and three quarter turns,
 *                       and the most confident reading wins: photos of a sideways page read as
 *                       garbage with low confidence
 * @param turnSample     how many filled cells decide between the turns (then the best turn is read whole)
 * @param turnMargin     a turned reading must beat the upright one by this much mean confidence
 * @param minShareInside a cell of a grid running off the photo with less of it inside the photo
 *                       is named partly outside ({@link lens.vision.PhotoProblem.CutOff}): a
 *                       digit cut in half reads as another digit (a 9 cut at its middle as a
 *                       1), which can make a proper puzzle with a wrong answer
 */
public record ReadParams(double turnConfidence, int turnSample, double turnMargin, double minShareInside) {
    public static ReadParams defaults() {
        return new ReadParams(0.6, 40, 0.05, 0.7);
    }
}
