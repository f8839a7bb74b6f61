package lens.pipeline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import lens.board.Conflict;
import lens.board.Givens;
import lens.board.Grid;
import lens.board.Rules;
import lens.board.Units;
import lens.ocr.DigitReading;
import lens.ocr.ReadingTrust;
import lens.ocr.correct.BoardCorrector;
import lens.ocr.correct.FilledGridCorrector;
import lens.solve.BoardVerdict;
import lens.vision.PhotoProblem;

/**
 * The last step of reading: the rule-based revision of the digits read. A puzzle (fewer than
 * {@link Givens#FILLED_GRID} cells filled) is revised by {@link BoardCorrector}, which may change
 * or drop a couple of unsure digits to make it a proper puzzle; a filled-in grid is to be
 * checked, so its clearly written wrong digits must stay as read, and only its unsure readings
 * that break a rule are revised, by {@link FilledGridCorrector}. A reading without digits (no
 * recognizer) stays as it is.
 *
 * <p>A puzzle photo with a certain problem ({@link PhotoReading.Read#problems()}: cut off by the
 * frame, too small, blurred; not a grid merely near the frame's edge) is not corrected: its
 * misreadings are the photo's fault, and revising them would make up a different puzzle (a grid
 * cut by the frame, read shifted, was once revised into a wrong unique puzzle). Something lying
 * over the grid is the exception: the digits under it are left out and the rest revised as any,
 * but no revision beside it may make the answer ({@link #uncovered}). Nor is a
 * correction kept that changes a digit read beyond doubt ({@link ReadingTrust}): the board is
 * then judged as read. A board with one solution (revised or not) that a revision about as cheap
 * turns into another proper puzzle comes with {@link Corrected#doubt}: it is not to be
 * answered; so does one whose answer would rest on unsure digits cut by the photo's edge.
 */
public final class BoardCorrection {
    private final BoardCorrector puzzles;
    private final FilledGridCorrector filledGrids;
    private final ReadingTrust trust;

    public BoardCorrection(BoardCorrector puzzles, FilledGridCorrector filledGrids, ReadingTrust trust) {
        this.puzzles = puzzles;
        this.filledGrids = filledGrids;
        this.trust = trust;
    }

    /** With both correctors' default tuning. */
    public static BoardCorrection withDefaults() {
        return new BoardCorrection(new BoardCorrector(), new FilledGridCorrector(), ReadingTrust.defaults());
    }

    /**
     * The least probability at which a digit read where a shadow's edge crosses its cell counts.
     * Chosen on train and validation photos with a shadow laid over them (45-75% light, 6 and
     * 25 px edges, 680 pictures, through {@code PhotoSolver}): evened out and revised as any
     * photo, 450 right answers and 7 wrong; with this rule 382 right and none wrong (at 0.7: 400
     * and none; at 0.97: 366; beyond doubt, as for a cut cell: 293; not evened out at all: 252
     * right, 2 wrong). The wrong answers rested on digits read with 0.31-0.80 in such cells;
     * docs/reading-notebook.md.
     */
    static final double SHADOW_SURE = 0.9;

    /**
     * Below this probability a digit left as read after a pair of revisions is unsure, and
     * {@value #UNSURE_LEFT} such digits make the answer a guess ({@link PhotoProblem.Unsure}).
     * Chosen on train and validation photos solved through {@code PhotoSolver} (2,226 answers:
     * the printed photos as they are and degraded with seeds 1-5, curled or seen through a wide
     * lens and degraded with seeds 1-2, under glare, shadows, motion blur, turned): of the 45
     * answers made with a pair of revisions, 5 were wrong, each resting on a further digit read
     * 0.30-0.57 that was wrong too; the rule refuses 4 of them and 12 of the 40 right ones.
     * docs/reading-notebook.md.
     */
    static final double UNSURE = 0.7;
    static final int UNSURE_LEFT = 2;

