package lens.pipeline;

import java.util.Locale;
import lens.ocr.ReliabilityBins;

/**
 * Running totals of an evaluation over a photo set. A cell is correct when empty-versus-digit
 * and the digit both match; {@code filledCorrect} counts only the empty-versus-digit decision.
 */
public final class Evaluation {
    private int images;
    private int gridsFound;
    private int cells;
    private int cellsCorrect;
    private int filledCorrect;
    private int gridsCorrect;
    private double cornerErrorSum;
    private int cornerCount;
    private long nanos;
    private final ReliabilityBins calibration = new ReliabilityBins();

    public void addNotFound(long elapsedNanos) {
        images++;
        cells += 81;
        nanos += elapsedNanos;
    }

    /** One photo whose grid was found: counts of its correct cells. */
    public void addFound(int correctCells, int correctFilled, long elapsedNanos) {
        images++;
        gridsFound++;
        cells += 81;
        cellsCorrect += correctCells;
        filledCorrect += correctFilled;
        gridsCorrect += correctCells == 81 ? 1 : 0;
        nanos += elapsedNanos;
    }

    /** One digit read where the truth has a digit: its calibrated probability and whether it was right. */
    public void addReading(double probability, boolean correct) {
        calibration.add(probability, correct);
    }

    public void addCornerError(double px) {
        cornerErrorSum += px;
        cornerCount++;
    }

    public String cornerLine() {
        return cornerCount == 0 ? "corners: no corners.csv"
                : String.format(Locale.ROOT, "corners: photos=%d mean_error_px=%.2f", cornerCount, cornerErrorSum / cornerCount);
    }

    public String filledLine() {
        return String.format(Locale.ROOT, "filled: cells_correct=%d/%d (%.2f%%)", filledCorrect, cells, pct(filledCorrect, cells));
    }

    /**
     * The summary line: {@code eval: images=.. grids_found=.. cells_correct=.. grids_correct=..
     * ms_per_image=..}, then {@code ece=..}, the expected calibration error of the probabilities of
     * the digits read where the truth has a digit (before any correction), when there were any.
     */
    public String summaryLine() {
        return String.format(Locale.ROOT, "eval: images=%d grids_found=%d cells_correct=%d/%d (%.2f%%) "
                        + "grids_correct=%d/%d (%.2f%%) ms_per_image=%d",
                images, gridsFound, cellsCorrect, cells, pct(cellsCorrect, cells), gridsCorrect, images,
                pct(gridsCorrect, images), images == 0 ? 0 : Math.round(nanos / 1e6 / images))
                + (calibration.readings() == 0 ? "" : " " + calibration.eceText());
    }

    private static double pct(int a, int b) {
        return b == 0 ? 0 : 100.0 * a / b;
    }
}
