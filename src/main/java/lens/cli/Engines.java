package lens.cli;

import lens.ocr.DigitRecognizer;

/** Opens the digit engine named by {@code --ocr}. */
final class Engines {
    private Engines() {
    }

    /** The engine, or null for {@code none} (grids and filled cells only). */
    static DigitRecognizer open(String name) {
        if (name == null || name.equals("none")) {
            return null;
        }
        try {
            return lens.ocr.Recognizers.create(name);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCodes.INVALID_INPUT, e.getMessage());
        }
    }
}
