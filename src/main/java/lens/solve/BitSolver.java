package lens.solve;

import java.util.Arrays;

import static lens.solve.BandTables.BAND_OF;
import static lens.solve.BandTables.CLAIM;
import static lens.solve.BandTables.COLUMN;
import static lens.solve.BandTables.COMPLEX;
import static lens.solve.BandTables.LOCKED;
import static lens.solve.BandTables.OTHER_BAND_1;
import static lens.solve.BandTables.OTHER_BAND_2;
import static lens.solve.BandTables.PEERS;
import static lens.solve.BandTables.ROW;
import static lens.solve.BandTables.SHRINK;

/**
 * The fast exhaustive solver and solution counter (the JCZSolve / fsss2 family of designs).
 *
 * <p>The state is 33 ints: for each digit and band a 27-bit word of candidate cells (layout in
 * {@link BandTables}), word index {@code 3 * digit + band}, then one word per band of the cells
 * not yet placed, then one per band of the open cells with two candidates. Propagation works a
 * word at a time, only on words that changed, in sweeps over the changed set: the band's
 * box-line eliminations come from one table lookup, every row left with one candidate is a
 * hidden single (all placed at once: the cells leave the other eight digits), and a box whose
 * candidates sit in one column takes that column from the other two bands. When no word changes
 * any more, naked singles are found for each band that changed, at once by counting candidates
 * bit-parallel across the nine digits, and then a column whose candidates lie in one band takes
 * the digit from the other columns of its box there ({@link #claim()}). A node where some digit
 * has no candidate left in some column fails there ({@link #everyColumn()}). Otherwise the search
 * guesses on the cell with two candidates whose digits have the most candidates among its peers,
 * plus what the search has learnt so far in this puzzle (see {@link #guessCell()} and
 * {@link Conflicts}), saving the 33 ints on a preallocated stack (the last choice at a node needs
 * no copy).
 *
 * <p>Variants measured and dropped, and the measurements behind these choices, are in
 * {@code docs/solver-notebook.md}.
 *
 * <p>One instance per thread; no allocation after construction.
 *
 * <pre>
 *   s[0..26]   word 3*d+b: digit d+1 in band b   (27 bits, see BandTables)
 *   s[27..29]  band b: cells with no digit placed yet
 *   s[30..32]  band b: open cells with two candidates (as of the band's last naked-single pass)
 * </pre>
 */
public final class BitSolver implements SolutionCounter {
    private static final int BAND = 0x7FFFFFF;
    private static final int ALL_WORDS = 0x7FFFFFF;
    /** s[UNSOLVED + band]: cells of the band without a placed digit. */
    private static final int UNSOLVED = 27;
    /**
     * s[PAIRS + band]: open cells of the band with two candidates, as of the band's last
     * naked-single pass. Part of the saved state, so a band the propagation did not touch keeps
     * a valid value without a new pass.
     */
    private static final int PAIRS = 30;
    private static final int STRIDE = 33;
    /** Bits 0, 3, ..., 24: the nine words of band 0 (shift left by the band for the others). */
    private static final int BAND_WORDS = 0x1249249;

    private final int[] s = new int[STRIDE];
    /** Scratch for {@link #setGivens}: the given cells of each word, all 0 between calls. */
    private final int[] givens = new int[27];
    private final int[] stack = new int[STRIDE * 82];
    private final Conflicts conflicts = new Conflicts();
    /** Bit i set: word i changed since it was last examined. */
    private int dirty;
    private int limit;
    private int found;
    private long guesses;
    private byte[] firstOut;
    private byte[] secondOut;

    @Override
    public int solve(byte[] puzzle, byte[] solutionOut, int limit) {
        return solve(puzzle, solutionOut, null, limit);
    }

