package lens.pipeline;

/** How a cell's digit got onto the paper: printed with the puzzle, or written in by hand. */
public enum InkKind {
    PRINTED, WRITTEN
}