    /**
     * Below this probability a digit left as read beside a single revision is unsure, and
     * {@value #UNSURE_LEFT} such digits make the answer a guess as after a pair. A blurred,
     * shrunk training photo (1049, {@code eval --degrade 2}) was answered wrong: a 1 read 4 at
     * 0.965, revised to 9, beside a stain read 6 at 0.37 and a 7 read at 0.48. On the printed
     * train and validation photos solved as they are and made worse (22 runs of {@code eval
     * --solve}: --degrade 1-5, --dim 8, --glare, --shadow 0.4, --turn 30, --table 1; 1,386
     * answers) the rule refused that wrong answer and 4 right ones (at 0.7, as after a pair, it
     * was not tried).
     */
    static final double UNSURE_BESIDE_ONE = 0.5;

    /**
     * Below this probability a digit as read that the puzzle does not need is taken for a mark on
     * the paper ({@link #withoutStrays}). Chosen on the printed train and validation photos as
     * they are and made worse (21 runs of {@code eval}: --degrade 1-3, --dim 0 and 8, --glare,
     * --shadow 0.4 and 0.55, --turn 30, train --full-size 4032): at 0.35 9 cells more read
     * right, 4 grids more, none fewer anywhere; at 0.5 dim photos' real digits read at 0.4 went
     * too (train --dim 8: 6 cells and 5 grids fewer), and so did revised digits (never left out
     * here: a revision's second choice is often a real digit misread, at 0.4 by construction).
     */
    static final double STRAY = 0.35;

    /**
     * A board after correction and the changes that made it (empty when none were needed or
     * possible); {@code doubt}, when not null, says why the board is not to be answered: the
     * digits read fit another proper puzzle about as well ({@link PhotoProblem.Ambiguous}), or
     * the answer would rest on unsure digits cut by the photo's edge ({@link PhotoProblem.CutOff})
     * or crossed by a shadow's edge ({@link PhotoProblem.ShadowEdge}), or a pair of revisions
     * left too many other digits unsure ({@link PhotoProblem.Unsure}).
     */
    public record Corrected(Grid board, List<BoardCorrector.Change> changes, PhotoProblem doubt) {
        public Corrected {
            changes = List.copyOf(changes);
        }

        Corrected(Grid board, List<BoardCorrector.Change> changes) {
            this(board, changes, null);
        }
    }

    public Corrected apply(PhotoReading.Read read) {
        Grid board = read.board();
        DigitReading[] readings = read.readings();
        if (board.filledCount() == 0) {
            return new Corrected(board, List.of());
        }
        if (read.filledCount() >= Givens.FILLED_GRID) {
            FilledGridCorrector.Revision r = filledGrids.correct(board, readings);
            return new Corrected(r.board(), r.changes());
        }
        if (read.problems().stream().anyMatch(BoardCorrection::neverRevised)) {
            return checkedAsRead(read);
        }
        Corrected corrected = uncovered(read);
        PhotoProblem.Fold fold = read.problem(PhotoProblem.Fold.class);
        if (fold == null || corrected.doubt() != null) {
            return corrected;
        }
        // A grid cut by the frame shows stray strokes at the cut: the cut is then the one to blame.
        PhotoProblem.CutOff cut = read.problem(PhotoProblem.CutOff.class);
        return restsNotOn(fold.cells(), corrected, cut != null ? cut : fold, readings);
    }

    /**
     * Whether a photo with {@code problem} is never revised ({@link #checkedAsRead}): a problem
     * certain to spoil the reading, but a fold (revised boards are checked against it instead) or
     * something lying over the grid (its cells are left out first: {@link #uncovered}).
     */
    private static boolean neverRevised(PhotoProblem problem) {
        return problem.certain() && !(problem instanceof PhotoProblem.Fold) && !(problem instanceof PhotoProblem.Covered);
    }

    /**
     * The board revised as any, less the digits something lying over the grid hides ({@link #hidden}),
     * which are listed first among the changes; when the rest settles no puzzle, the cover is the
     * doubt (what it hides may be a given the answer needs). The finger's outline reaches past
     * the cells found under it: a 1 read beside them is revised as any misreading (on the printed
     * training photos with a fingertip, never revising such a page refused 6 right answers of 50).
     */
    private Corrected uncovered(PhotoReading.Read read) {
        PhotoProblem.Covered covered = read.problem(PhotoProblem.Covered.class);
        DigitReading[] readings = read.readings();
        if (covered == null) {
            return judged(puzzles.correct(read.board(), readings), read.board(), readings);
        }
        List<BoardCorrector.Change> hidden = hidden(read.board(), covered.cells());
        Grid seen = leftOut(read.board(), hidden);
        Corrected c = judged(puzzles.correct(seen, readings), seen, readings);
        List<BoardCorrector.Change> changes = new ArrayList<>(hidden);
        changes.addAll(c.changes());
        PhotoProblem doubt = c.doubt() == null && !BoardVerdict.of(c.board()).solved() ? covered : c.doubt();
        Corrected revised = new Corrected(c.board(), changes, doubt);
        return doubt != null ? revised : restsNotOn(beside(covered.cells()), revised, covered, readings);
    }