    @Override
    public int solve(byte[] puzzle, byte[] firstOut, byte[] secondOut, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1: " + limit);
        }
        this.limit = limit;
        this.found = 0;
        this.guesses = 0;
        this.firstOut = firstOut;
        this.secondOut = secondOut;
        if (!setGivens(puzzle)) {
            return 0;
        }
        conflicts.clear();
        search(0);
        return found;
    }

    /**
     * Sets the state to the givens, all at once: the given cells leave every word but their own
     * digit's by one mask per band, rather than one clear per given and word (fewer stores).
     * False when two equal givens share a unit. Leaves all words to be updated.
     */
    private boolean setGivens(byte[] puzzle) {
        int[] s = this.s;
        int[] givens = this.givens;
        int given0 = 0;
        int given1 = 0;
        int given2 = 0;
        for (int c = 0; c < 81; c++) {
            int d = puzzle[c];
            if (d != 0) {
                int b = c / 27;
                int p = c - 27 * b;
                int word = 3 * (d - 1) + b;
                int column = COLUMN[p];
                int sameDigitInColumn = (givens[OTHER_BAND_1[word]] | givens[OTHER_BAND_2[word]]) & column;
                if ((givens[word] & PEERS[p]) != 0 || sameDigitInColumn != 0) {
                    Arrays.fill(givens, 0);
                    return false; // a peer already holds this digit
                }
                givens[word] |= 1 << p;
            }
        }
        for (int w = 0; w < 27; w += 3) {
            given0 |= givens[w];
            given1 |= givens[w + 1];
            given2 |= givens[w + 2];
        }
        s[UNSOLVED] = BAND & ~given0;
        s[UNSOLVED + 1] = BAND & ~given1;
        s[UNSOLVED + 2] = BAND & ~given2;
        s[PAIRS] = 0;
        s[PAIRS + 1] = 0;
        s[PAIRS + 2] = 0;
        for (int w = 0; w < 27; w++) {
            s[w] = s[UNSOLVED + BAND_OF[w]];
        }
        for (int w = 0; w < 27; w++) {
            int own = givens[w];
            if (own == 0) {
                continue;
            }
            givens[w] = 0;
            int peers = 0;
            int columns = 0;
            for (int x = own; x != 0; x &= x - 1) {
                int p = Integer.numberOfTrailingZeros(x);
                peers |= PEERS[p];
                columns |= COLUMN[p];
            }
            s[w] = (s[w] & ~peers) | own;
            s[OTHER_BAND_1[w]] &= ~columns;
            s[OTHER_BAND_2[w]] &= ~columns;
        }
        dirty = ALL_WORDS;
        return true;
    }

    @Override
    public long lastGuesses() {
        return guesses;
    }

    /**
     * Counts the solutions below the current state. True when the node fails before its guess
     * (in propagation or the column test), which {@link Conflicts} learns from.
     */
    private boolean search(int depth) {
        if (!propagate()) {
            return true;
        }
        int[] s = this.s;
        if ((s[UNSOLVED] | s[UNSOLVED + 1] | s[UNSOLVED + 2]) == 0) {
            record();
            return false;
        }
        if (!everyColumn()) {
            return true;
        }
        int chosen = guessCell();
        int band = chosen / 27;
        int p = chosen - 27 * band;
        int cell = 1 << p;
        int candidates = digitsAt(band, p);
        int digits = candidates;
        int base = depth * STRIDE;
        while (true) {
            int word = 3 * Integer.numberOfTrailingZeros(digits) + band;
            digits &= digits - 1;
            dirty = 0;
            if (digits == 0) {
                place(word, cell, candidates); // last choice: nothing to restore afterwards
                if (search(depth + 1)) {
                    conflicts.guessFailedAtOnce(chosen, word / 3);
                }
                return false;
            }
            System.arraycopy(s, 0, stack, base, STRIDE);
            place(word, cell, candidates);
            if (search(depth + 1)) {
                conflicts.guessFailedAtOnce(chosen, word / 3);
            }
            System.arraycopy(stack, base, s, 0, STRIDE);
            if (found >= limit) {
                return false;
            }
            guesses++;
        }
    }

    /**
     * Runs word updates and naked singles to a fixed point; false on a contradiction.
     *
     * <p>The words are taken in sweeps over a snapshot of the pending set, so which word comes
     * next does not wait for the result of the update before it (the processor overlaps them);
     * a word changed behind the sweep waits for the next one. The naked-single pass skips a band
     * none of whose words was updated since its last pass.
     */
    private boolean propagate() {
        int[] s = this.s;
        while (true) {
            int pending = dirty;
            int touched = 0;
            while (pending != 0) {
                int todo = pending;
                touched |= todo;
                while (todo != 0) {
                    int word = Integer.numberOfTrailingZeros(todo);
                    todo &= todo - 1;
                    int changed = updateWord(word);
                    if (changed < 0) {
                        conflicts.digitFailed(word / 3);
                        dirty = 0;
                        return false;
                    }
                    pending = (pending | changed) & ~(1 << word);
                }
            }
            dirty = 0;
            boolean placed = false;
            for (int b = 0; b < 3; b++) {
                int open = s[UNSOLVED + b];
                if (open == 0) {
                    s[PAIRS + b] = 0;
                    continue;
                }
                if ((touched & (BAND_WORDS << b)) == 0) {
                    continue; // unchanged since its last pass: no single, pairs still right
                }
                int one = 0;
                int two = 0;
                int three = 0;
                for (int w = b; w < 27; w += 3) {
                    int a = s[w];
                    three |= two & a;
                    two |= one & a;
                    one |= a;
                }
                if ((open & ~one) != 0) {
                    return false; // an open cell with no candidate left
                }
                s[PAIRS + b] = open & two & ~three;
                int singles = open & ~two;
                while (singles != 0) {
                    int bit = singles & -singles;
                    singles ^= bit;
                    int w = b;
                    while (w < 27 && (s[w] & bit) == 0) {
                        w += 3;
                    }
                    if (w >= 27) {
                        return false; // emptied by a single placed just before
                    }
                    placeSingle(w, bit);
                    placed = true;
                }
            }
            if (!placed && claim() == 0) {
                return true; // and s[PAIRS..] is up to date
            }
        }
    }

    /**
     * Column-box claiming, once the word updates and naked singles are done: a digit whose
     * candidates in some column all lie in one band sits in that column's box there, so the
     * box's other columns lose it. Done here rather than in every word update it costs a pass
     * over the 27 words per fixed point, and it cuts top1465 from 14.6 to 12.5 guesses a puzzle
     * (hardest-1106 236 to 211) for 2 to 9 per cent more puzzles a second. Marks and returns the
     * words it changed.
     */
    private int claim() {
        int[] s = this.s;
        int changed = 0;
        for (int d = 0; d < 27; d += 3) {
            int f0 = fold(s[d]);
            int f1 = fold(s[d + 1]);
            int f2 = fold(s[d + 2]);
            changed |= clear(s, d, CLAIM[f0 & ~(f1 | f2)]) | clear(s, d + 1, CLAIM[f1 & ~(f0 | f2)])
                    | clear(s, d + 2, CLAIM[f2 & ~(f0 | f1)]);
        }
        dirty |= changed;
        return changed;
    }

    /**
     * Box-line eliminations of one word (inside the band by table; a box whose candidates sit
     * in one column clears it from the other bands), then its hidden singles in rows. Column-wise
     * claiming here, in every update, saved a tenth of the guesses but cost more time than that;
     * it runs once per fixed point instead ({@link #claim()}).
     * Returns the words it changed (bit per word), or -1 when the digit can no longer go once
     * in each row and box of the band. A column that lost the digit in all three bands is not
     * tested here, in every update (5 to 13 per cent fewer puzzles a second), but once a node,
     * before its guess ({@link #everyColumn()}); a full placement is valid all the same, since
     * every placed digit has left its row, box and column peers.
     * The word needs no second look afterwards: the band table is idempotent, and a row
     * single's box peers are already gone with it.
     */
    private int updateWord(int word) {
        int[] s = this.s;
        int band = BAND_OF[word];
        int w1 = OTHER_BAND_1[word];
        int w2 = OTHER_BAND_2[word];
        int a = s[word];
        a &= COMPLEX[SHRINK[a & ROW] | (SHRINK[(a >>> 9) & ROW] << 3) | (SHRINK[a >>> 18] << 6)];
        if (a == 0) {
            return -1;
        }
        int r0 = a & ROW;
        int r1 = a & (ROW << 9);
        int r2 = a & (ROW << 18);
        int singles = ((r0 & (r0 - 1)) == 0 ? r0 : 0) | ((r1 & (r1 - 1)) == 0 ? r1 : 0)
                | ((r2 & (r2 - 1)) == 0 ? r2 : 0);
        singles &= s[UNSOLVED + band];
        // a box whose candidates sit in one column (a placed digit's box among them) takes
        // that column from the other two bands; done before the row singles so its loads need
        // not wait for their stores
        int locked = LOCKED[fold(a)];
        int changed = clear(s, w1, locked) | clear(s, w2, locked);
        if (singles != 0) {
            // hidden singles in rows: the cells leave the other eight digits
            s[UNSOLVED + band] &= ~singles;
            for (int w = band; w < 27; w += 3) {
                changed |= clear(s, w, singles);
            }
        }
        s[word] = a;
        return changed;
    }

    /**
     * False when some digit has no candidate left in some column. The word updates see one band
     * at a time and cannot tell; without this test such a node goes on guessing until a band or
     * a cell runs out (hardest-1106: 128 guesses a puzzle, 118.6 with it). Run once a node,
     * before its guess, rather than inside {@link #claim()} at every fixed point: there even two
     * more operations a digit cost 5 per cent on top1465.
     */
    private boolean everyColumn() {
        int[] s = this.s;
        int columns = ROW;
        for (int d = 0; d < 27; d += 3) {
            columns &= fold(s[d] | s[d + 1] | s[d + 2]);
        }
        return columns == ROW;
    }

    /** Removes {@code mask} from word {@code w}; returns bit w when that changed it, else 0. */
    private static int clear(int[] s, int w, int mask) {
        int old = s[w];
        int hit = old & mask;
        s[w] = old ^ hit;
        return (-hit >>> 31) << w; // hit is at most 27 bits: negative exactly when not 0
    }

    /** The columns of a band word that hold candidates (nine bits). */
    private static int fold(int a) {
        return (a | (a >>> 9) | (a >>> 18)) & ROW;
    }

    /**
     * Places the digit of {@code word} on the cell {@code bit} of its band and clears peers;
     * {@code candidates} are the cell's digits, so only their words lose the cell (one other
     * word for a cell with two candidates, rather than all nine).
     */
    private void place(int word, int bit, int candidates) {
        int[] s = this.s;
        int band = BAND_OF[word];
        int changed = 0;
        for (int others = candidates & ~(1 << (word / 3)); others != 0; others &= others - 1) {
            changed |= clear(s, 3 * Integer.numberOfTrailingZeros(others) + band, bit);
        }
        dirty |= changed;
        placeSingle(word, bit);
    }

    /**
     * {@link #place} for a cell whose only candidate is this digit (a naked single): no other
     * digit's word holds the cell, so only the digit's own peers are cleared.
     */
    private void placeSingle(int word, int bit) {
        int[] s = this.s;
        int p = Integer.numberOfTrailingZeros(bit);
        s[UNSOLVED + BAND_OF[word]] &= ~bit;
        // the column in the other two bands; in its own band the column is part of the box
        int column = COLUMN[p];
        int changed = (1 << word) | clear(s, OTHER_BAND_1[word], column) | clear(s, OTHER_BAND_2[word], column);
        s[word] = (s[word] & ~PEERS[p]) | bit;
        dirty |= changed;
    }

    /**
     * The cell to guess on: the cell with two candidates whose two digits have the most
     * candidates among its peers (row, column, box), a candidate in a peer with two candidates
     * counting four times. Either guess then clears those candidates, and the peers with two
     * candidates become naked singles, so both branches settle more (fewer guesses than any
     * cheaper choice measured, see {@code docs/solver-notebook.md}). To that static score are added
     * the conflicts learnt so far ({@link Conflicts#weight}): a cell whose guesses have failed at
     * once, and digits often in contradictions, point to the part of the grid that is tightly
     * bound, where a guess settles most. Without such a cell, the open cell with the
     * fewest candidates.
     *
     * <p>The choice is a large share of the solver's time, so each cell's score is made with few
     * operations and no branch: the two digits are taken directly rather than in a loop, both
     * digits' words share one long so a single count covers both (the second digit's column bits
     * shifted one place so they do not collide), and the best cell is kept by one
     * {@code Math.max} on the score with the cell above it.
     */
    private int guessCell() {
        int[] s = this.s;
        if ((s[PAIRS] | s[PAIRS + 1] | s[PAIRS + 2]) == 0) {
            return fewestCandidates();
        }
        int best = 0;
        for (int b = 0; b < 3; b++) {
            int b1 = b == 2 ? 0 : b + 1;
            int b2 = b == 0 ? 2 : b - 1;
            int pairs = s[PAIRS + b];
            // the other two bands side by side in a long, so one count covers a column in both
            long otherPairs = s[PAIRS + b1] | ((long) s[PAIRS + b2] << 32);
            for (int x = pairs; x != 0; x &= x - 1) {
                int p = Integer.numberOfTrailingZeros(x);
                int peers = PEERS[p];
                int digits = digitsAt(b, p);
                int digit1 = Integer.numberOfTrailingZeros(digits);
                int digit2 = Integer.numberOfTrailingZeros(digits & (digits - 1));
                int d1 = 3 * digit1;
                int d2 = 3 * digit2;
                // both digits' words side by side, so one count covers both
                long own = s[d1 + b] | ((long) s[d2 + b] << 32);
                long peerCells = own & (peers * 0x100000001L);
                long column = COLUMN[p] * 0x100000001L;
                // the second digit's column shifted one place, off the first digit's column bits
                long first = (s[d1 + b1] | ((long) s[d1 + b2] << 32)) & column;
                long second = (s[d2 + b1] | ((long) s[d2 + b2] << 32)) & column;
                long columnCells = first | (second << 1);
                long pairColumn = otherPairs & column;
                int score = Long.bitCount(peerCells) + Long.bitCount(columnCells)
                        + 3 * (Long.bitCount(peerCells & ((pairs & peers) * 0x100000001L))
                        + Long.bitCount(columnCells & (pairColumn | (pairColumn << 1))))
                        + conflicts.weight(27 * b + p, digit1, digit2);
                // score above the cell index: one max keeps the first best cell, no branch
                best = Math.max(best, (score << 7) | (127 - (27 * b + p)));
            }
        }
        return 127 - (best & 127);
    }

    /** The digits (bit d for digit d + 1) with a candidate on bit {@code p} of band {@code b}. */
    private int digitsAt(int b, int p) {
        int[] s = this.s;
        // nine independent terms rather than a chain of shifts: the loads and shifts overlap
        return ((s[b] >>> p) & 1) | ((s[3 + b] >>> p) & 1) << 1 | ((s[6 + b] >>> p) & 1) << 2
                | ((s[9 + b] >>> p) & 1) << 3 | ((s[12 + b] >>> p) & 1) << 4 | ((s[15 + b] >>> p) & 1) << 5
                | ((s[18 + b] >>> p) & 1) << 6 | ((s[21 + b] >>> p) & 1) << 7 | ((s[24 + b] >>> p) & 1) << 8;
    }

    /** The open cell with the fewest candidates (only when no cell has two). */
    private int fewestCandidates() {
        int best = -1;
        int bestCount = 10;
        for (int b = 0; b < 3; b++) {
            for (int open = s[UNSOLVED + b]; open != 0; open &= open - 1) {
                int bit = open & -open;
                int count = 0;
                for (int w = b; w < 27; w += 3) {
                    if ((s[w] & bit) != 0) {
                        count++;
                    }
                }
                if (count < bestCount) {
                    bestCount = count;
                    best = 27 * b + Integer.numberOfTrailingZeros(bit);
                }
            }
        }
        return best;
    }

    /** Counts a solution and copies it out when it is the first or second one. */
    private void record() {
        byte[] out = found == 0 ? firstOut : found == 1 ? secondOut : null;
        found++;
        if (out == null) {
            return;
        }
        for (int w = 0; w < 27; w++) {
            int offset = 27 * (w % 3);
            byte digit = (byte) (w / 3 + 1);
            for (int a = s[w]; a != 0; a &= a - 1) {
                out[offset + Integer.numberOfTrailingZeros(a)] = digit;
            }
        }
    }
}
