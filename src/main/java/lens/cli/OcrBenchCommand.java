package lens.cli;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import lens.ocr.DigitRecognizer;
import lens.ocr.Recognizers;
import lens.ocr.training.FontCatalog;
import lens.ocr.training.FontDigitRenderer;
import lens.ocr.training.LabelledInk;
import lens.ocr.training.RenderParams;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code ocr-bench}: times a digit engine on rendered, photo-damaged digits and prints its
 * accuracy and milliseconds per digit (after a warm-up pass over the same digits).
 */
@Command(name = "ocr-bench", mixinStandardHelpOptions = true,
        description = "Time a digit engine on rendered digits: accuracy, ms per digit, ms per 81 cells.")
final class OcrBenchCommand implements Callable<Integer> {
    @Option(names = "--ocr", defaultValue = Recognizers.DEFAULT, description = "Engine: model or tesseract (default ${DEFAULT-VALUE}).")
    String ocr;

    @Option(names = "--digits", defaultValue = "810", description = "Digits to read (default ${DEFAULT-VALUE}).")
    int digits;

    @Option(names = "--seed", defaultValue = "99", description = "Rendering seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() {
        if (digits < 1) {
            throw new UserError(ExitCodes.INVALID_INPUT, "--digits must be at least 1");
        }
        DigitRecognizer engine;
        try {
            engine = Recognizers.create(ocr);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, e.getMessage());
        }
        List<LabelledInk> set = new FontDigitRenderer(FontCatalog.load(FontCatalog.ROOT), RenderParams.DEFAULT)
                .render(digits, seed);
        try (engine) {
            for (LabelledInk d : set) {
                engine.recognize(d.ink()); // warm-up: JIT and native caches
            }
            int ok = 0;
            long t0 = System.nanoTime();
            for (LabelledInk d : set) {
                ok += engine.recognize(d.ink()).digit() == d.digit() ? 1 : 0;
            }
            double ms = (System.nanoTime() - t0) / 1e6 / set.size();
            System.out.println(String.format(Locale.ROOT,
                    "ocr-bench: engine=%s digits=%d accuracy=%.2f%% ms_per_digit=%.3f ms_per_81_cells=%.1f",
                    engine.name(), set.size(), 100.0 * ok / set.size(), ms, 81 * ms));
        } finally {
            set.forEach(d -> d.ink().release());
        }
        return ExitCodes.OK;
    }
}