    /**
     * The cells next to {@code cells} (rows, columns and corners), not among them: where the edge
     * of something lying over the grid, unfound, leaves its strokes (a light pen's end over an
     * empty cell read as an 8 at 0.78 made another proper puzzle on a training photo).
     */
    private static List<Integer> beside(List<Integer> cells) {
        Set<Integer> near = new TreeSet<>();
        for (int cell : cells) {
            for (int next : Units.around(cell)) {
                near.add(next);
            }
        }
        near.removeAll(cells);
        return List.copyOf(near);
    }

    /**
     * A board a fold (or the edge of something lying over the grid) runs through: kept only when
     * its digits in those {@code cells} that were revised or are read under {@value #SHADOW_SURE}
     * can go and leave a proper puzzle with the same solution; else {@code blame} (the fold, the
     * frame's cut when there is one, or the cover) is the doubt (a 6 beside a fold read 5 with
     * 0.95 was revised to a 3 that made a proper puzzle, not the page's; under a slanting fold a 1
     * read 7 made one as read). A fold is not taken as a reason never to revise (as a shadow's edge is): on the
     * creased train and validation copies that refused 53 of 405 right answers.
     */
    private Corrected restsNotOn(List<Integer> cells, Corrected corrected, PhotoProblem blame, DigitReading[] readings) {
        Grid board = corrected.board();
        List<Integer> revised = corrected.changes().stream().map(BoardCorrector.Change::cell).toList();
        Grid sure = board;
        for (int cell : cells) {
            if (!board.isEmpty(cell) && (revised.contains(cell) || unsure(board, readings, cell, false, false))) {
                sure = sure.with(cell, 0);
            }
        }
        if (sure.equals(board)) {
            return corrected;
        }
        BoardVerdict rest = BoardVerdict.of(sure);
        return rest.solved() && rest.solution().equals(BoardVerdict.of(board).solution()) ? corrected
                : new Corrected(board, corrected.changes(), blame);
    }

    /**
     * Whether the digit read in {@code cell}, which a shadow's edge, a fold or the frame's cut
     * crosses, is unsure: not read beyond doubt and either {@code cut} (partly outside the
     * photo), or read under {@value #SHADOW_SURE}, or a 1 {@code onAStroke}, where both a
     * shadow's edge and a fold (a long straight stroke off the grid's lines) cross. There the
     * edge has moved a grid line off its place, and the line's remnant left in the cell reads as
     * a 1: under {@code eval --shadow 0.55} a printed training photo's 8 lost to one read 1 at
     * 0.98, which made another proper puzzle, answered wrong. (For every fold cell this refused
     * two right answers among the printed training photos as they are and with shaded boxes.)
     */
    private boolean unsure(Grid board, DigitReading[] readings, int cell, boolean cut, boolean onAStroke) {
        DigitReading r = readings[cell];
        return !trust.isBeyondDoubt(r) && (cut || r.probability() < SHADOW_SURE || onAStroke && board.get(cell) == 1);
    }

