package lens.solve.human.chains;

import lens.board.Digits;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Potential;

/**
 * Follows the consequences of one assumption (a candidate on or off) breadth first, so each
 * potential is reached by a shortest derivation, recording for each the potentials it follows
 * from. The links are Sudoku Explainer's:
 * <ul>
 * <li>on: the cell's other candidates and the digit in the cell's peers go off;</li>
 * <li>off: a cell left with one candidate, or a unit left with one place for the digit, turns
 * that candidate on.</li>
 * </ul>
 * A {@link Mode#STATIC static} chainer judges "left with one" on the board as it was (plain
 * bivalue cells and conjugate pairs: alternating chains); a {@link Mode#DYNAMIC dynamic} one
 * on the board as the assumption has changed it, so a single may rest on several earlier
 * potentials (SE's dynamic forcing chains); {@link Mode#DYNAMIC_PLUS} also applies pointing and
 * claiming, then naked and hidden pairs, whenever the singles run out (SE's "Dynamic Forcing
 * Chains (+)", whose inner rules are locking, pairs and X-wings); {@link Mode#NISHIO}
 * is dynamic but uses the unit links only, so it stays on the assumed digit (SE's Nishio forcing
 * chains turn off the cell links: {@code getOnToOff(grid, p, !isNishio)}). The walk stops at
 * the first contradiction: a candidate both on and off, or a cell or unit with no place left
 * (a static chainer does not look for contradictions: alternating chains do not need them).
 */
final class Chainer {
    /** How far the chainer looks; see the class comment. */
    enum Mode { STATIC, NISHIO, DYNAMIC, DYNAMIC_PLUS, NESTED, NESTED_MULTIPLE }

    private final Mode mode;
    private final int[] base;
    /** Digits already placed in each unit (those units need no place for them). */
    private final int[] placedIn;
    /** For nested chains: settles candidates by alternating chains on a branch's board. */
    private StaticClosure closure;

    Mode mode() {
        return mode;
    }

    int[] base() {
        return base;
    }

    int[] placedIn() {
        return placedIn;
    }

    /** The closure the nested walks of this chainer share (one thread at a time). */
    StaticClosure closure() {
        if (closure == null) {
            closure = new StaticClosure();
        }
        return closure;
    }

    Chainer(CandidateBoard board, Mode mode) {
        this(candidates(board), placedIn(board), mode);
    }

    /** The candidate masks of a board, by cell. */
    static int[] candidates(CandidateBoard board) {
        int[] cand = new int[Units.CELLS];
        for (int c = 0; c < Units.CELLS; c++) {
            cand[c] = board.candidates(c);
        }
        return cand;
    }

    /** The digits placed in each unit of a board, as masks. */
    static int[] placedIn(CandidateBoard board) {
        int[] placed = new int[Units.UNITS];
        for (int c = 0; c < Units.CELLS; c++) {
            if (!board.isEmpty(c)) {
                for (int u : Units.unitsOf(c)) {
                    placed[u] |= Digits.bit(board.digit(c));
                }
            }
        }
        return placed;
    }

    /** A chainer over candidate masks (a branch's board, for nested chains). */
    Chainer(int[] candidates, int[] placedIn, Mode mode) {
        this.mode = mode;
        this.base = candidates.clone();
        this.placedIn = placedIn;
    }

    /** Everything {@code source} (a {@link Potential}) implies, up to the first contradiction. */
    Implications follow(int source) {
        return follow(source, Integer.MAX_VALUE);
    }

    /**
     * As {@link #follow(int)}, but potentials {@code maxDepth} links or more from the source are
     * not expanded (for the plain walk; walks with rules ignore the bound). What the walk
     * reaches and the contradiction it meets are those of the unbounded walk as far as it goes,
     * since the walk is breadth first; and every potential added while expanding one at depth k
     * has that one among its parents, so a contradiction the bound cuts off rests on more than
     * {@code maxDepth} potentials.
     */
    Implications follow(int source, int maxDepth) {
        Implications im = new Implications(source);
        Walk w = switch (mode) {
            case STATIC, NISHIO, DYNAMIC -> new Walk(this, im);
            case DYNAMIC_PLUS -> new RuledWalk(this, im);
            case NESTED, NESTED_MULTIPLE -> new NestedWalk(this, im);
        };
        if (w.getClass() == Walk.class) {
            w.maxDepth = maxDepth;
        }
        w.queue[w.tail++] = source;
        w.run();
        return im;
    }
}
