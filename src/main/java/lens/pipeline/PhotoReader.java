package lens.pipeline;

import lens.board.Grid;
import lens.ocr.DigitReading;
import lens.ocr.DigitRecognizer;
import lens.vision.CellImage;
import lens.vision.CellImages;
import lens.vision.CellParams;
import lens.vision.CellSplitter;
import lens.vision.DebugSink;
import lens.vision.DetectionParams;
import lens.vision.GridDetection;
import lens.vision.GridGeometry;
import lens.vision.GridDetector;
import lens.vision.GridWarper;
import lens.vision.RefineParams;
import lens.vision.WarpedGrid;
import org.opencv.core.Mat;

/**
 * Photo to board: detect the grid, warp it to a square, split it into cells, and read each
 * filled cell with the recognizer (when one is given). Not thread-safe (the recognizer is not);
 * use one per thread.
 */
public final class PhotoReader {
    private final GridDetector detector;
    private final CellSplitter splitter;
    private final DigitRecognizer recognizer;

    /** {@code recognizer} may be null: then only the grid and the filled cells are found. */
    public PhotoReader(DetectionParams detection, RefineParams refine, CellParams cells, DigitRecognizer recognizer) {
        this.detector = new GridDetector(detection, refine);
        this.splitter = new CellSplitter(cells);
        this.recognizer = recognizer;
    }

    public static PhotoReader withDefaults(DigitRecognizer recognizer) {
        return new PhotoReader(DetectionParams.defaults(), RefineParams.defaults(), CellParams.defaults(), recognizer);
    }

    public PhotoReading read(Mat image, DebugSink debug) {
        GridDetection d = detector.detect(image, debug);
        if (d instanceof GridDetection.NotFound nf) {
            return new PhotoReading.NoGrid(nf.reason());
        }
        GridDetection.Found found = (GridDetection.Found) d;
        try (WarpedGrid warped = GridWarper.warp(image, found.corners(), splitter.params().warpSize())) {
            if (debug.enabled()) {
                debug.put("warped", warped.square());
            }
            try (CellImages cells = splitter.split(warped, debug)) {
                boolean[] filled = new boolean[81];
                DigitReading[] readings = new DigitReading[81];
                int[] digits = new int[81];
                for (CellImage c : cells.cells()) {
                    filled[c.index()] = c.filled();
                    if (c.filled() && recognizer != null) {
                        readings[c.index()] = recognizer.recognize(c.ink());
                        digits[c.index()] = readings[c.index()].digit();
                    }
                }
                GridGeometry geometry = new GridGeometry(found.corners(), warped.size(), warped.toImageArray(),
                        cells.rowLines(), cells.colLines());
                return new PhotoReading.Read(geometry, filled, readings, Grid.of(digits));
            }
        }
    }
}
