package lens.ocr;

import java.util.List;
import java.util.Locale;

/**
 * Makes recognizers by their {@code --ocr} name. {@link #DEFAULT} is the engine that measured
 * best on the photo dataset (see models/README.md).
 */
public final class Recognizers {
    public static final String MODEL = "model";
    public static final String TESSERACT = "tesseract";
    public static final String DEFAULT = MODEL;
    public static final List<String> NAMES = List.of(MODEL, TESSERACT);

    private Recognizers() {
    }

    /**
     * A new recognizer; the caller closes it.
     *
     * @throws IllegalArgumentException for an unknown name (the message lists the known ones)
     */
    public static DigitRecognizer create(String name) {
        String n = name == null ? DEFAULT : name.strip().toLowerCase(Locale.ROOT);
        switch (n) {
            case MODEL:
                return ModelRecognizer.load();
            case TESSERACT:
                return new TesseractRecognizer();
            default:
                throw new IllegalArgumentException("unknown OCR engine '" + name + "' (known: "
                        + String.join(", ", NAMES) + ")");
        }
    }
}
