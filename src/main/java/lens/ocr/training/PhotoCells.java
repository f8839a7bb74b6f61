package lens.ocr.training;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.ocr.DigitRecognizer;
import lens.io.ImageFiles;
import lens.pipeline.PhotoSet;
import lens.vision.CellImage;
import lens.vision.CellImages;
import lens.vision.CellParams;
import lens.vision.CellSplitter;
import lens.vision.DebugSink;
import lens.vision.DetectionParams;
import lens.vision.GridDetection;
import lens.vision.GridDetector;
import lens.vision.GridWarper;
import lens.vision.WarpedGrid;
import org.opencv.core.Core;
import org.opencv.core.Mat;

/**
 * Digits cut from the dataset photos by the same vision pipeline that reads photos (detect,
 * warp, split, isolate), labelled with the photo's {@code .dat} truth. Cells vision found filled
 * but the truth calls empty are skipped. Photos whose number is divisible by
 * {@code holdOutEvery} are the test part, the same numbers for printed and hand-filled (they
 * show the same puzzles), so no puzzle is both trained on and tested.
 *
 * <p>A few photos show the page sideways or upside down; as the photo reader does, the quarter
 * turn whose cells the given recognizer reads most confidently is taken (the truth is not
 * consulted), and the cells are turned and labelled accordingly.
 */
public final class PhotoCells {
    /** Cells sampled per turn to choose the page's orientation (as the photo reader does). */
    private static final int TURN_SAMPLE = 12;
    /** A turn must beat upright by this mean confidence: most photos are upright. */
    private static final double TURN_MARGIN = 0.1;

    private final GridDetector detector = new GridDetector(DetectionParams.defaults());
    private final CellSplitter splitter;
    private final DigitRecognizer orienter;

    private PhotoCells(CellParams cells, DigitRecognizer orienter) {
        this.splitter = new CellSplitter(cells);
        this.orienter = orienter;
    }

    /**
     * Training and held-out cells of a photo folder, isolated with {@code cells} (the photo
     * reader's own {@link CellParams#defaults()}, so that training sees what reading sees);
     * {@code orienter} chooses each photo's turn.
     */
    public static MnistDigits.Split load(Path dir, int holdOutEvery, CellParams cells, DigitRecognizer orienter)
            throws IOException {
        PhotoCells pc = new PhotoCells(cells, orienter);
        List<LabelledInk> train = new ArrayList<>();
        List<LabelledInk> test = new ArrayList<>();
        for (PhotoSet.Entry e : PhotoSet.load(dir).entries()) {
            boolean held = number(e.image()) % holdOutEvery == 0;
            pc.cells(e, held ? test : train);
        }
        return new MnistDigits.Split(train, test);
    }

    /** Only the held-out part (photos numbered a multiple of {@code holdOutEvery}); the caller releases the Mats. */
    public static List<LabelledInk> loadHeldOut(Path dir, int holdOutEvery, CellParams cells, DigitRecognizer orienter)
            throws IOException {
        PhotoCells pc = new PhotoCells(cells, orienter);
        List<LabelledInk> test = new ArrayList<>();
        for (PhotoSet.Entry e : PhotoSet.load(dir).entries()) {
            if (number(e.image()) % holdOutEvery == 0) {
                pc.cells(e, test);
            }
        }
        return test;
    }

    private void cells(PhotoSet.Entry e, List<LabelledInk> out) {
        if (!(ImageFiles.load(e.image()) instanceof ImageFiles.Loaded.Image img)) {
            return;
        }
        Mat image = img.mat();
        try {
            if (!(detector.detect(image, DebugSink.NONE) instanceof GridDetection.Found found)) {
                return;
            }
            Grid truth = e.truth().grid();
            try (WarpedGrid warped = GridWarper.warp(image, found.corners(), splitter.params().warpSize());
                 CellImages cells = splitter.split(warped, DebugSink.NONE)) {
                int turns = bestTurn(cells);
                for (int i = 0; i < 81; i++) {
                    CellImage c = cells.get(sourceCell(i, turns));
                    int digit = truth.get(i);
                    if (c.filled() && digit != 0) {
                        out.add(new LabelledInk(turn(c.ink(), turns), digit));
                    }
                }
            }
        } finally {
            image.release();
        }
    }

    private int bestTurn(CellImages cells) {
        int best = 0;
        double bestConfidence = confidence(cells, 0) + TURN_MARGIN;
        for (int t = 1; t < 4; t++) {
            double c = confidence(cells, t);
            if (c > bestConfidence) {
                best = t;
                bestConfidence = c;
            }
        }
        return best;
    }

    private double confidence(CellImages cells, int turns) {
        double sum = 0;
        int n = 0;
        for (CellImage c : cells.cells()) {
            if (c.filled() && n < TURN_SAMPLE) {
                Mat ink = turn(c.ink(), turns);
                sum += orienter.recognize(ink).confidence();
                ink.release();
                n++;
            }
        }
        return n == 0 ? 0 : sum / n;
    }

    /** The cell of the photo's grid seen at {@code cell} after {@code turns} clockwise quarter turns. */
    private static int sourceCell(int cell, int turns) {
        int r = cell / 9;
        int c = cell % 9;
        for (int t = 0; t < turns; t++) {
            int or = 8 - c;
            c = r;
            r = or;
        }
        return r * 9 + c;
    }

    /** A new Mat: the ink turned clockwise by {@code turns} quarter turns. */
    private static Mat turn(Mat ink, int turns) {
        if (turns == 0) {
            return ink.clone();
        }
        Mat out = new Mat();
        int code = turns == 1 ? Core.ROTATE_90_CLOCKWISE : turns == 2 ? Core.ROTATE_180 : Core.ROTATE_90_COUNTERCLOCKWISE;
        Core.rotate(ink, out, code);
        return out;
    }

    public static long number(Path image) {
        String digits = image.getFileName().toString().replaceAll("\\D", "");
        return digits.isEmpty() ? 0 : Long.parseLong(digits);
    }
}
