package lens.ocr.training;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.pipeline.ImageFiles;
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
import org.opencv.core.Mat;

/**
 * Digits cut from the dataset photos by the same vision pipeline that reads photos (detect,
 * warp, split, isolate), labelled with the photo's {@code .dat} truth. Cells vision found filled
 * but the truth calls empty are skipped. Photos whose number is divisible by
 * {@code holdOutEvery} are the test part, the same numbers for printed and hand-filled (they
 * show the same puzzles), so no puzzle is both trained on and tested.
 */
public final class PhotoCells {
    private PhotoCells() {
    }

    public static MnistDigits.Split load(Path dir, int holdOutEvery) throws IOException {
        GridDetector detector = new GridDetector(DetectionParams.defaults());
        CellSplitter splitter = new CellSplitter(CellParams.defaults());
        List<LabelledInk> train = new ArrayList<>();
        List<LabelledInk> test = new ArrayList<>();
        for (PhotoSet.Entry e : PhotoSet.load(dir).entries()) {
            boolean held = number(e.image()) % holdOutEvery == 0;
            cells(detector, splitter, e, held ? test : train);
        }
        return new MnistDigits.Split(train, test);
    }

    /** Only the held-out part (photos numbered a multiple of {@code holdOutEvery}); the caller releases the Mats. */
    public static List<LabelledInk> loadHeldOut(Path dir, int holdOutEvery) throws IOException {
        GridDetector detector = new GridDetector(DetectionParams.defaults());
        CellSplitter splitter = new CellSplitter(CellParams.defaults());
        List<LabelledInk> test = new ArrayList<>();
        for (PhotoSet.Entry e : PhotoSet.load(dir).entries()) {
            if (number(e.image()) % holdOutEvery == 0) {
                cells(detector, splitter, e, test);
            }
        }
        return test;
    }

    private static void cells(GridDetector detector, CellSplitter splitter, PhotoSet.Entry e, List<LabelledInk> out) {
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
                for (CellImage c : cells.cells()) {
                    int digit = truth.get(c.index());
                    if (c.filled() && digit != 0) {
                        out.add(new LabelledInk(c.ink().clone(), digit));
                    }
                }
            }
        } finally {
            image.release();
        }
    }

    public static long number(Path image) {
        String digits = image.getFileName().toString().replaceAll("\\D", "");
        return digits.isEmpty() ? 0 : Long.parseLong(digits);
    }
}
