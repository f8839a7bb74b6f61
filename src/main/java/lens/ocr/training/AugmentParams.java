package lens.ocr.training;

/**
 * How much each training digit is varied on the fly (on its normalised 28 x 28 square), so that
 * the network sees a slightly different digit every epoch.
 *
 * @param maxRotationDeg tilt either way (photos are rarely square to the page, handwriting leans)
 * @param maxShear       slant either way (italic print, handwriting)
 * @param maxScale       relative size change either way (the normaliser's box is only as good as the crop)
 * @param maxShift       shift in pixels either way (centre of mass moves with stray ink)
 * @param thickenShare   share of digits made bolder or thinner (pen, print weight, thresholding)
 * @param blurShare      share of digits softened (focus)
 * @param maxNoise       largest noise standard deviation, in 0..1 grey levels (sensor noise)
 * @param minContrast    the ink's brightest level is scaled to between this and 1 (faint ink)
 * @param elasticShare   share of digits bent by an elastic distortion (Simard, Steinkraus and
 *                       Platt 2003: a random displacement field smoothed by a Gaussian): a
 *                       writer's own wobble of a stroke, which an affine map cannot make
 */
public record AugmentParams(double maxRotationDeg, double maxShear, double maxScale, double maxShift,
                            double thickenShare, double blurShare, double maxNoise, double minContrast,
                            double elasticShare) {
    public static final AugmentParams DEFAULT = new AugmentParams(10, 0.2, 0.12, 2.0, 0.5, 0.3, 0.06, 0.7, 0);
    /**
     * Wider variation towards the photos' handwriting: fainter ink (pencil, shadow), more blur
     * and slant, bolder or thinner strokes more often.
     */
    public static final AugmentParams HANDWRITING = new AugmentParams(12, 0.3, 0.15, 2.0, 0.7, 0.45, 0.06, 0.4, 0);
    public static final AugmentParams NONE = new AugmentParams(0, 0, 0, 0, 0, 0, 0, 1, 0);

    /** These variations with {@code share} of the digits also elastically distorted. */
    public AugmentParams withElastic(double share) {
        return new AugmentParams(maxRotationDeg, maxShear, maxScale, maxShift, thickenShare, blurShare, maxNoise,
                minContrast, share);
    }
}
