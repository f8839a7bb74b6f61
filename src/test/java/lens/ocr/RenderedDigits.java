package lens.ocr;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.Font;
import java.util.List;
import lens.ocr.training.FontCatalog;
import lens.ocr.training.FontDigitRenderer;
import lens.ocr.training.LabelledInk;
import lens.ocr.training.RenderParams;

/** A small fixed set of rendered, photo-damaged digits for the engine tests. */
public final class RenderedDigits {
    private RenderedDigits() {
    }

    public static List<LabelledInk> make(int count, long seed) {
        lens.vision.OpenCvLoader.ensureLoaded();
        List<Font> fonts = FontCatalog.load(FontCatalog.ROOT);
        assumeTrue(!fonts.isEmpty(), "skipped: no fonts under " + FontCatalog.ROOT);
        return new FontDigitRenderer(fonts, RenderParams.DEFAULT).render(count, seed);
    }

    /** Share of the digits the recognizer reads right; releases the digits. */
    public static double accuracy(DigitRecognizer r, List<LabelledInk> digits) {
        int ok = 0;
        for (LabelledInk d : digits) {
            ok += r.recognize(d.ink()).digit() == d.digit() ? 1 : 0;
            d.ink().release();
        }
        return (double) ok / digits.size();
    }
}
