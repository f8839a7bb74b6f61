package lens.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import lens.board.DatFile;
import lens.board.Grid;
import lens.io.ImageFiles;
import lens.ocr.DigitRecognizer;
import lens.ocr.training.DataSplit;
import lens.ocr.training.LabelledInk;
import lens.ocr.training.PhotoCellSource;
import lens.ocr.training.WriterDigits;
import lens.samples.DigitPaster;
import lens.samples.Marks;
import lens.samples.PenWriter;
import lens.samples.SampleSet;
import lens.solve.ExhaustiveSolver;
import lens.vision.DebugSink;
import lens.vision.GridDetection;
import lens.vision.Quad;
import org.opencv.core.Mat;

/**
 * Digits cut from photos by the reading path itself ({@link PhotoReader#cut}: detect, warp,
 * split, turn upright), labelled with the truth, so that training sees exactly what reading
 * sees. Cells vision found filled but the truth calls empty are skipped. Dataset photos are
 * chosen by {@link DataSplit} (by puzzle, each picture once), so no puzzle is both trained on and
 * measured; rendered pen-filled photos give their written cells. A page lying sideways is turned
 * as the reader turns it: by the confidence of the reader's recognizer (the current model), never
 * by the truth.
 */
public final class PhotoCells implements PhotoCellSource {
    /** Two rendered pen-filled photos in three are 640 x 480, one 960 x 720 (as the dataset's mix). */
    private static final int LARGE_EVERY = 3;
    /** Pasted pages whose grid is found further than this share of a cell from the true corners are left out. */
    private static final double MAX_CORNER_ERROR_CELLS = 0.25;
    /** Share of a photo's givens its upright reading must hold before the page's turn is trusted. */
    private static final double MIN_GIVENS_READ = 0.9;

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
    public List<LabelledInk> load(Path dir, DataSplit split) throws IOException {
        List<LabelledInk> out = new ArrayList<>();
        cellsOf(PhotoSet.load(dir).select(split), out);
        return out;
    }

    @Override
    public List<LabelledInk> loadDegraded(Path dir, DataSplit split, int copies, long seed) throws IOException {
        PhotoSet photos = PhotoSet.load(dir).select(split);
        List<LabelledInk> out = new ArrayList<>();
        for (int k = 0; k < copies; k++) {
            cellsOf(photos.degraded(seed + k), out);
        }
        return out;
    }

    /** Adds the labelled cells of every photo of {@code photos}, loaded as the set says (degraded or not). */
    private void cellsOf(PhotoSet photos, List<LabelledInk> out) {
        for (PhotoSet.Entry e : photos.entries()) {
            if (e.load() instanceof ImageFiles.Loaded.Image img) {
                cells(img.mat(), e.truth().grid(), Grid.empty(), out);
                img.mat().release();
            }
        }
    }

    @Override
    public List<LabelledInk> writtenCells(Path filledDir, Path printedDir, DataSplit split, int degradedCopies, long seed)
            throws IOException {
        PhotoSet photos = PhotoSet.load(filledDir).select(split);
        // Each photo's printed twin, read once for the photo and all its degraded copies.
        Map<Path, Grid> printedTwins = new HashMap<>();
        for (PhotoSet.Entry e : photos.entries()) {
            String name = e.image().getFileName().toString();
            Path twin = printedDir.resolve(name.substring(0, name.length() - ".jpg".length()) + ".dat");
            if (Files.isRegularFile(twin)) {
                printedTwins.put(e.image(), DatFile.parse(Files.readString(twin)).grid());
            }
        }
        List<LabelledInk> out = new ArrayList<>();
        for (int k = -1; k < degradedCopies; k++) {
            for (PhotoSet.Entry e : (k < 0 ? photos : photos.degraded(seed + k)).entries()) {
                Grid printed = printedTwins.get(e.image());
                if (printed == null) {
                    continue;
                }
                if (e.load() instanceof ImageFiles.Loaded.Image img) {
                    cells(img.mat(), e.truth().grid(), printed, out);
                    img.mat().release();
                }
            }
        }
        return out;
    }

