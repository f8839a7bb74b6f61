package lens.ocr.training;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class AugmenterTest {
    private static final int N = 28;

    /** A digit-like shape: a bar across the top and a stroke down the middle (a 7 without its slant). */
    private static float[] seven() {
        float[] img = new float[N * N];
        for (int x = 6; x < 22; x++) {
            for (int y = 5; y < 8; y++) {
                img[y * N + x] = 1;
            }
        }
        for (int y = 8; y < 24; y++) {
            for (int x = 13; x < 16; x++) {
                img[y * N + x] = 1;
            }
        }
        return img;
    }

    @Test
    void withoutVariationTheDigitStaysAsItIs() {
        float[] src = seven();
        float[] dst = new float[N * N];
        new Augmenter(AugmentParams.NONE).apply(src, dst, new Random(1));
        assertArrayEquals(src, dst, 1e-6f);
    }

    @Test
    void anElasticDistortionBendsStrokesButKeepsTheDigitInPlace() {
        float[] src = seven();
        Augmenter elastic = new Augmenter(AugmentParams.NONE.withElastic(1));
        Random rnd = new Random(7);
        int changed = 0;
        for (int k = 0; k < 50; k++) {
            float[] dst = new float[N * N];
            elastic.apply(src, dst, rnd);
            double moved = 0;
            for (int i = 0; i < dst.length; i++) {
                moved += Math.abs(dst[i] - src[i]);
            }
            changed += moved > 5 ? 1 : 0;
            // about half a pixel of displacement each way: strokes stretched or squeezed (ink 0.77-1.34
            // of the digit's over 2,000 draws), not lost or carried off the square
            double ink = mass(dst) / mass(src);
            assertTrue(ink > 0.5 && ink < 2, "ink kept: " + ink);
            assertEquals(centre(src, true), centre(dst, true), 5);
            assertEquals(centre(src, false), centre(dst, false), 5);
        }
        assertTrue(changed >= 45, "digits bent: " + changed + " of 50");
    }

    private static double mass(float[] img) {
        double m = 0;
        for (float v : img) {
            m += v;
        }
        return m;
    }

    private static double centre(float[] img, boolean x) {
        double m = 0;
        double c = 0;
        for (int i = 0; i < img.length; i++) {
            m += img[i];
            c += img[i] * (x ? i % N : i / N);
        }
        return c / m;
    }
}
