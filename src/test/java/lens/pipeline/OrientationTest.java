package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import lens.vision.GridGeometry;
import lens.vision.Quad;
import org.junit.jupiter.api.Test;
import org.opencv.core.Point;

class OrientationTest {
    private static GridGeometry skewed() {
        // A homography with perspective terms, and uneven grid lines.
        double[] h = {1.1, 0.2, 40, -0.1, 0.9, 30, 0.0002, 0.0001, 1};
        int[] rows = {0, 52, 99, 150, 201, 249, 300, 352, 401, 450};
        int[] cols = {2, 50, 101, 149, 200, 252, 299, 350, 398, 449};
        Quad q = Quad.of(new Point(40, 30), new Point(500, -10), new Point(560, 420), new Point(100, 460));
        return new GridGeometry(q, 450, h, rows, cols);
    }

    @Test
    void turnedCellsLandWhereTheirSourceCellsWere() {
        GridGeometry g = skewed();
        for (int turns = 0; turns < 4; turns++) {
            GridGeometry t = Orientation.turn(g, turns);
            for (int cell = 0; cell < 81; cell++) {
                int src = Orientation.sourceCell(cell, turns);
                Point a = g.cellCentre(src / 9, src % 9);
                Point b = t.cellCentre(cell / 9, cell % 9);
                Point pa = g.toPhoto(a.x, a.y);
                Point pb = t.toPhoto(b.x, b.y);
                assertEquals(pa.x, pb.x, 1e-6, "turns " + turns + " cell " + cell);
                assertEquals(pa.y, pb.y, 1e-6, "turns " + turns + " cell " + cell);
            }
        }
    }

    @Test
    void fourTurnsAreNone() {
        for (int cell = 0; cell < 81; cell++) {
            int c = cell;
            for (int i = 0; i < 4; i++) {
                c = Orientation.sourceCell(c, 1);
            }
            assertEquals(cell, c);
        }
        assertEquals(72, Orientation.sourceCell(0, 1), "one clockwise turn brings the bottom-left cell to the top-left");
    }
}
