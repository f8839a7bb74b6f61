package lens.cli;

import lens.ocr.DigitRecognizer;
import lens.ocr.Recognizers;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Opens the digit engine named by {@code --ocr}. */
final class Engines {
    private static final Logger LOG = LoggerFactory.getLogger(Engines.class);

    private Engines() {
    }

    /**
     * The engine; null for {@code none} (grids and filled cells only). With no name, the default
     * engine, or Tesseract when the default's model is not available.
     */
    static DigitRecognizer open(String name) {
        if (name != null && name.equals("none")) {
            return null;
        }
        try {
            return Recognizers.create(name);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, e.getMessage() + " or none");
        } catch (IllegalStateException | java.io.UncheckedIOException e) {
            if (name == null && !Recognizers.DEFAULT.equals(Recognizers.TESSERACT)) {
                LOG.warn("{}; using {}", e.getMessage(), Recognizers.TESSERACT);
                return Recognizers.create(Recognizers.TESSERACT);
            }
            throw new UserError(ExitCodes.INVALID_INPUT, "cannot open OCR engine " + name + ": " + e.getMessage());
        }
    }
}
