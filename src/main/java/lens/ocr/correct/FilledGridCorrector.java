package lens.ocr.correct;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import lens.board.Conflict;
import lens.board.Grid;
import lens.board.Rules;
import lens.board.Units;
import lens.ocr.DigitReading;

/**
 * Revises misread digits of a filled-in grid (a hand-filled solution being verified) without
 * hiding the user's real mistakes. A cell is changed only when it is in a rule conflict, the new
 * digit removes more repeats than it makes, and the recognizer found the new digit nearly as
 * likely as the one it read: its score is at least {@code 1 / maxRatio} of the winner's. A
 * clearly written wrong digit is read with a confident winner and stays, so {@code verify}
 * still reports it; an ambiguous scrawl (a 1 or a 7, a 4 or a 9) is taken the way the rules
 * want.
 *
 * <p>Changes are made one at a time, the one removing the most repeats first (then the
 * cheapest: least log(winner / chosen score)); when no single change helps, pairs are tried (two
 * misread digits that swap each other's place in a unit). Empty cells are never filled.
 */
public final class FilledGridCorrector {
    /**
     * @param maxRatio   a revised digit scored at least winner / maxRatio: an 8-to-1 doubt is a
     *                   misreading worth revising; a surer reading is what the user wrote
     * @param maxChanges at most this many cells revised in one grid: more is a grid full of
     *                   real mistakes, not of misreadings
     */
    public record Params(double maxRatio, int maxChanges) {
        public static final Params DEFAULT = new Params(8, 6);
    }

    /** The grid after revision and the cells changed (empty when none). */
    public record Revision(Grid board, List<BoardCorrector.Change> changes) {
        public Revision {
            changes = List.copyOf(changes);
        }
    }

    private final Params params;

    public FilledGridCorrector(Params params) {
        if (params.maxRatio() < 1 || params.maxChanges() < 0) {
            throw new IllegalArgumentException("maxRatio >= 1 and maxChanges >= 0");
        }
        this.params = params;
    }

    public FilledGridCorrector() {
        this(Params.DEFAULT);
    }

    /**
     * @param read     the grid as read (0 = empty, left alone)
     * @param readings the reading of every filled cell (null where empty or unknown)
     */
    public Revision correct(Grid read, DigitReading[] readings) {
        if (readings.length != Units.CELLS) {
            throw new IllegalArgumentException("81 readings, not " + readings.length);
        }
        Grid board = read;
        List<BoardCorrector.Change> changes = new ArrayList<>();
        while (changes.size() < params.maxChanges()) {
            int repeats = repeats(board);
            if (repeats == 0) {
                break;
            }
            List<Option> options = options(board, read, readings);
            Option[] best = bestSingle(board, repeats, options);
            if (best == null && changes.size() + 2 <= params.maxChanges()) {
                best = bestPair(board, repeats, options);
            }
            if (best == null) {
                break;
            }
            for (Option o : best) {
                DigitReading r = readings[o.cell()];
                changes.add(new BoardCorrector.Change(o.cell(), read.get(o.cell()), o.digit(), String.format(Locale.ROOT,
                        "%d read with confidence %.2f, %d scored %.2f and removes a repeat",
                        read.get(o.cell()), r.confidence(), o.digit(), r.scores()[o.digit()])));
                board = board.with(o.cell(), o.digit());
            }
        }
        return new Revision(board, changes);
    }

    /** One possible revision: a cell, a digit, and its cost log(winner / digit's score). */
    private record Option(int cell, int digit, double cost) {
    }

    /** Every close-enough other digit of every read cell in a conflict, not yet revised. */
    private List<Option> options(Grid board, Grid read, DigitReading[] readings) {
        boolean[] inConflict = new boolean[Units.CELLS];
        for (Conflict c : Rules.conflicts(board)) {
            for (int cell : c.cells()) {
                inConflict[cell] = true;
            }
        }
        List<Option> out = new ArrayList<>();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            DigitReading r = readings[cell];
            if (!inConflict[cell] || r == null || board.get(cell) != read.get(cell)) {
                continue;
            }
            double[] s = r.scores();
            double top = Math.max(s[read.get(cell)], 1e-12);
            for (int d = 1; d <= 9; d++) {
                if (d != read.get(cell) && s[d] * params.maxRatio() >= top) {
                    out.add(new Option(cell, d, Math.log(top / Math.max(s[d], 1e-12))));
                }
            }
        }
        return out;
    }

    private static Option[] bestSingle(Grid board, int repeats, List<Option> options) {
        Option best = null;
        int bestGain = 0;
        for (Option o : options) {
            int gain = repeats - repeats(board.with(o.cell(), o.digit()));
            if (gain > bestGain || (gain == bestGain && gain > 0 && o.cost() < best.cost())) {
                best = o;
                bestGain = gain;
            }
        }
        return best == null ? null : new Option[] {best};
    }

    private static Option[] bestPair(Grid board, int repeats, List<Option> options) {
        Option[] best = null;
        int bestGain = 0;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int i = 0; i < options.size(); i++) {
            for (int j = i + 1; j < options.size(); j++) {
                Option a = options.get(i), b = options.get(j);
                if (a.cell() == b.cell()) {
                    continue;
                }
                int gain = repeats - repeats(board.with(a.cell(), a.digit()).with(b.cell(), b.digit()));
                double cost = a.cost() + b.cost();
                if (gain > bestGain || (gain == bestGain && gain > 0 && cost < bestCost)) {
                    best = new Option[] {a, b};
                    bestGain = gain;
                    bestCost = cost;
                }
            }
        }
        return best;
    }

    /** How many digits repeat, summed over all units: a digit three times in a row counts 2. */
    static int repeats(Grid g) {
        int n = 0;
        for (int u = 0; u < Units.UNITS; u++) {
            int seen = 0;
            for (int c : Units.cellsOf(u)) {
                int d = g.get(c);
                if (d != 0) {
                    int bit = 1 << (d - 1);
                    n += (seen & bit) != 0 ? 1 : 0;
                    seen |= bit;
                }
            }
        }
        return n;
    }
}
