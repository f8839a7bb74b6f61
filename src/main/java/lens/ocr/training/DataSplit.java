package lens.ocr.training;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Locale;
import lens.board.Grid;
import lens.solve.BitSolver;

/**
 * Which part of the development data a photo belongs to: {@link #TRAIN} (the digit model learns
 * from it), {@link #VALIDATION} (every tuned choice: epochs, thresholds, calibration) or
 * {@link #TEST} (touched only to report). The split is by puzzle, decided from the photo's truth
 * alone, so that every photo of one puzzle, its pixel-identical copies under other names, and the
 * printed and the hand-filled version of one page all fall into the same part.
 *
 * <p>Rule: the puzzle is identified by its solution (a hand-filled truth is the solution; a
 * printed truth is solved), brought to a canonical form that does not change when the grid is
 * turned, mirrored or its digits renamed (the smallest 81-character line over the 8 symmetries
 * of the square with digits renumbered in order of first appearance). The first two bytes of the
 * SHA-256 of that line, modulo 100, choose the part: below {@value #TRAIN_PERCENT} train, below
 * {@value #TRAIN_PERCENT} + {@value #VALIDATION_PERCENT} validation, else test. A truth that does
 * not solve (a mislabelled file) is identified by its own canonical digits instead.
 */
public enum DataSplit {
    TRAIN, VALIDATION, TEST;

    public static final int TRAIN_PERCENT = 60;
    public static final int VALIDATION_PERCENT = 20;

    /** The split's name as the command line writes it ({@code train}, {@code validation}, {@code test}). */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The part the puzzle shown by {@code truth} belongs to. */
    public static DataSplit of(Grid truth) {
        int bucket = bucket(puzzleKey(truth));
        return bucket < TRAIN_PERCENT ? TRAIN : bucket < TRAIN_PERCENT + VALIDATION_PERCENT ? VALIDATION : TEST;
    }

    /** Parses {@code train}, {@code validation} or {@code test} (any case). */
    public static DataSplit parse(String text) {
        return valueOf(text.toUpperCase(Locale.ROOT));
    }

    /** The canonical line of the puzzle's solution (or of the truth itself when it does not solve). */
    public static String puzzleKey(Grid truth) {
        Grid g = truth;
        if (!truth.isComplete()) {
            byte[] solution = new byte[81];
            if (truth.filledCount() > 0 && new BitSolver().solve(truth.toBytes(), solution, 1) == 1) {
                g = Grid.of(solution);
            }
        }
        return canonical(g);
    }

    /** The smallest renumbered line over the 8 turns and mirror images of the square. */
    static String canonical(Grid g) {
        String best = null;
        for (int sym = 0; sym < 8; sym++) {
            int[] map = new int[10];
            int next = 1;
            StringBuilder line = new StringBuilder(81);
            for (int cell = 0; cell < 81; cell++) {
                int d = g.get(source(cell, sym));
                if (d != 0 && map[d] == 0) {
                    map[d] = next++;
                }
                line.append((char) ('0' + map[d]));
            }
            String s = line.toString();
            if (best == null || s.compareTo(best) < 0) {
                best = s;
            }
        }
        return best;
    }

    /** The cell shown at {@code cell} after symmetry {@code sym}: bit 0 transposes, bits 1-2 mirror rows and columns. */
    private static int source(int cell, int sym) {
        int r = cell / 9;
        int c = cell % 9;
        if ((sym & 1) != 0) {
            int t = r;
            r = c;
            c = t;
        }
        if ((sym & 2) != 0) {
            r = 8 - r;
        }
        if ((sym & 4) != 0) {
            c = 8 - c;
        }
        return r * 9 + c;
    }

    private static int bucket(String key) {
        try {
            byte[] h = MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.US_ASCII));
            return (((h[0] & 0xff) << 8) | (h[1] & 0xff)) % 100;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
