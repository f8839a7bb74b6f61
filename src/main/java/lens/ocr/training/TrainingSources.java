package lens.ocr.training;

import java.awt.Font;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The digits training learns from, each source split into a training part and a validation part
 * (what {@code train} reports and every choice is made on); no source gives training anything
 * of the test part:
 * <ul>
 * <li>fonts: rendered font digits, every fifth font held out (unseen faces);</li>
 * <li>mnist: MNIST handwriting (its 10,000 test digits), each digit's first 70% for training, the
 * next 15% for validation (the last 15% is test, as in {@link WriterDigits}); optionally also
 * digits of MNIST's training set, whose writers are none of those (training only);</li>
 * <li>pen: cells cut by the reading path from rendered pen-filled photos
 * ({@code SampleSet.renderPenFilled}) written by the training writers ({@link WriterDigits}),
 * validated on photos by the validation writers;</li>
 * <li>printed, handfilled: the dataset photos' cells by {@link DataSplit} (by puzzle, each
 * picture once): train and validation;</li>
 * <li>pasted: the printed training photos completed as the dataset's hand-filled pages were
 * made, MNIST training digits pasted into their empty cells ({@code lens.samples.DigitPaster});
 * training only: the hand-filled validation photos measure what it is for;</li>
 * <li>penphoto: the training writers' digits written into the printed training photos
 * ({@code lens.samples.SampleSet.renderPenOnPhoto}): pen on real newspaper pages under real
 * cameras' light and blur, validated on the validation writers' digits in the validation photos;</li>
 * <li>degraded: the same photos' cells once more from copies made worse (blur, shade, noise, a
 * smaller or a low-quality picture), several copies of each training photo, one of each
 * validation photo; calibration leaves them out (it is fitted on photos as they come).</li>
 * </ul>
 */
public final class TrainingSources {
    public static final String FONTS = "fonts";
    public static final String MNIST = "mnist";
    public static final String PEN = "pen";
    public static final String PASTED = "pasted";
    public static final String PEN_ON_PHOTOS = "penphoto";
    public static final String DEGRADED = "degraded";
    public static final List<String> PHOTO_SETS = List.of("printed", "handfilled");
    /** The sources whose validation part the calibration is fitted on. */
    public static final List<String> CALIBRATION = List.of("printed", "handfilled", PEN, PEN_ON_PHOTOS);
    /** The sources whose validation part {@code train} prints after every epoch. */
    public static final List<String> PER_EPOCH = List.of("printed", "handfilled", PEN, PEN_ON_PHOTOS, DEGRADED);
    /** Every fifth font renders test digits only. */
    public static final int FONT_HOLD_OUT_EVERY = 5;
    /** MNIST: each digit's training block ends here, then the validation block (see {@link WriterDigits}). */
    public static final double MNIST_TRAIN_END = 0.70;
    public static final double MNIST_VALIDATION_END = 0.85;
    /** Degraded copies of each hand-filled validation photo whose written cells the written threshold is fitted on too. */
    public static final int WRITTEN_DEGRADED_COPIES = 2;
    /** Training pen pages per validation pen page (rendered, or written into photos; fit-ink's pen pages too). */
    public static final int PEN_VALIDATION_SHARE = 4;

    private TrainingSources() {
    }

