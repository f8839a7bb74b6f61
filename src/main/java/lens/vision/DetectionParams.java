package lens.vision;

/**
 * Tuning of {@link GridDetector}.
 *
 * @param workSize        the longer image side is scaled down to this before detection; photos
 *                        beyond it only cost time, a grid stays > 200 px
 * @param blurSize        Gaussian blur kernel; removes JPEG noise and paper texture
 * @param blockFraction   adaptive-threshold block as a fraction of the longer side; a few grid
 *                        cells wide, so that uneven light is followed but lines stand out
 * @param thresholdC      how much darker than its neighbourhood a pixel must be to count as ink
 * @param faintC          the same for a second look when no grid is found at {@code thresholdC}:
 *                        the lines of a blurred or dim photo are only a few grey levels darker
 * @param minAreaFraction the smallest grid, as a share of the image area
 * @param epsilonFraction polygon simplification tolerance as a share of the contour perimeter
 * @param maxSideRatio    longest over shortest quad side; a grid seen at a steep angle stays below
 * @param candidates      how many of the largest contours to try
 */
public record DetectionParams(int workSize, int blurSize, double blockFraction, double thresholdC, double faintC,
                              double minAreaFraction, double epsilonFraction, double maxSideRatio, int candidates) {
    public static DetectionParams defaults() {
        return new DetectionParams(640, 5, 0.04, 7, 3, 0.08, 0.02, 2.5, 8);
    }

    /**
     * A second look for a grid that fills little of a large photo (a puzzle on a whole newspaper
     * page, a 12 MP phone photo taken from afar): detection at 1600 px instead of 640, for grids
     * down to a tenth of the photo's side (1% of its area) instead of 28%. The sample
     * newspaper-2 shrunk into a 4000 x 3000 frame, grid 540 px across: found (not at 640);
     * 36-51 ms a look at load 8.
     */
    public DetectionParams forSmallGrids() {
        return new DetectionParams(1600, blurSize, blockFraction, thresholdC, faintC, 0.01, epsilonFraction, maxSideRatio,
                candidates);
    }
}
