package lens.pipeline;

import java.util.Locale;
import lens.board.Grid;
import lens.io.ImageFiles;
import lens.ocr.DigitReading;
import lens.ocr.ReliabilityBins;
import lens.vision.DebugSink;

/**
 * Reading measured over a photo set with truth: each photo goes through the reading path and
 * the board correction (puzzles by {@link lens.ocr.correct.BoardCorrector}, filled-in grids by
 * {@link lens.ocr.correct.FilledGridCorrector}, as {@code solve} and {@code verify} read them) and is
 * scored ({@link PhotoScore}); the running totals give grids found, corner error, cells and grids
 * correct, and time per photo (decoding and correction excluded). A cell is correct when
 * empty-versus-digit and the digit both match; {@code filledCorrect} counts only the
 * empty-versus-digit decision.
 */
public final class Evaluation {
    private final PhotoReader reader;
    private final BoardCorrection correction;
    private final boolean reads;
    private int images;
    private int unreadable;
    private int gridsFound;
    private int cells;
    private int cellsCorrect;
    private int filledCorrect;
    private int gridsCorrect;
    private double cornerErrorSum;
    private int cornerCount;
    private long nanos;
    private long slowestNanos;
    private final ReliabilityBins calibration = new ReliabilityBins();
    private int beyondDoubt;
    private int beyondDoubtWrong;

    /** {@code reads}: whether {@code reader} has a recognizer (else only grids and filled cells are scored). */
    public Evaluation(PhotoReader reader, BoardCorrection correction, boolean reads) {
        this.reader = reader;
        this.correction = correction;
        this.reads = reads;
    }

    /**
     * Reads and scores one photo and adds it to the totals. A file that does not decode (damaged,
     * empty, over the size limits) is no measure of reading: it is counted apart
     * ({@code unreadable=} in the summary), not in the images scored, and its score says why
     * ({@link PhotoScore#unreadable()}).
     */
    public PhotoScore evaluate(PhotoSet.Entry e, DebugSink debug) {
        String name = e.image().getFileName().toString();
        Grid truth = e.truth().grid();
        ImageFiles.Loaded loaded = e.load();
        if (!(loaded instanceof ImageFiles.Loaded.Image img)) {
            unreadable++;
            return PhotoScore.unreadable(name, ImageFiles.reason(loaded), reads, truth, e);
        }
        if (images == 0) {
            // Warm-up, untimed: the JIT's first compilations are no photo's cost (the first
            // photo read took several times a running reader's time and was the slowest).
            reader.read(img.mat(), DebugSink.NONE);
        }
        long t0 = System.nanoTime();
        PhotoReading r = reader.read(img.mat(), debug);
        long t = System.nanoTime() - t0;
        img.mat().release();
        if (!(r instanceof PhotoReading.Read read)) {
            addNotFound(t);
            return new PhotoScore(name, r, null, reads, truth, e, t);
        }
        PhotoScore score = new PhotoScore(name, r, correction.apply(read).board(), reads, truth, e, t);
        DigitReading[] readings = read.readings();
        for (int i = 0; i < 81; i++) {
            if (reads && readings[i] != null && truth.get(i) != 0) {
                boolean right = readings[i].digit() == truth.get(i);
                calibration.add(readings[i].probability(), right);
                beyondDoubt += readings[i].beyondDoubt() ? 1 : 0;
                beyondDoubtWrong += readings[i].beyondDoubt() && !right ? 1 : 0;
            }
        }
        addFound(reads ? score.cellsCorrect() : 0, score.filledCorrect(), t);
        if (e.corners() != null) {
            addCornerError(score.cornerError());
        }
        return score;
    }

    /** Photos scored so far: those that decoded, grid found or not (the unreadable ones are not among them). */
    public int scored() {
        return images;
    }

    private void addNotFound(long elapsedNanos) {
        images++;
        cells += 81;
        addTime(elapsedNanos);
    }

    /** One photo whose grid was found: counts of its correct cells. */
    private void addFound(int correctCells, int correctFilled, long elapsedNanos) {
        images++;
        gridsFound++;
        cells += 81;
        cellsCorrect += correctCells;
        filledCorrect += correctFilled;
        gridsCorrect += correctCells == 81 ? 1 : 0;
        addTime(elapsedNanos);
    }

    private void addTime(long elapsedNanos) {
        nanos += elapsedNanos;
        slowestNanos = Math.max(slowestNanos, elapsedNanos);
    }

    private void addCornerError(double px) {
        cornerErrorSum += px;
        cornerCount++;
    }

    /**
     * {@code calibration: readings=.. ece=.. beyond_doubt=.. (..%) wrong_beyond_doubt=..}: the
     * digits read where the truth has one (before correction), their calibration error, and how
     * many were read beyond doubt ({@link DigitReading#beyondDoubt()}) and yet wrong.
     */
    public String calibrationLine() {
        long n = calibration.readings();
        return String.format(Locale.ROOT, "calibration: readings=%d %s beyond_doubt=%d (%.1f%%) wrong_beyond_doubt=%d",
                n, calibration.eceText(), beyondDoubt, n == 0 ? 0 : 100.0 * beyondDoubt / n, beyondDoubtWrong);
    }

    public String cornerLine() {
        return cornerCount == 0 ? "corners: no true corners (no corners.csv, or the photos were degraded)"
                : String.format(Locale.ROOT, "corners: photos=%d mean_error_px=%.2f", cornerCount, cornerErrorSum / cornerCount);
    }

    public String filledLine() {
        return String.format(Locale.ROOT, "filled: cells_correct=%d/%d (%.2f%%)", filledCorrect, cells, pct(filledCorrect, cells));
    }

    /**
     * The summary line: {@code eval: images=.. grids_found=.. cells_correct=.. grids_correct=..
     * ms_per_image=.. ms_slowest=..} (the mean and the slowest photo's reading time, the reader
     * warmed up on the first photo), then {@code ece=..}, the expected calibration error of the calibrated
     * probabilities of the digits read where the truth has a digit (before any correction), then
     * {@code unreadable=..} when some files did not decode (not among the images scored).
     */
    public String summaryLine() {
        return String.format(Locale.ROOT, "eval: images=%d grids_found=%d cells_correct=%d/%d (%.2f%%) "
                        + "grids_correct=%d/%d (%.2f%%) ms_per_image=%d ms_slowest=%d",
                images, gridsFound, cellsCorrect, cells, pct(cellsCorrect, cells), gridsCorrect, images,
                pct(gridsCorrect, images), images == 0 ? 0 : Math.round(nanos / 1e6 / images), Math.round(slowestNanos / 1e6))
                + (calibration.readings() == 0 ? "" : " " + calibration.eceText())
                + (unreadable == 0 ? "" : " unreadable=" + unreadable);
    }

    private static double pct(int a, int b) {
        return b == 0 ? 0 : 100.0 * a / b;
    }
}