    /**
     * Sources by name in a stable order; photo sets missing under {@code photos} and handwriting
     * missing under {@code handwriting} are left out (and logged). {@code photoCells} cuts the
     * photos' labelled digits; {@code penPhotos} pen-filled photos are rendered for training (a
     * quarter as many for validation); {@code penOnPhotos} pages of pen written into the printed
     * training photos (a quarter as many into the validation photos); {@code degradedCopies}
     * degraded copies of every training photo are cut too (0 = none); the first
     * {@code mnistTrainingSet} digits of MNIST's training set ({@link MnistDigits#trainingSetDir()})
     * join the mnist source's training part (0 = none).
     */
    public static Map<String, MnistDigits.Split> load(List<Font> fonts, int fontDigits, long seed, Path mnistDir,
                                                      int mnistTrainingSet, Path photos, Path handwriting, int penPhotos, int pastedPages,
                                                      int penOnPhotos, int degradedCopies,
                                                      PhotoCellSource photoCells, Consumer<String> log)
            throws IOException {
        List<Font> trainFonts = new ArrayList<>();
        List<Font> testFonts = new ArrayList<>();
        for (int i = 0; i < fonts.size(); i++) {
            (i % FONT_HOLD_OUT_EVERY == FONT_HOLD_OUT_EVERY - 1 ? testFonts : trainFonts).add(fonts.get(i));
        }
        Map<String, MnistDigits.Split> sources = new LinkedHashMap<>();
        sources.put(FONTS, new MnistDigits.Split(
                new FontDigitRenderer(trainFonts, RenderParams.DEFAULT).render(fontDigits, seed),
                new FontDigitRenderer(testFonts, RenderParams.DEFAULT).render(Math.max(900, fontDigits / 10), seed + 1)));
        MnistDigits.Split handwritten = MnistDigits.load(mnistDir, MNIST_TRAIN_END, MNIST_VALIDATION_END);
        if (mnistTrainingSet > 0) {
            List<LabelledInk> train = new ArrayList<>(handwritten.train());
            train.addAll(MnistDigits.loadTrainingSet(MnistDigits.trainingSetDir(), mnistTrainingSet));
            log.accept("mnist: " + (train.size() - handwritten.train().size()) + " digits of MNIST's training set added");
            handwritten = new MnistDigits.Split(train, handwritten.test());
        }
        sources.put(MNIST, handwritten);
        if (penPhotos > 0) {
            WriterDigits trainWriters = WriterDigits.load(handwriting, mnistDir, DataSplit.TRAIN);
            WriterDigits validationWriters = WriterDigits.load(handwriting, mnistDir, DataSplit.VALIDATION);
            if (trainWriters.isEmpty() || validationWriters.isEmpty()) {
                log.accept("no handwriting under " + handwriting + " or " + mnistDir + ": pen-filled photos skipped");
            } else {
                sources.put(PEN, new MnistDigits.Split(
                        photoCells.penCells(trainWriters, penPhotos, penSeed(seed, DataSplit.TRAIN)),
                        penValidation(photoCells, validationWriters, penPhotos, seed)));
            }
        }
        for (String set : PHOTO_SETS) {
            Path dir = photos.resolve(set);
            if (Files.isDirectory(dir)) {
                sources.put(set, new MnistDigits.Split(photoCells.load(dir, DataSplit.TRAIN),
                        photoCells.load(dir, DataSplit.VALIDATION)));
            } else {
                log.accept(dir + " not found, photo cells of " + set + " skipped");
            }
        }
        if (pastedPages > 0) {
            WriterDigits mnist = WriterDigits.load(handwriting, mnistDir, DataSplit.TRAIN).only("mnist");
            Path printed = photos.resolve("printed");
            if (mnist.isEmpty() || !Files.isDirectory(printed)) {
                log.accept("no MNIST digits or no " + printed + ": pasted pages skipped");
            } else {
                sources.put(PASTED, new MnistDigits.Split(photoCells.pastedCells(printed, DataSplit.TRAIN, mnist,
                        pastedPages, pastedSeed(seed)), List.of()));
            }
        }
        if (penOnPhotos > 0) {
            WriterDigits trainWriters = WriterDigits.load(handwriting, mnistDir, DataSplit.TRAIN);
            Path printed = photos.resolve("printed");
            List<LabelledInk> validation = penOnPhotoValidationCells(photos, handwriting, mnistDir, penOnPhotos, seed, photoCells);
            if (trainWriters.isEmpty() || validation.isEmpty()) {
                log.accept("no handwriting or no " + printed + ": pen on photos skipped");
            } else {
                sources.put(PEN_ON_PHOTOS, new MnistDigits.Split(photoCells.penOnPhotoCells(printed, DataSplit.TRAIN,
                        trainWriters, penOnPhotos, penOnPhotoSeed(seed, DataSplit.TRAIN)), validation));
            }
        }
        if (degradedCopies > 0) {
            List<LabelledInk> train = new ArrayList<>();
            List<LabelledInk> validation = new ArrayList<>();
            for (String set : PHOTO_SETS) {
                Path dir = photos.resolve(set);
                if (Files.isDirectory(dir)) {
                    train.addAll(photoCells.loadDegraded(dir, DataSplit.TRAIN, degradedCopies, degradeSeed(seed, DataSplit.TRAIN)));
                    validation.addAll(photoCells.loadDegraded(dir, DataSplit.VALIDATION, 1, degradeSeed(seed, DataSplit.VALIDATION)));
                }
            }
            sources.put(DEGRADED, new MnistDigits.Split(train, validation));
        }
        return sources;
    }

