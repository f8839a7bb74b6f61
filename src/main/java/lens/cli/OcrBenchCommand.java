package lens.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import lens.ocr.bench.BoardBench;
import lens.ocr.DigitRecognizer;
import lens.ocr.ModelRecognizer;
import lens.ocr.net.NetEngine;
import lens.ocr.Recognizers;
import lens.ocr.training.FontCatalog;
import lens.ocr.training.FontDigitRenderer;
import lens.ocr.training.LabelledInk;
import lens.ocr.training.RenderParams;
import org.opencv.core.Mat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ocr-bench}: times a digit engine on rendered, photo-damaged digits, board by board (81
 * digits a call, as a photo's or a frame's cells are read), and prints accuracy, milliseconds
 * per board and per digit, and the load average. For the model engine it runs, in the same
 * rounds, the old one-digit-at-a-time path as the baseline, every batch {@link NetEngine}, and
 * the normalising alone.
 */
@Command(name = "ocr-bench", mixinStandardHelpOptions = true,
        description = "Time a digit engine on rendered digits in boards of 81: accuracy, ms per board and per digit.")
final class OcrBenchCommand implements Callable<Integer> {
    /**
     * Every digit is rendered and held before timing (about 45 KB each: 8,100 took 465 MB), so
     * 20,000 (247 boards) keeps the run near 1 GB; the measurements use 3,000 to 6,000.
     */
    static final int MAX_DIGITS = 20_000;
    /** Timed rounds (each a time per board kept): far above the 5 used. */
    static final int MAX_ROUNDS = 1_000;

    @Option(names = "--ocr", defaultValue = Recognizers.DEFAULT, description = "Engine: model or tesseract (default ${DEFAULT-VALUE}).")
    String ocr;

    @Option(names = "--digits", defaultValue = "810", description = "Digits to read, in boards of 81 (default ${DEFAULT-VALUE}).")
    int digits;

    @Option(names = "--rounds", defaultValue = "5", description = "Timed rounds over all boards (default ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--seed", defaultValue = "99", description = "Rendering seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() {
        OptionBounds.between("--digits", digits, BoardBench.BOARD, MAX_DIGITS);
        OptionBounds.between("--rounds", rounds, 1, MAX_ROUNDS);
        if (!Recognizers.NAMES.contains(ocr.strip().toLowerCase(Locale.ROOT))) {
            throw new UserError(ExitCodes.INVALID_INPUT, "unknown OCR engine '" + ocr + "' (known: "
                    + String.join(", ", Recognizers.NAMES) + ")");
        }
        List<LabelledInk> set = new FontDigitRenderer(FontCatalog.load(FontCatalog.ROOT), RenderParams.DEFAULT)
                .render(digits, seed);
        List<Mat> inks = set.stream().map(LabelledInk::ink).toList();
        int[] labels = set.stream().mapToInt(LabelledInk::digit).toArray();
        List<DigitRecognizer> engines = new ArrayList<>();
        try {
            BoardBench bench = new BoardBench(inks, labels);
            List<BoardBench.Contender> contenders = contenders(engines);
            double load = BoardBench.loadAverage();
            List<BoardBench.Result> results = bench.run(contenders, rounds);
            for (BoardBench.Result r : results) {
                String accuracy = r.label().equals(BoardBench.NORMALISE_ONLY) ? "-"
                        : String.format(Locale.ROOT, "%.2f%%", 100 * r.accuracy());
                System.out.println(String.format(Locale.ROOT,
                        "ocr-bench: engine=%s path=%s boards=%d accuracy=%s ms_per_board=%.2f (best %.2f) ms_per_digit=%.4f cpu_ms_per_board=%.2f",
                        ocr, r.label(), bench.boards(), accuracy, r.medianBoardMs(), r.bestBoardMs(), r.msPerDigit(),
                        r.cpuBoardMs()));
            }
            System.out.println(String.format(Locale.ROOT,
                    "ocr-bench: load average %.2f before, %.2f after (1 min, %d cores); ms_per_board is the median board, best the fastest",
                    load, BoardBench.loadAverage(), Runtime.getRuntime().availableProcessors()));
        } finally {
            engines.forEach(DigitRecognizer::close);
            inks.forEach(Mat::release);
        }
        return ExitCodes.OK;
    }

    /** The paths to time; the recognizers they use are added to {@code engines} for closing. */
    private List<BoardBench.Contender> contenders(List<DigitRecognizer> engines) {
        List<BoardBench.Contender> out = new ArrayList<>();
        if (!ocr.strip().equalsIgnoreCase(Recognizers.MODEL)) {
            DigitRecognizer r = Recognizers.create(ocr);
            engines.add(r);
            out.add(BoardBench.oneAtATime("one-at-a-time", r));
            return out;
        }
        out.add(BoardBench.normaliseOnly());
        ModelRecognizer old = ModelRecognizer.load(NetEngine.PER_DIGIT);
        engines.add(old);
        out.add(BoardBench.oneAtATime("one-at-a-time/" + NetEngine.PER_DIGIT.label() + " (old)", old));
        for (NetEngine e : List.of(NetEngine.JAVA, NetEngine.DNN)) {
            ModelRecognizer r = ModelRecognizer.load(e);
            engines.add(r);
            out.add(BoardBench.batch("batch/" + e.label() + (e == NetEngine.DEFAULT ? " (default)" : ""), r));
            if (e == NetEngine.JAVA) {
                // every engine reads a lone digit with the Java net (see ModelRecognizer)
                out.add(BoardBench.oneAtATime("one-at-a-time/java (new single-digit path)", r));
            }
        }
        return out;
    }
}
