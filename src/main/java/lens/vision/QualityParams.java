package lens.vision;

/**
 * Tuning of {@link PhotoQuality}.
 *
 * @param edgeMargin    a grid corner this close (pixels) to the frame's edge means the grid runs
 *                      off the photo there: its outline would be the frame, not the grid
 * @param edgeShare     a corner this close as a share of the frame's width (left, right) or height
 *                      (top, bottom) means the grid may run off there: one cut by the frame is
 *                      often found along the nearest line left inside, a few pixels in
 *                      (newspaper-2 cut at the top and right and blurred: corners 6-9 px from a
 *                      600 x 450 frame's edges); 38 of the 160 hand-filled photos, uncut, come as
 *                      close, so this only explains a reading that fails
 * @param minGridPixels a grid's shortest side in the photo below this many pixels has cells too
 *                      small to read (about 13 px): on the shared printed photos scaled down,
 *                      misreadings start near 110 px
 * @param minSharpness  a warped grid less sharp than this ({@link GridSharpness}) is too blurred:
 *                      on the train and validation parts of the shared printed photos and their
 *                      blurred and shrunk copies (Gaussian sigma 1 to 6 px, scale 0.18 to 0.5),
 *                      148 of the 168 readings below it had misread cells, 111 of the 782 above;
 *                      2 of the 138 unaltered photos measure below it (and are still read when
 *                      their reading is clean)
 * @param minPhotoPixels a photo whose shorter side is below this cannot hold a readable grid (a
 *                      grid seldom fills more than 90% of it: 120 / 0.9); said when no grid is found
 * @param minPhotoSharpness a photo in which no grid is found and whose whole picture, scaled to
 *                      the frontal square's side, is less sharp than this is called too blurred:
 *                      on the train and validation parts of the shared photos (printed and
 *                      hand-filled, 274) none of the unaltered photos measures below it (lowest
 *                      0.080), and of their blurred copies (Gaussian sigma 2 to 8 px) in which
 *                      no grid was found, 525 of 694 do
 */
public record QualityParams(int edgeMargin, double edgeShare, int minGridPixels, double minSharpness, int minPhotoPixels,
                            double minPhotoSharpness) {
    public static QualityParams defaults() {
        return new QualityParams(4, 0.025, 120, 0.10, 134, 0.06);
    }
}
