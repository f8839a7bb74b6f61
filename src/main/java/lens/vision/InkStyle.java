package lens.vision;

/** How a cell's digit is handed to the recognizer. */
public enum InkStyle {
    /** The binary mask of the digit's components. */
    MASK,
    /**
     * Grey levels (paper 0, darkest ink 255) near the digit's components: keeps detail of small
     * blurred digits (the holes of 6/8/9). The default: the digit model is trained on it, and it
     * reads more held-out cells right than the mask (figures in {@code docs/reading-notebook.md}).
     */
    GREY
}
