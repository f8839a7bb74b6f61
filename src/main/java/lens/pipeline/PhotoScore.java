package lens.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import lens.board.Grid;
import lens.board.Units;
import lens.ocr.DigitReading;

/**
 * How one photo of a set with truth was read: its reading, the board after correction, and the
 * truth. A cell is correct when the board holds the true digit (0 for empty: the correction may
 * take a stain for an empty cell); without a recognizer, when empty-versus-filled is right.
 *
 * @param name    the photo's file name
 * @param reading what the reading path made of it
 * @param board   the corrected board (null without a grid)
 * @param reads   whether digits were read (a recognizer was given)
 * @param truth   the true digits (0 = empty)
 * @param entry   the photo's entry in its set (true corners, when known)
 * @param nanos   reading time, decoding and correction excluded
 * @param unreadable why the file could not be decoded (it was not read, nor scored); null when it was
 */
public record PhotoScore(String name, PhotoReading reading, Grid board, boolean reads, Grid truth, PhotoSet.Entry entry,
                         long nanos, String unreadable) {
    /** A photo decoded and read. */
    public PhotoScore(String name, PhotoReading reading, Grid board, boolean reads, Grid truth, PhotoSet.Entry entry,
                      long nanos) {
        this(name, reading, board, reads, truth, entry, nanos, null);
    }

    /** A file that could not be decoded, {@code reason} saying why (it names the file). */
    static PhotoScore unreadable(String name, String reason, boolean reads, Grid truth, PhotoSet.Entry entry) {
        return new PhotoScore(name, new PhotoReading.NoGrid(reason), null, reads, truth, entry, 0, reason);
    }

    public boolean found() {
        return reading instanceof PhotoReading.Read;
    }

    /** Cells whose empty-versus-filled decision matches the truth. */
    public int filledCorrect() {
        boolean[] filled = ((PhotoReading.Read) reading).filled();
        int ok = 0;
        for (int i = 0; i < 81; i++) {
            ok += (truth.get(i) != 0) == filled[i] ? 1 : 0;
        }
        return ok;
    }

    /** Correct cells (see the class comment). */
    public int cellsCorrect() {
        if (!reads) {
            return filledCorrect();
        }
        int ok = 0;
        for (int i = 0; i < 81; i++) {
            ok += board.get(i) == truth.get(i) ? 1 : 0;
        }
        return ok;
    }

    /** Mean distance (pixels) of the found corners from the true ones, in their best turn; NaN when unknown. */
    public double cornerError() {
        return entry.corners() == null ? Double.NaN : read().corners().meanCornerErrorAnyTurn(entry.corners());
    }

    /**
     * {@code image7.jpg: filled_ok=81 cells_ok=80 corner_error=2.1 found=... truth=... conf=0.981},
     * or why no grid, or {@code image7.jpg: unreadable: why}.
     */
    public String line() {
        if (unreadable != null) {
            return name + ": unreadable: " + unreadable;
        }
        if (!found()) {
            return name + ": " + ((PhotoReading.NoGrid) reading).reason();
        }
        String corner = entry.corners() == null ? ""
                : String.format(Locale.ROOT, " corner_error=%.1f found=%s truth=%s", cornerError(), read().corners(),
                entry.corners());
        double conf = 0;
        int n = 0;
        for (DigitReading d : read().readings()) {
            if (d != null) {
                conf += d.confidence();
                n++;
            }
        }
        return String.format(Locale.ROOT, "%s: filled_ok=%d cells_ok=%d%s conf=%.3f", name, filledCorrect(),
                reads ? cellsCorrect() : filledCorrect(), corner, n == 0 ? 0 : conf / n);
    }

    /** One line per wrong cell: {@code error: image7.jpg r3c4 truth=5 read=6 conf=0.61 second=5 (0.35) truth_score=0.350}. */
    public List<String> errorLines() {
        List<String> out = new ArrayList<>();
        if (!found()) {
            return out;
        }
        boolean[] filled = read().filled();
        DigitReading[] readings = read().readings();
        for (int i = 0; i < 81; i++) {
            if (truth.get(i) == board.get(i)) {
                continue;
            }
            DigitReading d = readings[i];
            String how = d == null ? (filled[i] ? "unread" : "empty")
                    : String.format(Locale.ROOT, "conf=%.3f second=%d (%.3f) truth_score=%.3f", d.confidence(), d.ranked()[1],
                    d.scores()[d.ranked()[1]], truth.get(i) == 0 ? 0 : d.scores()[truth.get(i)]);
            out.add(String.format(Locale.ROOT, "error: %s %s truth=%d read=%d %s", name, Units.cellName(i), truth.get(i),
                    board.get(i), how));
        }
        return out;
    }

    private PhotoReading.Read read() {
        return (PhotoReading.Read) reading;
    }
}
