package lens.ocr.training;

/**
 * How much rendered digits are varied, so that they look like digits cut out of phone photos.
 *
 * @param maxRotationDeg  tilt either way (photos are rarely square to the page)
 * @param maxShear        italic-like slant either way
 * @param minHeight       smallest digit height in pixels (a 640x480 photo's grid gives ~20 px cells)
 * @param maxHeight       largest
 * @param maxThickenSteps strokes thickened or thinned by up to this many 1-pixel steps (print weight, ink bleed)
 * @param maxBlurSigma    Gaussian blur (focus, motion)
 * @param maxNoise        Gaussian noise standard deviation in grey levels (sensor noise)
 * @param binaryShare     share of digits thresholded to black and white (as vision's isolation may deliver)
 */
public record RenderParams(double maxRotationDeg, double maxShear, int minHeight, int maxHeight,
                           int maxThickenSteps, double maxBlurSigma, double maxNoise, double binaryShare) {
    public static final RenderParams DEFAULT = new RenderParams(8, 0.15, 12, 48, 1, 1.2, 20, 0.5);
}
