package lens.vision;

/** How a cell's digit is handed to the recognizer. */
public enum InkStyle {
    /** The binary mask of the digit's components (the DigitRecognizer contract; what the model is trained on). */
    MASK,
    /** Grey levels (paper 0, darkest ink 255) near the digit's components: keeps detail of small blurred digits. */
    GREY
}