    @Override
    public List<LabelledInk> penCells(WriterDigits writers, int count, long seed) {
        PenWriter pen = new PenWriter(writers);
        List<LabelledInk> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            boolean large = i % LARGE_EVERY == LARGE_EVERY - 1;
            try (SampleSet.Sample s = SampleSet.renderPenFilled(seed + i, large ? 960 : 640, large ? 720 : 480, pen)) {
                cells(s.scene().image(), s.seen(), s.givens(), out);
            }
        }
        return out;
    }

    @Override
    public List<LabelledInk> pastedCells(Path printedDir, DataSplit split, WriterDigits writers, int count, long seed)
            throws IOException {
        DigitPaster paster = new DigitPaster(writers);
        return pageCells(printedDir, split, count, (photo, i, out) -> {
            try (DigitPaster.Pasted p = paster.paste(photo.image(), photo.corners(), photo.turn(), photo.givens(),
                    new Random(seed + i))) {
                cells(p.image(), p.pasted(), Grid.empty(), photo.corners(), out);
            }
        });
    }

    @Override
    public List<LabelledInk> penOnPhotoCells(Path printedDir, DataSplit split, WriterDigits writers, int count, long seed)
            throws IOException {
        PenWriter pen = new PenWriter(writers);
        return pageCells(printedDir, split, count, (photo, i, out) -> {
            try (SampleSet.Sample s = SampleSet.renderPenOnPhoto(photo, seed + i, pen, 0, Marks.NONE)) {
                cells(s.scene().image(), s.seen(), s.givens(), photo.corners(), out);
            }
        });
    }

    /** Makes page {@code i} from a printed photo and adds its labelled cells to {@code out}. */
    @FunctionalInterface
    private interface PageCells {
        void add(SampleSet.PrintedPhoto photo, int i, List<LabelledInk> out);
    }

    /** The cells of {@code count} pages made from the printed photos of {@code split} (taken in turn). */
    private List<LabelledInk> pageCells(Path printedDir, DataSplit split, int count, PageCells page) throws IOException {
        List<SampleSet.PrintedPhoto> photos = printedPhotos(printedDir, split);
        List<LabelledInk> out = new ArrayList<>();
        for (int i = 0; i < count && !photos.isEmpty(); i++) {
            page.add(photos.get(i % photos.size()), i, out);
        }
        photos.forEach(p -> p.image().release());
        return out;
    }

    /**
     * The printed photos of {@code split} in {@code dir} that have true corners and a puzzle of
     * one solution, decoded (the caller releases them), each with the turn its puzzle lies at
     * against the corners: what pen is written and digits are pasted into. The turn is the one
     * the reader finds reading the printed digits through the true corners; a photo where fewer
     * than {@value #MIN_GIVENS_READ} of the givens are read so is left out (its turn is not sure).
     */
    public List<SampleSet.PrintedPhoto> printedPhotos(Path dir, DataSplit split) throws IOException {
        List<SampleSet.PrintedPhoto> photos = new ArrayList<>();
        for (PhotoSet.Entry e : PhotoSet.load(dir).select(split).entries()) {
            Grid givens = e.truth().grid();
            if (e.corners() != null && ExhaustiveSolver.hasUniqueSolution(givens)
                    && e.load() instanceof ImageFiles.Loaded.Image img) {
                int turn = turnOf(img.mat(), e.corners(), givens);
                if (turn >= 0) {
                    photos.add(new SampleSet.PrintedPhoto(img.mat(), givens, e.corners(), turn));
                } else {
                    img.mat().release();
                }
            }
        }
        return photos;
    }

    /**
     * The quarter turns clockwise the puzzle {@code givens} lies at against {@code corners} in
     * {@code image}, as the reader turns the page upright by its printed digits; -1 when the
     * upright board read there holds fewer than {@value #MIN_GIVENS_READ} of the givens.
     */
    private int turnOf(Mat image, Quad corners, Grid givens) {
        try (UprightCells cells = reader.cut(image, corners, DebugSink.NONE)) {
            Grid read = cells.reading().board();
            int agree = 0;
            for (int i = 0; i < 81; i++) {
                agree += givens.get(i) != 0 && read.get(i) == givens.get(i) ? 1 : 0;
            }
            return agree >= MIN_GIVENS_READ * givens.filledCount() ? cells.reading().turns() : -1;
        }
    }

    /** Adds the cells of one photo whose truth is a digit and {@code skip} is empty; nothing without a grid. */
    private void cells(Mat image, Grid truth, Grid skip, List<LabelledInk> out) {
        cells(image, truth, skip, null, out);
    }

    /**
     * As above; with {@code expected} corners, nothing either when the grid found is further
     * than {@value #MAX_CORNER_ERROR_CELLS} of a cell from them (its cells would carry other cells' labels).
     */
    private void cells(Mat image, Grid truth, Grid skip, Quad expected, List<LabelledInk> out) {
        if (!(reader.detect(image, DebugSink.NONE) instanceof GridDetection.Found found)) {
            return;
        }
        if (expected != null && found.corners().meanCornerErrorAnyTurn(expected)
                > MAX_CORNER_ERROR_CELLS * (expected.side(0) + expected.side(1)) / 18) {
            return;
        }
        try (UprightCells cells = reader.cut(image, found.corners(), DebugSink.NONE)) {
            for (int i = 0; i < 81; i++) {
                int digit = truth.get(i);
                if (cells.filled(i) && digit != 0 && skip.get(i) == 0) {
                    out.add(new LabelledInk(cells.ink(i), digit, cells.followedInk(i)));
                }
            }
        }
    }
}
