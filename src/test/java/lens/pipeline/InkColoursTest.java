package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Random;
import lens.vision.InkStats;
import org.junit.jupiter.api.Test;

/**
 * Two inks told apart by colour: the print and a pen of another colour, as the validation pen
 * photos measure them (black print about a* 0, b* 2; red print a* 28, b* 7; blue pen a* 12,
 * b* -32; black pen and pencil about 0, 0; the shared hand-filled photos' pasted digits often
 * a* 54, b* 27).
 */
class InkColoursTest {
    /** The ink model's say, undecided on every cell: the colour and the heights decide. */
    private static final double[] MODEL = new double[81];

    static {
        java.util.Arrays.fill(MODEL, 0.5);
    }

    @Test
    void bluePenBesideBlackPrintIsThePen() {
        InkStats[] page = page(new double[] {0, 2}, 28, new double[] {12, -32}, 40);
        InkColours.Split split = assertSplit(page);
        assertSides(split, 28, 68);
    }

    /** A black pen (or pencil) on red print: the warmer ink is the print, though the pen is the darker. */
    @Test
    void aBlackPenOnRedPrintIsThePen() {
        InkStats[] page = page(new double[] {28, 7}, 30, new double[] {0, 0}, 35);
        assertSides(assertSplit(page), 30, 65);
    }

    /**
     * Red digits pasted beside black print (the shared hand-filled photos): the warmer ink is the
     * pen here, and the ink model, clearly sure which digits are written, says so.
     */
    @Test
    void theInkModelsClearSayOverrulesTheWarmth() {
        InkStats[] page = page(new double[] {0, 2}, 30, new double[] {54, 27}, 45);
        double[] model = new double[81];
        for (int cell = 0; cell < 75; cell++) {
            model[cell] = cell < 30 ? 0.2 : 0.8;
        }
        assertSides(InkColours.of(page, model), 30, 75);
        assertSides(InkColours.of(page(new double[] {28, 7}, 30, new double[] {0, 0}, 35), MODEL), 30, 65);
    }

    @Test
    void oneInkIsNoSplit() {
        assertNull(InkColours.of(page(new double[] {0, 2}, 30, new double[] {0, 2}, 40), MODEL));
    }

    /** Black print beside a pen hardly bluer (6 units of b*): the colours say nothing sure. */
    @Test
    void nearlyAlikeInksAreNoSplit() {
        assertNull(InkColours.of(page(new double[] {0, 2}, 30, new double[] {1, -4}, 40), MODEL));
    }

    /** A pen's colour in more cells than the print could be: too few digits left for a puzzle's print. */
    @Test
    void aPrintOfTooFewDigitsIsNoSplit() {
        assertNull(InkColours.of(page(new double[] {0, 2}, 10, new double[] {12, -32}, 60), MODEL));
    }

    /** The classifier takes blue digits for pen even where their grey measures are the print's. */
    @Test
    void theClassifierCallsAPensColourWritten() {
        InkStats[] page = page(new double[] {0, 2}, 28, new double[] {12, -32}, 20);
        CellKinds kinds = InkClassifier.standard().classify(page);
        for (int cell = 0; cell < 28; cell++) {
            assertEquals(InkKind.PRINTED, kinds.kind(cell), "cell " + cell);
        }
        for (int cell = 28; cell < 48; cell++) {
            assertEquals(InkKind.WRITTEN, kinds.kind(cell), "cell " + cell);
        }
    }

    private static InkColours.Split assertSplit(InkStats[] page) {
        InkColours.Split split = InkColours.of(page, MODEL);
        assertNotNull(split, "two inks");
        return split;
    }

    /** The first {@code prints} cells are the print's, the next up to {@code end} the pen's. */
    private static void assertSides(InkColours.Split split, int prints, int end) {
        for (int cell = 0; cell < end; cell++) {
            assertEquals(cell < prints, split.print()[cell], "print " + cell);
            assertEquals(cell >= prints, split.pen()[cell], "pen " + cell);
        }
    }

    /**
     * A page of {@code prints} digits of one font with hue {@code print} (give or take 1.5), then
     * {@code pens} written ones of hue {@code pen} (give or take 3), with the grey measures of
     * print for both: only their colour tells them apart.
     */
    private static InkStats[] page(double[] print, int prints, double[] pen, int pens) {
        Random rnd = new Random(7);
        InkStats[] stats = new InkStats[81];
        for (int cell = 0; cell < prints + pens; cell++) {
            boolean printed = cell < prints;
            double[] hue = printed ? print : pen;
            double noise = printed ? 1.5 : 3;
            stats[cell] = new InkStats(cell, 57, 0.079, 0.3, 0.156, 0.55, 0.38, 0.03, 0.0,
                    new double[] {hue[0] + noise * rnd.nextGaussian(), hue[1] + noise * rnd.nextGaussian()});
        }
        return stats;
    }
}
