package lens.ocr.training;

import java.util.Random;
import lens.ocr.net.NetShape;

/**
 * Varies a normalised 28 x 28 digit ({@link AugmentParams}): a random affine map (rotation,
 * shear, scale, shift) sampled bilinearly about the centre, for some digits an elastic
 * distortion (a random displacement field smoothed by a Gaussian), then thicker or thinner strokes
 * (a partial 3 x 3 grey dilation or erosion), a light blur, fainter ink and noise. Plain Java on
 * 784 floats: cheaper than a native call per sample. One instance per thread.
 */
final class Augmenter {
    private static final int N = NetShape.SIDE;
    private static final double CENTRE = (N - 1) / 2.0;
    /**
     * The elastic field's smoothing (px) and strength: Simard, Steinkraus and Platt's sigma for
     * 28 x 28 digits (ICDAR 2003) and half their alpha (34 read the validation cells worse,
     * docs/reading-notebook.md 2026-11-30): strokes move about half a pixel each way on average,
     * a stroke bent rather than the digit moved.
     */
    private static final double ELASTIC_SIGMA = 4;
    private static final double ELASTIC_ALPHA = 17;
    private static final float[] GAUSS = gaussian(ELASTIC_SIGMA);

    private final AugmentParams p;
    private final float[] tmp = new float[N * N];
    private final float[] dx = new float[N * N];
    private final float[] dy = new float[N * N];

    Augmenter(AugmentParams params) {
        this.p = params;
    }

    /** Writes a varied copy of {@code src} into {@code dst} (both 28 x 28, 0..1). */
    void apply(float[] src, float[] dst, Random rnd) {
        warp(src, dst, rnd);
        if (p.elasticShare() > 0 && rnd.nextDouble() < p.elasticShare()) {
            elastic(dst, rnd);
        }
        if (rnd.nextDouble() < p.thickenShare()) {
            float t = (float) (rnd.nextDouble() * 2 - 1);
            morph(dst, tmp, t > 0);
            blend(dst, tmp, Math.abs(t));
        }
        if (rnd.nextDouble() < p.blurShare()) {
            blur(dst, tmp);
            blend(dst, tmp, (float) rnd.nextDouble());
        }
        float contrast = (float) (p.minContrast() + rnd.nextDouble() * (1 - p.minContrast()));
        float noise = (float) (rnd.nextDouble() * p.maxNoise());
        for (int i = 0; i < dst.length; i++) {
            float v = dst[i] * contrast + (noise > 0 ? (float) rnd.nextGaussian() * noise : 0f);
            dst[i] = Math.max(0f, Math.min(1f, v));
        }
    }

    private void warp(float[] src, float[] dst, Random rnd) {
        double angle = Math.toRadians(sym(rnd) * p.maxRotationDeg());
        double shear = sym(rnd) * p.maxShear();
        double sx = 1 + sym(rnd) * p.maxScale();
        double sy = sx * (1 + sym(rnd) * p.maxScale() / 2);
        double tx = sym(rnd) * p.maxShift();
        double ty = sym(rnd) * p.maxShift();
        // forward map: scale, shear, rotate; sample with its inverse
        double cos = Math.cos(angle), sin = Math.sin(angle);
        double a = cos * sx, b = cos * shear * sy - sin * sy;
        double c = sin * sx, d = sin * shear * sy + cos * sy;
        double det = a * d - b * c;
        double ia = d / det, ib = -b / det, ic = -c / det, id = a / det;
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                double u = x - CENTRE - tx, v = y - CENTRE - ty;
                dst[y * N + x] = sample(src, ia * u + ib * v + CENTRE, ic * u + id * v + CENTRE);
            }
        }
    }

    /** Bends {@code img} in place along a smooth random displacement field. */
    private void elastic(float[] img, Random rnd) {
        field(dx, rnd);
        field(dy, rnd);
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                int i = y * N + x;
                tmp[i] = sample(img, x + dx[i], y + dy[i]);
            }
        }
        System.arraycopy(tmp, 0, img, 0, img.length);
    }

    /** A displacement field: uniform noise in -1..1, smoothed by {@link #GAUSS} both ways, times {@link #ELASTIC_ALPHA}. */
    private void field(float[] f, Random rnd) {
        for (int i = 0; i < f.length; i++) {
            f[i] = (float) sym(rnd);
        }
        int r = GAUSS.length / 2;
        for (int pass = 0; pass < 2; pass++) {
            for (int y = 0; y < N; y++) {
                for (int x = 0; x < N; x++) {
                    float v = 0;
                    for (int k = -r; k <= r; k++) {
                        int xx = pass == 0 ? x + k : x;
                        int yy = pass == 0 ? y : y + k;
                        v += GAUSS[k + r] * at(f, xx, yy);
                    }
                    tmp[y * N + x] = v;
                }
            }
            System.arraycopy(tmp, 0, f, 0, f.length);
        }
        for (int i = 0; i < f.length; i++) {
            f[i] *= (float) ELASTIC_ALPHA;
        }
    }

    /** A normalised Gaussian kernel of {@code sigma}, three sigmas either side. */
    private static float[] gaussian(double sigma) {
        int r = (int) Math.ceil(3 * sigma);
        float[] g = new float[2 * r + 1];
        double sum = 0;
        for (int k = -r; k <= r; k++) {
            sum += g[k + r] = (float) Math.exp(-k * k / (2 * sigma * sigma));
        }
        for (int k = 0; k < g.length; k++) {
            g[k] /= (float) sum;
        }
        return g;
    }

    private static float sample(float[] img, double x, double y) {
        int x0 = (int) Math.floor(x), y0 = (int) Math.floor(y);
        float fx = (float) (x - x0), fy = (float) (y - y0);
        return (1 - fy) * ((1 - fx) * at(img, x0, y0) + fx * at(img, x0 + 1, y0))
                + fy * ((1 - fx) * at(img, x0, y0 + 1) + fx * at(img, x0 + 1, y0 + 1));
    }

    private static float at(float[] img, int x, int y) {
        return x < 0 || y < 0 || x >= N || y >= N ? 0f : img[y * N + x];
    }

    /** 3 x 3 grey dilation (max) or erosion (min) of {@code src} into {@code out}. */
    private static void morph(float[] src, float[] out, boolean dilate) {
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                float v = src[y * N + x];
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        float w = at(src, x + dx, y + dy);
                        v = dilate ? Math.max(v, w) : Math.min(v, w);
                    }
                }
                out[y * N + x] = v;
            }
        }
    }

    /** 3 x 3 binomial blur of {@code src} into {@code out}. */
    private static void blur(float[] src, float[] out) {
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                float v = 4 * at(src, x, y)
                        + 2 * (at(src, x - 1, y) + at(src, x + 1, y) + at(src, x, y - 1) + at(src, x, y + 1))
                        + at(src, x - 1, y - 1) + at(src, x + 1, y - 1) + at(src, x - 1, y + 1) + at(src, x + 1, y + 1);
                out[y * N + x] = v / 16;
            }
        }
    }

    /** img = (1 - t) img + t other */
    private static void blend(float[] img, float[] other, float t) {
        for (int i = 0; i < img.length; i++) {
            img[i] += t * (other[i] - img[i]);
        }
    }

    private static double sym(Random rnd) {
        return rnd.nextDouble() * 2 - 1;
    }
}
