package lens.pipeline;

import lens.vision.CellImages;
import lens.vision.InkStats;
import org.opencv.core.Mat;

/**
 * The cells of a found grid seen the right way up, with their reading: what
 * {@link PhotoReader#cut} hands to whoever needs the cell images themselves (training cuts its
 * labelled digits here, so that it learns from exactly what reading sees). Owns the cell images:
 * close it.
 */
public final class UprightCells implements AutoCloseable {
    private final CellImages cells;
    private final PhotoReading.Read reading;
    private final InkStats[] stats;
    /** Quarter turns that bring {@code cells} upright (0 when they were cut upright). */
    private final int cellTurns;

    /** {@code stats}: the ink measurements of {@code cells} as cut (null where empty); {@code cellTurns} bring them upright. */
    UprightCells(CellImages cells, PhotoReading.Read reading, InkStats[] stats, int cellTurns) {
        this.cells = cells;
        this.reading = reading;
        this.stats = stats.clone();
        this.cellTurns = cellTurns;
    }

    /**
     * These cells, cut upright from a grid found turned by {@code turns}: the reading says that
     * turn (its geometry is already upright). Takes over the cell images.
     */
    UprightCells foundTurned(int turns) {
        return new UprightCells(cells, reading.withTurns(turns), stats, cellTurns);
    }

    /** The reading of the upright grid (its {@code turns} say how the photo's grid was turned). */
    public PhotoReading.Read reading() {
        return reading;
    }

    /** Whether upright cell {@code cell} (row * 9 + column) holds ink. */
    public boolean filled(int cell) {
        return cells.get(Orientation.sourceCell(cell, cellTurns)).filled();
    }

    /** The ink of upright cell {@code cell}, turned upright: a new Mat the caller releases; null when empty. */
    public Mat ink(int cell) {
        Mat ink = cells.get(Orientation.sourceCell(cell, cellTurns)).ink();
        if (ink == null) {
            return null;
        }
        Mat turned = Orientation.turnInk(ink, cellTurns);
        return turned == ink ? ink.clone() : turned;
    }

    /** The ink measurements of upright cell {@code cell} (what tells print from handwriting); null when empty. */
    public InkStats inkStats(int cell) {
        InkStats s = stats[Orientation.sourceCell(cell, cellTurns)];
        return s == null ? null : Orientation.turnStats(s, cellTurns, cell);
    }

    @Override
    public void close() {
        cells.close();
    }
}
