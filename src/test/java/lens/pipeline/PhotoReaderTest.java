package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import lens.vision.OpenCvLoader;
import lens.vision.Quad;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opencv.core.Point;

/** When a levelled second look's grid is only a part of the grid the first look found. */
class PhotoReaderTest {
    /** A grid of 9 cells of 50 px, slightly turned, as the first look finds it. */
    private static final Quad GRID = Quad.of(new Point(100, 20), new Point(552, 28), new Point(545, 478), new Point(93, 470));

    @BeforeAll
    static void load() {
        OpenCvLoader.ensureLoaded();
    }

    @Test
    void aBlockOfCellsInsideTheGridIsAPartOfIt() {
        // 3 columns by 6 rows at the grid's right, its corners a few pixels off the lines
        Quad block = Quad.of(new Point(402, 170), new Point(552, 173), new Point(548, 476), new Point(398, 472));
        assertTrue(PhotoReader.partOf(GRID, block));
    }

    @Test
    void theWholeGridFoundElsewhereIsNotAPart() {
        Quad shifted = Quad.of(new Point(130, 60), new Point(580, 66), new Point(575, 470), new Point(125, 462));
        assertFalse(PhotoReader.partOf(GRID, shifted), "as large as the first: a grid, not a part");
    }

    @Test
    void aSmallGridBesideTheFirstIsNotAPart() {
        Quad beside = Quad.of(new Point(600, 100), new Point(780, 100), new Point(780, 280), new Point(600, 280));
        assertFalse(PhotoReader.partOf(GRID, beside), "outside the first look's outline");
    }

    @Test
    void aPartReachingWellOutsideTheGridIsNot() {
        // a block whose lower corners lie two cells below the grid: not its cells
        Quad below = Quad.of(new Point(200, 320), new Point(400, 322), new Point(400, 570), new Point(200, 568));
        assertFalse(PhotoReader.partOf(GRID, below));
    }
}
