package lens.pipeline;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import lens.board.Grid;
import lens.io.ImageFiles;
import lens.ocr.DigitRecognizer;
import lens.ocr.training.LabelledInk;
import lens.ocr.training.MnistDigits;
import lens.ocr.training.PhotoCellSource;
import lens.ocr.training.TrainingSources;
import lens.vision.DebugSink;
import lens.vision.GridDetection;
import org.opencv.core.Mat;

/**
 * Digits cut from the dataset photos by the reading path itself ({@link PhotoReader#cut}: detect,
 * warp, split, turn upright), labelled with the photo's {@code .dat} truth, so that training sees
 * exactly what reading sees. Cells vision found filled but the truth calls empty are skipped.
 * Photos whose number is divisible by {@code holdOutEvery} are the test part, the same numbers
 * for printed and hand-filled (they show the same puzzles), so no puzzle is both trained on and
 * tested. A page lying sideways is turned as the reader turns it: by the confidence of the
 * reader's recognizer (the current model), never by the truth.
 */
public final class PhotoCells implements PhotoCellSource {
    private final PhotoReader reader;

    /** Cells cut by {@code reader}, whose recognizer chooses each photo's turn. */
    public PhotoCells(PhotoReader reader) {
        this.reader = reader;
    }

    /** With the project's reading tuning; {@code orienter} chooses each photo's turn. */
    public static PhotoCells withDefaults(DigitRecognizer orienter) {
        return new PhotoCells(PhotoReader.withDefaults(orienter));
    }

    @Override
    public MnistDigits.Split load(Path dir, int holdOutEvery) throws IOException {
        List<LabelledInk> train = new ArrayList<>();
        List<LabelledInk> test = new ArrayList<>();
        for (PhotoSet.Entry e : PhotoSet.load(dir).entries()) {
            boolean held = TrainingSources.photoNumber(e.image()) % holdOutEvery == 0;
            cells(e, held ? test : train);
        }
        return new MnistDigits.Split(train, test);
    }

    /** Only the held-out part (photos numbered a multiple of {@code holdOutEvery}); the caller releases the Mats. */
    public List<LabelledInk> loadHeldOut(Path dir, int holdOutEvery) throws IOException {
        List<LabelledInk> test = new ArrayList<>();
        for (PhotoSet.Entry e : PhotoSet.load(dir).entries()) {
            if (TrainingSources.photoNumber(e.image()) % holdOutEvery == 0) {
                cells(e, test);
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
            if (!(reader.detect(image, DebugSink.NONE) instanceof GridDetection.Found found)) {
                return;
            }
            Grid truth = e.truth().grid();
            try (UprightCells cells = reader.cut(image, found.corners(), DebugSink.NONE)) {
                for (int i = 0; i < 81; i++) {
                    int digit = truth.get(i);
                    if (cells.filled(i) && digit != 0) {
                        out.add(new LabelledInk(cells.ink(i), digit));
                    }
                }
            }
        } finally {
            image.release();
        }
    }
}
