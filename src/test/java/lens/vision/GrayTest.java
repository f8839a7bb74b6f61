package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;

/**
 * The ink grey on a page of one paper colour with one patch of ink (BGR order): red print as dark
 * as it is in green and blue, blue and black ink and the paper as the luminance has them.
 */
class GrayTest {
    @BeforeAll
    static void load() {
        OpenCvLoader.ensureLoaded();
    }

    /** Grey levels of {paper, ink} in the ink grey and in the luminance. */
    private static double[][] levels(Scalar paper, Scalar ink) {
        Mat page = new Mat(100, 100, CvType.CV_8UC3, paper);
        page.submat(new Rect(40, 40, 20, 20)).setTo(ink);
        Mat inkGrey = Gray.ofInk(page);
        Mat luma = Gray.of(page);
        double[][] out = {{inkGrey.get(10, 10)[0], inkGrey.get(50, 50)[0]}, {luma.get(10, 10)[0], luma.get(50, 50)[0]}};
        page.release();
        inkGrey.release();
        luma.release();
        return out;
    }

    @Test
    void redPrintIsAsDarkAsItsGreenAndBlue() {
        double[][] l = levels(new Scalar(235, 235, 235), new Scalar(70, 60, 210));
        assertEquals(235, l[0][0], 1, "paper stays as it is");
        assertTrue(l[0][1] < 80, "red ink reads dark: " + l[0][1]);
        assertTrue(l[1][1] > 100, "the luminance has it pale: " + l[1][1]);
    }

    @Test
    void blueAndBlackInkAndWarmPaperAreTheLuminance() {
        for (Scalar ink : new Scalar[] {new Scalar(170, 70, 40), new Scalar(40, 40, 40), new Scalar(120, 120, 120)}) {
            // warm light: the paper's red is well above its blue
            double[][] l = levels(new Scalar(170, 210, 235), ink);
            assertEquals(l[1][0], l[0][0], 1, "paper");
            assertEquals(l[1][1], l[0][1], 1, "ink " + ink);
        }
    }

    @Test
    void aGreyPictureIsLeftAsItIs() {
        Mat grey = new Mat(10, 10, CvType.CV_8UC1, new Scalar(123));
        Mat out = Gray.ofInk(grey);
        assertEquals(123, out.get(5, 5)[0]);
        grey.release();
        out.release();
    }
}
