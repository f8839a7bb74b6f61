package lens.samples;

import lens.vision.Quad;

/**
 * Where and how a page is photographed.
 *
 * @param width      scene width in pixels
 * @param height     scene height in pixels
 * @param page       where the page's four corners land in the scene (clockwise from top-left)
 * @param curvature  vertical bulge of the paper, as a fraction of the page height (0.01 = 1 %)
 * @param light      brightness change across the scene, 0 = even light, 0.5 = strong
 * @param shadow     depth of a soft shadow band, 0..1
 * @param blurSigma  Gaussian blur in scene pixels (focus and camera shake)
 * @param noiseSigma sensor noise, grey levels
 * @param seed       seed for everything random in the scene
 */
public record SceneSpec(int width, int height, Quad page, double curvature, double light, double shadow,
                        double blurSigma, double noiseSigma, long seed) {
    /** A phone photo of moderate quality. */
    public static SceneSpec photo(int width, int height, Quad page, long seed) {
        return new SceneSpec(width, height, page, 0.012, 0.35, 0.25, 1.0, 6, seed);
    }
}
