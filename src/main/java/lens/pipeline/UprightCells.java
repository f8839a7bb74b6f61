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

    /** {@code cells} cut upright; {@code stats}: their ink measurements (null where empty). */
    UprightCells(CellImages cells, PhotoReading.Read reading, InkStats[] stats) {
        this.cells = cells;
        this.reading = reading;
        this.stats = stats.clone();
    }

    /**
     * These cells, cut upright from a grid found turned by {@code turns}: the reading says that
     * turn (its geometry is already upright). Takes over the cell images.
     */
    UprightCells foundTurned(int turns) {
        return new UprightCells(cells, reading.withTurns(turns), stats);
    }

    /** The reading of the upright grid (its {@code turns} say how the photo's grid was turned). */
    public PhotoReading.Read reading() {
        return reading;
    }

    /** Whether upright cell {@code cell} (row * 9 + column) holds ink. */
    public boolean filled(int cell) {
        return cells.get(cell).filled();
    }

    /** The ink of upright cell {@code cell}: a new Mat the caller releases; null when empty. */
    public Mat ink(int cell) {
        Mat ink = cells.get(cell).ink();
        return ink == null ? null : ink.clone();
    }

    /**
     * The second cut of upright cell {@code cell}'s digit as reading weighs it
     * ({@link PhotoReader#followedCut}: a written digit's strokes followed into fainter ink): a new
     * Mat the caller releases; null when reading reads one cut there.
     */
    public Mat followedInk(int cell) {
        Mat followed = PhotoReader.followedCut(cells.get(cell), reading.kinds().kind(cell));
        return followed == null ? null : followed.clone();
    }

    /** The ink measurements of upright cell {@code cell} (what tells print from handwriting); null when empty. */
    public InkStats inkStats(int cell) {
        return stats[cell];
    }

    @Override
    public void close() {
        cells.close();
    }
}
