package lens.live;

/** Where the live pipeline stands with the puzzle in view, shown in the status corner. */
public enum Phase {
    /** No grid in view. */
    SEARCHING("searching"),
    /** A grid is in view and its digits are being read and confirmed. */
    READING("reading"),
    /** The board was confirmed and solved; its missing digits are drawn. */
    SOLVED("solved"),
    /** The board was confirmed but cannot be solved (the reason is shown). */
    UNSOLVABLE("unsolvable");

    private final String label;

    Phase(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
