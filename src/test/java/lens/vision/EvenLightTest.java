package lens.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import lens.samples.CameraConditions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Rect;
import org.opencv.core.Scalar;
import org.opencv.core.Size;
import org.opencv.imgproc.Imgproc;

class EvenLightTest {
    @BeforeAll
    static void load() {
        OpenCvLoader.ensureLoaded();
    }

    /** A 450 px grid square: paper 200, grid lines and a few digit-like strokes at 40. */
    private static Mat square() {
        Mat s = new Mat(450, 450, CvType.CV_8UC1, new Scalar(200));
        for (int i = 0; i <= 9; i++) {
            Imgproc.line(s, new Point(i * 50, 0), new Point(i * 50, 449), new Scalar(40), i % 3 == 0 ? 4 : 2);
            Imgproc.line(s, new Point(0, i * 50), new Point(449, i * 50), new Scalar(40), i % 3 == 0 ? 4 : 2);
        }
        Imgproc.putText(s, "5", new Point(113, 88), Imgproc.FONT_HERSHEY_SIMPLEX, 1.2, new Scalar(40), 4);
        Imgproc.putText(s, "7", new Point(313, 288), Imgproc.FONT_HERSHEY_SIMPLEX, 1.2, new Scalar(40), 4);
        return s;
    }

    @Test
    void anEvenlyLitSquareIsLeftExactlyAsItIs() {
        Mat s = square();
        // light falling off across the page, as a lamp to one side: 200 down to 120
        for (int x = 0; x < 450; x++) {
            Mat col = s.submat(new Rect(x, 0, 1, 450));
            org.opencv.core.Core.multiply(col, new Scalar(1 - 0.4 * x / 450.0), col);
        }
        EvenLight.Levelled l = EvenLight.ifShaded(s);
        assertSame(s, l.square());
        assertTrue(l.edgeCells().isEmpty());
        s.release();
    }

    @Test
    void aShadowsEdgeIsDividedAwayAndTheInkStays() {
        Mat s = square();
        // the right half in a shadow of light 0.5, a hard edge through the middle of a cell
        Mat right = s.submat(new Rect(225, 0, 225, 450));
        org.opencv.core.Core.multiply(right, new Scalar(0.5), right);
        EvenLight.Levelled l = EvenLight.ifShaded(s);
        Mat even = l.square();
        assertNotSame(s, even);
        // the edge runs down the middle of column 5 (x = 200-250): those nine cells and no others
        assertEquals(List.of(4, 13, 22, 31, 40, 49, 58, 67, 76), l.edgeCells());
        assertEquals(200, even.get(25, 215)[0], 6, "lit paper keeps its grey");
        assertEquals(200, even.get(25, 235)[0], 6, "shaded paper is brought up to it");
        assertTrue(even.get(300, 250)[0] < 70, "a grid line in the shadow stays dark: " + even.get(300, 250)[0]);
        even.release();
    }

    @Test
    void boxesPrintedOnGreyCrossNoDigitEvenAFewPixelsOffTheLinesOrUnderABoldDigit() {
        Mat s = square();
        // alternate boxes on grey 0.55, drawn 4 px down and right of the lines (a bent page)
        for (int box : List.of(0, 2, 4, 6, 8)) {
            Mat b = s.submat(new Rect(box % 3 * 150 + 4, box / 3 * 150 + 4, box % 3 == 2 ? 146 : 150, box / 3 == 2 ? 146 : 150));
            Core.multiply(b, new Scalar(0.55), b);
        }
        // a bold blurred 8 in a shaded box, darker and wider than the closing
        Imgproc.putText(s, "8", new Point(163, 240), Imgproc.FONT_HERSHEY_SIMPLEX, 1.6, new Scalar(20), 9);
        Imgproc.GaussianBlur(s, s, new Size(0, 0), 1.5);
        EvenLight.Levelled l = EvenLight.ifShaded(s);
        assertNotSame(s, l.square(), "the shaded boxes are divided out");
        // the level's range over the whole cell named 31 cells along the boxes' sides and the 8's;
        // the 8 beside a box's edge meets both rings of its cell, but one cell crossed is no edge
        assertEquals(List.of(), l.edgeCells(), "no shadow's edge crosses a digit");
        l.square().release();
    }

