package lens.vision;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Which digits {@code verify} takes as possibly a solver's pencil mark, by their height on the page. */
class PencilMarksTest {
    /**
     * On a page of digits half a cell tall, a lone mark a third of a cell tall (0.64 of the
     * median) may be a mark, as may a smaller one; a written answer a little smaller than the
     * print (0.8) may not. A mark of 0.61 of the median escaped the marks' own 0.55 and was read
     * beyond doubt as a 5 where the grid needed a 9: a correct grid called wrong.
     */
    @Test
    void aLoneMarkAThirdOfACellTallMayBeAMarkAWrittenAnswerMayNot() {
        double[] heights = new double[81];
        Arrays.fill(heights, Double.NaN);
        for (int i = 0; i < 30; i++) {
            heights[i] = 0.5;
        }
        heights[40] = 0.32;
        heights[41] = 0.22;
        heights[42] = 0.4;
        heights[43] = 0.47;
        boolean[] expected = new boolean[81];
        expected[40] = true;
        expected[41] = true;
        assertArrayEquals(expected, PencilMarks.markSized(heights));
    }

    /** With fewer than ten digits the page's median says too little: nothing is taken as a mark. */
    @Test
    void tooFewDigitsSayNothing() {
        double[] heights = new double[81];
        Arrays.fill(heights, Double.NaN);
        for (int i = 0; i < 9; i++) {
            heights[i] = i == 0 ? 0.2 : 0.5;
        }
        assertArrayEquals(new boolean[81], PencilMarks.markSized(heights));
    }
}