    /**
     * The validation cells the photo-like sources give (the same as {@link #load} with the same
     * arguments): printed and hand-filled photos of the validation split and the pen-filled photos
     * of the validation writers. What calibration is fitted on.
     */
    public static List<LabelledInk> validationCells(Path photos, Path handwriting, Path mnistDir, int penPhotos,
                                                    long seed, PhotoCellSource photoCells, Consumer<String> log)
            throws IOException {
        List<LabelledInk> out = new ArrayList<>();
        for (String set : PHOTO_SETS) {
            Path dir = photos.resolve(set);
            if (Files.isDirectory(dir)) {
                out.addAll(photoCells.load(dir, DataSplit.VALIDATION));
            } else {
                log.accept(dir + " not found, photo cells of " + set + " skipped");
            }
        }
        out.addAll(penValidationCells(handwriting, mnistDir, penPhotos, seed, photoCells));
        return out;
    }

    /**
     * The written validation cells the photo-like sources give: the hand-filled photos' cells
     * empty on their printed twins (validation split), as they are and from
     * {@value #WRITTEN_DEGRADED_COPIES} degraded copies of each, and {@code pen}, the pen of the
     * validation writers, on rendered pages and written into the validation photos
     * ({@link #penValidationCells} and {@link #penOnPhotoValidationCells}, or those sources'
     * validation parts). What the written beyond-doubt threshold is fitted on: verify calls a
     * digit a mistake from there, and the threshold must hold on the poorer photos people take
     * too (fitted on the photos as they come, a joined four-network model called a right 6 on a
     * degraded validation page a mistake).
     */
    public static List<LabelledInk> writtenValidationCells(Path photos, List<LabelledInk> pen, PhotoCellSource photoCells)
            throws IOException {
        List<LabelledInk> out = new ArrayList<>();
        Path filled = photos.resolve("handfilled");
        Path printed = photos.resolve("printed");
        if (Files.isDirectory(filled) && Files.isDirectory(printed)) {
            out.addAll(photoCells.writtenCells(filled, printed, DataSplit.VALIDATION, WRITTEN_DEGRADED_COPIES,
                    degradeSeed(0, DataSplit.VALIDATION)));
        }
        out.addAll(pen);
        return out;
    }

    /**
     * The validation cells of pen written into photos that {@link #load} makes for
     * {@code penOnPhotos} training pages: a quarter as many pages by the validation writers written
     * into the printed photos of the validation split (none without writers or photos).
     */
    public static List<LabelledInk> penOnPhotoValidationCells(Path photos, Path handwriting, Path mnistDir, int penOnPhotos,
                                                              long seed, PhotoCellSource photoCells) throws IOException {
        WriterDigits writers = WriterDigits.load(handwriting, mnistDir, DataSplit.VALIDATION);
        Path printed = photos.resolve("printed");
        if (penOnPhotos <= 0 || writers.isEmpty() || !Files.isDirectory(printed)) {
            return List.of();
        }
        return photoCells.penOnPhotoCells(printed, DataSplit.VALIDATION, writers,
                Math.max(1, penOnPhotos / PEN_VALIDATION_SHARE), penOnPhotoSeed(seed, DataSplit.VALIDATION));
    }

    /**
     * The pen-filled validation cells {@link #load} renders for {@code penPhotos} training photos
     * (written by the validation writers; none when there are no writers or photos).
     */
    public static List<LabelledInk> penValidationCells(Path handwriting, Path mnistDir, int penPhotos, long seed,
                                                       PhotoCellSource photoCells) throws IOException {
        WriterDigits writers = WriterDigits.load(handwriting, mnistDir, DataSplit.VALIDATION);
        return penPhotos > 0 && !writers.isEmpty() ? penValidation(photoCells, writers, penPhotos, seed) : List.of();
    }

    private static List<LabelledInk> penValidation(PhotoCellSource photoCells, WriterDigits writers, int penPhotos,
                                                   long seed) {
        return photoCells.penCells(writers, Math.max(1, penPhotos / PEN_VALIDATION_SHARE), penSeed(seed, DataSplit.VALIDATION));
    }

    /** Seeds of the pasted training pages: apart from the pen-filled photos'. */
    public static long pastedSeed(long seed) {
        return seed * 1_000_003L + 900_000L;
    }

    /** Seeds of the pages of pen written into the dataset's printed photos: apart per split and from the others. */
    public static long penOnPhotoSeed(long seed, DataSplit split) {
        return seed * 1_000_003L + 950_000L + 10_000L * split.ordinal();
    }

    /** Seeds of the degraded copies of the dataset's photos: apart per split and from the rendered photos'. */
    public static long degradeSeed(long seed, DataSplit split) {
        return seed * 1_000_003L + 700_000L + 1_000L * split.ordinal();
    }

    /** Seeds of the rendered pen-filled photos: far apart per split, so no page is rendered twice. */
    public static long penSeed(long seed, DataSplit split) {
        return seed * 1_000_003L + 500_000L * split.ordinal();
    }
}