    /**
     * A photo with a certain problem, never revised. A digit read in a cell partly outside the
     * photo (a grid running off it) counts only when read beyond doubt, and one in a cell a
     * shadow's edge or a fold in the page crosses only when read with probability {@value #SHADOW_SURE}
     * or more: half a
     * 9 reads as a 1, a 7 the edge runs through as a 6 (0.45), either of which can make a proper
     * puzzle with a wrong answer, whereas a digit left out never can (the puzzle's own solution
     * fits what is left). When the other digits settle the puzzle, the unsure ones that
     * disagree with its solution are left out and listed; when they do not, the board is not to
     * be answered.
     */
    private Corrected checkedAsRead(PhotoReading.Read read) {
        PhotoProblem.Covered covered = read.problem(PhotoProblem.Covered.class);
        List<BoardCorrector.Change> hidden = covered == null ? List.of() : hidden(read.board(), covered.cells());
        Grid seen = leftOut(read.board(), hidden);
        PhotoProblem.Glare glare = read.problem(PhotoProblem.Glare.class);
        Optional<List<BoardCorrector.Change>> glareLeft = glare == null ? Optional.of(List.of())
                : underGlare(seen, glare.cells());
        if (glareLeft.isEmpty()) {
            return new Corrected(seen, hidden, glare);
        }
        List<BoardCorrector.Change> left = new ArrayList<>(hidden);
        left.addAll(glareLeft.get());
        Corrected c = checkedOutsideGlare(read, leftOut(seen, glareLeft.get()));
        List<BoardCorrector.Change> changes = new ArrayList<>(left);
        changes.addAll(c.changes());
        // what the cover hides may be a given the answer needs: the cover is to blame for no answer
        PhotoProblem doubt = c.doubt() == null && covered != null && !BoardVerdict.of(c.board()).solved() ? covered : c.doubt();
        return new Corrected(c.board(), changes, doubt);
    }

    /**
     * The digits read in {@code cells}, which something lying over the grid hides, each left out
     * (listed): a finger's outline reads as a 0 or a 6, a digit whose foot it hides as another, and
     * any of them can make another proper puzzle, whereas a digit left out never can (the
     * puzzle's own solution fits what is left).
     */
    private static List<BoardCorrector.Change> hidden(Grid board, List<Integer> cells) {
        List<BoardCorrector.Change> left = new ArrayList<>();
        for (int cell : cells) {
            if (!board.isEmpty(cell)) {
                left.add(new BoardCorrector.Change(cell, board.get(cell), 0,
                        "read where something lying over the grid hides the cell: left out"));
            }
        }
        return left;
    }

    /** {@code board} with the cells of {@code changes} emptied. */
    private static Grid leftOut(Grid board, List<BoardCorrector.Change> changes) {
        for (BoardCorrector.Change c : changes) {
            board = board.with(c.cell(), 0);
        }
        return board;
    }

    /** {@link #checkedAsRead} of {@code board}: the board read, less the digits under a glare's core left out. */
    private Corrected checkedOutsideGlare(PhotoReading.Read read, Grid board) {
        DigitReading[] readings = read.readings();
        PhotoProblem.CutOff cut = read.problem(PhotoProblem.CutOff.class);
        PhotoProblem.ShadowEdge shadow = read.problem(PhotoProblem.ShadowEdge.class);
        PhotoProblem.Fold fold = read.problem(PhotoProblem.Fold.class);
        List<Integer> cutCells = cut == null ? List.of() : cut.partlyOutside();
        List<Integer> shadowCells = shadow == null ? List.of() : shadow.cells();
        List<Integer> foldCells = fold == null ? List.of() : fold.cells();
        Set<Integer> doubtful = new TreeSet<>(cutCells);
        doubtful.addAll(shadowCells);
        doubtful.addAll(foldCells);
        List<Integer> unsure = doubtful.stream()
                .filter(cell -> !board.isEmpty(cell) && unsure(board, readings, cell, cutCells.contains(cell),
                        foldCells.contains(cell) && shadowCells.contains(cell)))
                .toList();
        if (unsure.isEmpty()) {
            return judged(puzzles.check(board, readings), board, readings);
        }
        Grid sure = board;
        for (int cell : unsure) {
            sure = sure.with(cell, 0);
        }
        int firstUnsure = unsure.get(0);
        if (!(puzzles.check(sure, readings) instanceof BoardCorrector.Result.Corrected)) {
            // A fold's cells are doubted here only beside a problem that made the photo certainly
            // poor (a grid cut by the frame can show a fold at the cut): that problem is the cause.
            return new Corrected(board, List.of(), cutCells.contains(firstUnsure) ? cut
                    : shadowCells.contains(firstUnsure) ? shadow
                    : read.problems().stream().filter(BoardCorrection::neverRevised).findFirst().orElse(fold));
        }
        Grid solution = BoardVerdict.of(sure).solution();
        List<BoardCorrector.Change> left = new ArrayList<>();
        Grid kept = board;
        for (int cell : unsure) {
            if (board.get(cell) != solution.get(cell)) {
                String where = cutCells.contains(cell) ? "where the photo's edge cuts the cell"
                        : shadowCells.contains(cell) ? "where a shadow's edge crosses the cell"
                        : "where a fold in the page crosses the cell";
                left.add(new BoardCorrector.Change(cell, board.get(cell), 0, "read unsurely " + where
                        + ", and not what the rest of the puzzle needs: left out"));
                kept = kept.with(cell, 0);
            }
        }
        return new Corrected(kept, left);
    }