    @Test
    void withAShadowsEdgeAcrossADarkBlotElsewhereIsDoubtedToo() {
        Mat s = square();
        // a blot 24 px across in r9c1 (a dim photo's noise dips the level so: specks there read as digits)
        Imgproc.circle(s, new Point(25, 425), 12, new Scalar(110), -1);
        Mat right = s.submat(new Rect(225, 0, 225, 450));
        Core.multiply(right, new Scalar(0.5), right);
        EvenLight.Levelled l = EvenLight.ifShaded(s);
        assertEquals(List.of(4, 13, 22, 31, 40, 49, 58, 67, 72, 76), l.edgeCells());
        l.square().release();
    }

    @Test
    void aSlantingShadowsEdgeLeavesTheDigitsOnItWhole() {
        // bold digits, blurred as a soft photo's, on the line a shadow's edge will take
        Mat lit = square();
        Imgproc.putText(lit, "6", new Point(160, 230), Imgproc.FONT_HERSHEY_SIMPLEX, 1.5, new Scalar(40), 7);
        Imgproc.putText(lit, "8", new Point(260, 380), Imgproc.FONT_HERSHEY_SIMPLEX, 1.5, new Scalar(40), 7);
        Imgproc.GaussianBlur(lit, lit, new Size(0, 0), 2);
        // light 0.5 left of a line 60 degrees from the horizontal through both digits, its edge 6 px wide
        Mat shaded = slantingShadow(lit, 0.5);
        EvenLight.Levelled l = EvenLight.ifShaded(shaded);
        Mat even = l.square();
        assertNotSame(shaded, even);
        for (Rect digit : List.of(new Rect(150, 180, 50, 60), new Rect(250, 330, 50, 60))) {
            Mat diff = new Mat();
            Core.absdiff(even.submat(digit), lit.submat(digit), diff);
            double mean = Core.mean(diff).val[0];
            double worst = Core.minMaxLoc(diff).maxVal;
            // a square closing left the level dark where the digit met the edge, and part of the
            // digit white: 10-14 grey levels off on average, up to 88-93 (a disc: 4, 40-57)
            assertTrue(mean < 7, "the digit on the edge reads as in even light: off by " + mean + " on average");
            assertTrue(worst < 75, "the digit on the edge reads as in even light: off by up to " + worst);
            diff.release();
        }
        even.release();
        lit.release();
    }

    /** {@code s} (not changed) with the light falling to {@code light} left of a line 60 degrees from the horizontal, its edge 6 px wide. */
    private static Mat slantingShadow(Mat s, double light) {
        return CameraConditions.shadow(s, light, 175, 215, Math.toRadians(150), 1.5 * 1.702);
    }

    @Test
    void aPaleSlantingShadowIsDividedButAPaleShadedBoxIsNot() {
        // light 0.68: a shadow's edge slanting across the grid thresholds into a band; a box
        // printed on grey along the grid's lines is part of the page
        Mat slanting = slantingShadow(square(), 0.68);
        EvenLight.Levelled l = EvenLight.ifShaded(slanting);
        assertNotSame(slanting, l.square(), "a slanting step to 0.68 is divided");
        assertEquals(200, l.square().get(325, 75)[0], 8, "the shaded paper is brought up to the lit");
        l.square().release();
        Mat boxed = square();
        Mat box = boxed.submat(new Rect(150, 150, 150, 150));
        org.opencv.core.Core.multiply(box, new Scalar(0.68), box);
        EvenLight.Levelled b = EvenLight.ifShaded(boxed);
        assertSame(boxed, b.square(), "a shaded box's step to 0.68 is left as it is");
        boxed.release();
    }
}