    /**
     * The digits read under a glare's core ({@code cells}) that the rest of the board settles:
     * each is taken out alone, and when the others then give a unique solution it must agree,
     * else it is left out (the changes returned, listed). Empty when the others give no unique
     * solution without one of them: the answer would rest on it. A mended digit there can read
     * as another at 0.999 (a printed 6 as 5 made another proper puzzle, answered wrong), so no
     * confidence exempts it.
     */
    private static Optional<List<BoardCorrector.Change>> underGlare(Grid board, List<Integer> cells) {
        List<BoardCorrector.Change> left = new ArrayList<>();
        for (int cell : cells) {
            if (board.isEmpty(cell)) {
                continue;
            }
            if (!(BoardVerdict.of(board.with(cell, 0)) instanceof BoardVerdict.Solved solved)) {
                return Optional.empty();
            }
            if (solved.solution().get(cell) != board.get(cell)) {
                left.add(new BoardCorrector.Change(cell, board.get(cell), 0,
                        "read where a lamp's glare washes the cell out, and not what the rest of the puzzle needs: left out"));
            }
        }
        return Optional.of(left);
    }

    /**
     * The corrector's result as a board: kept only when it revises no digit read beyond doubt; a
     * pair of revisions that leaves {@value #UNSURE_LEFT} or more of the other digits read under
     * {@value #UNSURE} (one revision: under {@value #UNSURE_BESIDE_ONE}) comes with the doubt
     * {@link PhotoProblem.Unsure}, as does one that empties a fairly sure digit in no repeat
     * ({@link #sureDigitsEmptiedInNoRepeat}, when a rival keeping it makes another puzzle; no unsure digits named). Marks on the paper ({@link #withoutStrays}) are left out
     * before that count: the answer does not rest on them (printed training photo 1045's two
     * stains made its one revision a guess, and it was answered from the print alone, the stains
     * kept as givens and its answer drawn with their cells blank).
     */
    private Corrected judged(BoardCorrector.Result result, Grid board, DigitReading[] readings) {
        if (result instanceof BoardCorrector.Result.Corrected c && keepsSureDigits(c.changes(), readings)) {
            List<Integer> revised = c.changes().stream().map(BoardCorrector.Change::cell).toList();
            Set<Integer> emptied = sureDigitsEmptiedInNoRepeat(c.changes(), board, readings);
            if (!emptied.isEmpty() && puzzles.rivalKeeping(board, readings, c.changes(), emptied,
                    BoardVerdict.of(c.board()).solution())) {
                return new Corrected(c.board(), c.changes(), new PhotoProblem.Unsure(revised, List.of()));
            }
            // marks the puzzle does not need go first: the answer cannot rest on them
            Corrected kept = withoutStrays(c.board(), c.changes(), revised, readings);
            List<Integer> unsure = revised.isEmpty() ? List.of()
                    : unsureLeft(revised, kept.board(), readings, revised.size() < 2 ? UNSURE_BESIDE_ONE : UNSURE);
            return unsure.size() < UNSURE_LEFT ? kept
                    : new Corrected(c.board(), c.changes(), new PhotoProblem.Unsure(revised, unsure));
        }
        if (result instanceof BoardCorrector.Result.Ambiguous a && keepsSureDigits(a.changes(), readings)) {
            return new Corrected(a.board(), a.changes(), new PhotoProblem.Ambiguous(revised(a.changes()), revised(a.rival())));
        }
        return new Corrected(board, List.of());
    }

    /**
     * {@code board}, a proper puzzle (the corrector's result: one solution), less the digits as
     * read (not in {@code revised}) with probability under
     * {@value #STRAY} that it does not need: each, least likely first, is left out when the rest
     * still has one solution, which is then the same. A stain on the paper reads as a digit at
     * 0.26 or 0.32 where the page has none, breaks no rule, and was kept as a given, so that the
     * answer drawn onto the photo left its cell blank (printed training photo 1045). The answer
     * never changes: only a digit the solution does not rest on goes. {@code changes} are the
     * revisions made so far; each digit left out is added to them. Written digits too: the ink
     * kind does not tell a stain (1045's read as writing, as 4 of its printed digits were, surely)
     * from a pencil; on the validation pen sets one right written 3 read at 0.34 on a dim, partly
     * filled page went (its answer the same), and requiring a hand's worth of sure writing
     * before sparing a page lost 3 of the printed photos' 9 cells, and that 3 still went.
     */
    private static Corrected withoutStrays(Grid board, List<BoardCorrector.Change> changes, List<Integer> revised,
                                           DigitReading[] readings) {
        List<Integer> weak = unsureLeft(revised, board, readings, STRAY);
        if (weak.isEmpty()) {
            return new Corrected(board, changes);
        }
        weak.sort(Comparator.comparingDouble(cell -> readings[cell].probability()));
        List<BoardCorrector.Change> all = new ArrayList<>(changes);
        for (int cell : weak) {
            Grid without = board.with(cell, 0);
            if (BoardVerdict.of(without).solved()) {
                all.add(new BoardCorrector.Change(cell, board.get(cell), 0, String.format(Locale.ROOT,
                        "read with probability %.2f, and the puzzle is whole without it: a mark on the paper, left out",
                        readings[cell].probability())));
                board = without;
            }
        }
        return new Corrected(board, all);
    }

    /**
     * The digits read with probability {@value #EMPTIED_SURE} or more, in no repeat of the
     * {@code board} as read, that a revision empties: the corrector leaves such a digit out only
     * so that the rest has a solution, and "no solution" does not say which digit is wrong. The
     * answer is then a guess when another revision, keeping those digits, makes another proper
     * puzzle ({@link BoardCorrector#rivalKeeping}). Printed training photo 209 in dark mode,
     * degraded (`eval --dark-mode --degrade 2`): a 7 read as 9 at 0.956 left no solution, a right
     * 1 read at 0.67 was emptied, and another proper puzzle was answered wrong; the 9 read as its
     * next choice, 7, is the rival. Where no rival exists, what was emptied was a mark on the
     * paper (training photo 1049 degraded: show-through and a stain read 0.5 and more, both
     * emptied, the answer right).
     */
    private static Set<Integer> sureDigitsEmptiedInNoRepeat(List<BoardCorrector.Change> changes, Grid board,
                                                           DigitReading[] readings) {
        Set<Integer> repeated = new TreeSet<>();
        for (Conflict conflict : Rules.conflicts(board)) {
            repeated.addAll(conflict.cells());
        }
        Set<Integer> emptied = new TreeSet<>();
        for (BoardCorrector.Change change : changes) {
            if (change.to() == 0 && !repeated.contains(change.cell()) && readings[change.cell()] != null
                    && readings[change.cell()].probability() >= EMPTIED_SURE) {
                emptied.add(change.cell());
            }
        }
        return emptied;
    }

    /** See {@link #sureDigitsEmptiedInNoRepeat}. */
    static final double EMPTIED_SURE = 0.5;

    /** The digits of {@code board} in cells other than {@code revised} read with probability under {@code below}. */
    private static List<Integer> unsureLeft(List<Integer> revised, Grid board, DigitReading[] readings, double below) {
        List<Integer> unsure = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            if (!board.isEmpty(cell) && !revised.contains(cell) && readings[cell] != null
                    && readings[cell].probability() < below) {
                unsure.add(cell);
            }
        }
        return unsure;
    }

    private static List<PhotoProblem.Ambiguous.Revised> revised(List<BoardCorrector.Change> changes) {
        return changes.stream().map(c -> new PhotoProblem.Ambiguous.Revised(c.cell(), c.to())).toList();
    }

    private boolean keepsSureDigits(List<BoardCorrector.Change> changes, DigitReading[] readings) {
        return changes.stream().noneMatch(change -> trust.isBeyondDoubt(readings[change.cell()]));
    }
}
