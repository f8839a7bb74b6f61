package lens.verify;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import lens.board.Conflict;
import lens.board.Givens;
import lens.board.Grid;
import lens.board.Rules;
import lens.board.Units;
import lens.ocr.DigitReading;
import lens.ocr.correct.BoardCorrector;
import lens.ocr.correct.FilledGridCorrector;
import lens.pipeline.CellKinds;
import lens.pipeline.InkKind;
import lens.pipeline.PhotoReading;
import lens.solve.BoardVerdict;
import lens.solve.ExhaustiveSolver;
import lens.vision.PhotoProblem;

/**
 * Checks a grid being filled in by hand. The printed digits read (or the puzzle given) are the
 * puzzle; when it has one solution, every other digit read is compared with it: a disagreement
 * read beyond doubt as handwriting ({@link CheckParams#trust()}) is a mistake; a less sure one whose
 * needed digit the recognizer found nearly as likely ({@link CheckParams#revises}) is a
 * misreading, revised and listed; any other disagreeing digit far off its cell's centre
 * ({@link CellKinds#isOffCentre}), even a sure one, is taken for stray ink over a line and its
 * cell as still to go. The page's only unsure disagreement left, when nothing is
 * wrong beyond doubt and the recognizer gave its needed digit some probability
 * ({@link CheckParams#loneExplained()}: one misread stroke on a right grid), is revised and
 * listed too, and so are two or three whose needed digits all have clearly more
 * ({@link CheckParams#fewExplained()}); any other is a cell to check by eye (and so is every
 * disagreement when there are more of these than {@link CheckParams#maxToCheck()}: the page
 * reads too poorly to convict anyone), except that on a page with a solver's pencil marks a
 * mark-sized one is taken for a mark ({@link #MARKED_PAGE}); and empty cells are still to go (a half-solved grid with no wrong digit has "no
 * mistakes so far"). A printed digit read in a rule conflict is more likely a written one taken
 * for print: the printed digits in conflicts are let go, the most written-looking first, until
 * the rest agree.
 *
 * <p>Printed digits read that do not make a puzzle with one solution (a misread print) on a grid
 * not yet complete are revised as a photographed puzzle is ({@link BoardCorrector}: cheap
 * revisions, never to empty, none when another about as cheap gives another puzzle), and the
 * revision is kept only when every written digit read beyond doubt agrees with its solution, so
 * a revised puzzle calls no written digit a mistake (only cells to check); it is listed.
 *
 * <p>When the printed digits read give no clean verdict, the digits read beyond doubt, printed or
 * written alike ({@link CheckParams#sure()}), get a say ({@link #bySureDigits}): a misread print
 * that still makes a puzzle, or print and pen told apart wrongly across a page, would otherwise
 * leave a right grid with cells to check, or even call its right digits wrong. Their verdict is
 * taken when it is clean or marks fewer cells.
 *
 * <p>A grid drawn for a variant of sudoku ({@link PhotoProblem.Variant}) is not judged: the
 * classic rules are not its rules.
 *
 * <p>A photo with a certain problem ({@link PhotoReading.Read#problems()}: cut off, too small,
 * blurred; not a grid merely near the frame's edge, which a full page often is) is judged only when its reading is clean (correct, or no mistakes so far against the printed
 * puzzle's solution), or, for a grid at the frame's edge with every cell inside, when one cell
 * is left to check; otherwise the verdict is that the photo is unusable, with what to do: a
 * bad photo must not convict the user of mistakes.
 *
 * <p>When the printed digits do not make a puzzle with one solution, only the rules can judge:
 * unsure readings in conflicts are first revised ({@link FilledGridCorrector}, each revision
 * listed); then a conflict among digits all read beyond doubt is a mistake, one with an unsure
 * digit a repeat to check by eye, a grid that can no longer be completed is wrong, and a
 * complete grid that breaks no rule is correct.
 */
public final class GridCheck {
    private final CheckParams params;
    /**
     * Print revised as a photographed puzzle is, but never to empty: a cell with ink is filled in,
     * printed or not. A pair may write a digit the recognizer scored low: the written digits read
     * beyond doubt must then agree with the revised puzzle's solution, a check `solve` does not have.
     */
    private final BoardCorrector printCorrector =
            new BoardCorrector(BoardCorrector.Params.DEFAULT.withDropSuspects(0).withMinPairScore(0));

    public GridCheck(CheckParams params) {
        this.params = params;
    }

    /**
     * @param read   the grid read from the photo, with its printed/written kinds
     * @param givens the printed puzzle, or null to take the printed digits read as the puzzle
     */
    public CheckedGrid check(PhotoReading.Read read, Grid givens) {
        PhotoProblem.Variant variant = read.problem(PhotoProblem.Variant.class);
        if (variant != null) {
            // a variant's grid is checked by other rules than the classic ones
            return new CheckedGrid(read.board(), Grid.empty(), null, List.of(), new GridVerdict.Unusable(variant));
        }
        CheckedGrid checked = judge(read, givens);
        GridVerdict v = checked.verdict();
        Optional<PhotoProblem> problem = read.problems().stream().filter(PhotoProblem::certain).findFirst();
        if (problem.isEmpty() || clean(v) || v instanceof GridVerdict.BadGivens || oneCellAtTheEdge(read, v)) {
            return withUnseen(checked, read);
        }
        return new CheckedGrid(checked.board(), checked.givens(), checked.solution(), checked.revised(),
                new GridVerdict.Unusable(problem.get()));
    }

    /**
     * {@code checked}, its "no mistakes so far" or "cells to check" naming the cells to go that
     * the photo's edge cuts ({@link PhotoProblem.CutOff#partlyOutside}): a digit there is read
     * only beyond doubt, so a finished grid cut by the frame was "1 to go (r1c9)" where r1c9
     * holds a right digit.
     */
    private static CheckedGrid withUnseen(CheckedGrid checked, PhotoReading.Read read) {
        GridVerdict v = checked.verdict();
        if (!(v instanceof GridVerdict.NoMistakesSoFar || v instanceof GridVerdict.CheckCells)) {
            return checked;
        }
        List<Integer> unseen = read.problems().stream()
                .filter(PhotoProblem.CutOff.class::isInstance)
                .flatMap(p -> ((PhotoProblem.CutOff) p).partlyOutside().stream())
                .filter(cell -> checked.board().isEmpty(cell))
                .distinct().sorted().toList();
        if (unseen.isEmpty()) {
            return checked;
        }
        return new CheckedGrid(checked.board(), checked.givens(), checked.solution(), checked.revised(),
                v instanceof GridVerdict.NoMistakesSoFar n ? n.withUnseen(unseen) : ((GridVerdict.CheckCells) v).withUnseen(unseen));
    }

    /**
     * A grid found at the frame's edge with every cell inside the photo (and no other certain
     * problem) whose reading leaves one cell to check: a grid that fills the frame, with one
     * unsure digit, which "step back" would not help (the validation photo image70: "check r2c7"
     * rather than "the grid runs off the top and bottom edges"). A grid cut through a row or
     * column of cells reads several of them wrong (half digits read as 1s) and stays unusable.
     */
    private static boolean oneCellAtTheEdge(PhotoReading.Read read, GridVerdict v) {
        return v instanceof GridVerdict.CheckCells c && c.check().size() == 1 && c.unsure().isEmpty()
                && c.deadEnd().isEmpty() && read.problems().stream().filter(PhotoProblem::certain)
                .allMatch(p -> p instanceof PhotoProblem.CutOff cut && cut.partlyOutside().isEmpty());
    }

    private CheckedGrid judge(PhotoReading.Read read, Grid givens) {
        Grid board = read.board();
        if (board.filledCount() < Givens.MIN_PUZZLE) {
            return new CheckedGrid(board, Grid.empty(), null, List.of(),
                    new GridVerdict.TooFewDigits(board.filledCount(), Givens.MIN_PUZZLE));
        }
        if (givens != null) {
            BoardVerdict solved = BoardVerdict.of(givens);
            if (!solved.solved()) {
                return new CheckedGrid(board, givens, null, List.of(), new GridVerdict.BadGivens("the given puzzle "
                        + (solved instanceof BoardVerdict.Conflicts ? "breaks the rules: " : "has ") + solved.reason()));
            }
            List<String> odd = misread(givens, board, markSizedInDoubt(read));
            if (odd.size() >= MISMATCHED) {
                // The page's own puzzle read poorly, or a grid found a row off in a poor photo
                // (a validation page: "not the puzzle given"), is the photo's fault, not the puzzle's.
                GridVerdict v = samePlaces(givens, read.kinds())
                        ? new GridVerdict.Unusable(new PhotoProblem.PrintMisread(odd.size(), givens.filledCount()))
                        : !read.problems().isEmpty() ? new GridVerdict.Unusable(read.problems().get(0))
                        : new GridVerdict.BadGivens("the given puzzle is not the one in the photo (" + odd.size() + " of its "
                        + givens.filledCount() + " digits differ: " + String.join("; ", odd.subList(0, MISMATCHED))
                        + (odd.size() > MISMATCHED ? "; ..." : "") + "): give the puzzle printed on this page");
                return new CheckedGrid(board, givens, null, List.of(), v);
            }
            if (!odd.isEmpty()) {
                CheckedGrid mistyped = mistyped(read, givens, board, odd);
                if (mistyped != null) {
                    return mistyped;
                }
            }
        }
        return judgeAgainst(read, givens);
    }

    /**
     * {@link #judge} of a photo with enough digits against {@code givens} (a puzzle with one
     * solution that the photo's print does not contradict), or against the printed digits read
     * when null.
     */
    private CheckedGrid judgeAgainst(PhotoReading.Read read, Grid givens) {
        Grid board = read.board();
        DigitReading[] readings = markSizedInDoubt(read);
        Grid puzzle = givens != null ? givens : completed(printedPuzzle(board, read.kinds()), board, read.kinds());
        BoardVerdict solved = BoardVerdict.of(puzzle);
        List<BoardCorrector.Change> printRevised = List.of();
        if (givens == null && !solved.solved()) {
            BoardCorrector.Result.Corrected print = revisedPrint(puzzle, board, readings);
            if (print != null) {
                printRevised = print.changes();
                puzzle = print.board();
                solved = BoardVerdict.of(puzzle);
                for (BoardCorrector.Change change : printRevised) {
                    board = board.with(change.cell(), change.to());
                }
            }
        }
        CheckedGrid checked = solved.solved()
                ? against(board, puzzle, solved.solution(), readings, read.kinds(), givens == null ? Basis.SOLUTION : Basis.GIVEN,
                printRevised)
                : byRules(board, puzzle, readings);
        if (givens == null && !clean(checked.verdict())) {
            BoardVerdict sure = BoardVerdict.of(sureDigits(read.board(), readings));
            CheckedGrid agreed = bySureDigits(read.board(), sure, readings, read.kinds());
            if (agreed != null && (clean(agreed.verdict())
                    || CheckedGrid.cells(agreed.marked()).size() < CheckedGrid.cells(checked.marked()).size())) {
                return agreed;
            }
            if (checked.verdict() instanceof GridVerdict.Mistakes m && !m.wrong().isEmpty()
                    && sure instanceof BoardVerdict.Several) {
                return unconvicted(checked, m);
            }
        }
        return checked;
    }

    /**
     * Mistakes against the puzzle read from the print, when the digits read beyond doubt, printed
     * or written alike, still fit together in more than one way: a digit wrong beyond doubt
     * against a solution has none but through a puzzle that rests on a doubtful reading (print
     * and pen told apart wrongly, a mark taken for print), so nobody is convicted; every
     * disagreement is a cell to check, the page read poorly. (With the puzzle read right, a real
     * mistake read beyond doubt leaves those digits no solution at all; with exactly one,
     * {@link #bySureDigits} judges.) A validation page with marks whose print was read with a
     * mark and two written digits in it was one doubtful cell from calling three right digits wrong.
     */
    private static CheckedGrid unconvicted(CheckedGrid checked, GridVerdict.Mistakes m) {
        List<CellIssue> check = new ArrayList<>(m.wrong());
        check.addAll(m.check());
        int filled = checked.board().filledCount();
        return new CheckedGrid(checked.board(), checked.givens(), checked.solution(), checked.revised(),
                new GridVerdict.CheckCells(check, List.of(), List.of(), filled - checked.givens().filledCount(),
                        Units.CELLS - filled, true));
    }

    /** The digits read beyond doubt ({@link CheckParams#sure()}), printed or written alike. */
    private Grid sureDigits(Grid board, DigitReading[] readings) {
        Grid sure = Grid.empty();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (!board.isEmpty(cell) && params.sure().isBeyondDoubt(readings[cell])) {
                sure = sure.with(cell, board.get(cell));
            }
        }
        return sure;
    }

    /** A verdict that needs no second look: correct, or no mistakes so far against a solution. */
    private static boolean clean(GridVerdict v) {
        return v instanceof GridVerdict.Correct
                || v instanceof GridVerdict.NoMistakesSoFar n && n.basis() != Basis.RULES;
    }

    /**
     * The page judged by its digits read beyond doubt, printed or written alike ({@code sure}:
     * their verdict, {@link #sureDigits}), when the printed digits read gave no clean verdict:
     * when those digits have exactly one solution, every other
     * digit read is compared with it as {@link #against} compares written digits; null when they
     * break a rule or have several solutions or none. Its verdict is never a mistake (every digit
     * read beyond doubt agrees with that solution): correct, no mistakes so far, or cells to check.
     * {@link #judge} takes it when it is clean, or when it marks fewer cells than the first
     * verdict. A misread printed digit, or print and pen told apart wrongly across a page, makes a
     * puzzle that right digits disagree with (a dozen right digits called wrong, or a page of
     * repeats to check), while the digits read beyond doubt still agree with each other. A real
     * mistake read beyond doubt leaves those digits with no solution, or with another one that
     * right digits read unsure disagree with, several of them: the first verdict then marks fewer.
     */
    private CheckedGrid bySureDigits(Grid board, BoardVerdict sure, DigitReading[] readings, CellKinds kinds) {
        Grid solution = sure.solution();
        if (solution == null) {
            return null;
        }
        CheckedGrid checked = against(board, sure.board(), solution, readings, kinds, Basis.SOLUTION, List.of());
        Grid printed = Grid.empty();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (!checked.board().isEmpty(cell) && kinds.kind(cell) == InkKind.PRINTED) {
                printed = printed.with(cell, solution.get(cell));
            }
        }
        GridVerdict v = checked.verdict();
        // Written digits read beyond doubt were part of the puzzle here: count them as filled in.
        int filledIn = checked.board().filledCount() - printed.filledCount();
        if (v instanceof GridVerdict.NoMistakesSoFar n) {
            v = new GridVerdict.NoMistakesSoFar(filledIn, n.toGo(), n.basis(), n.left());
        } else if (v instanceof GridVerdict.CheckCells c) {
            v = new GridVerdict.CheckCells(c.check(), c.unsure(), c.deadEnd(), filledIn, c.toGo(), c.poorReading());
        } else if (!(v instanceof GridVerdict.Correct)) {
            return null;
        }
        return new CheckedGrid(checked.board(), printed, solution, checked.revised(), v);
    }

    /**
     * The readings, with every digit no taller than a pencil mark ({@link CellKinds#isMarkSized})
     * never beyond doubt: a solver's mark read as a digit may be a candidate the grid does not
     * need, and that must not make a correct grid wrong (rendered half-solved pages with marks
     * in too few cells to be taken out: a lone 4 mark read beyond doubt was called a mistake).
     */
    private static DigitReading[] markSizedInDoubt(PhotoReading.Read read) {
        DigitReading[] readings = read.readings();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (readings[cell] != null && read.kinds().isMarkSized(cell)) {
                readings[cell] = readings[cell].withCertainty(readings[cell].probabilities(), false, false);
            }
        }
        return readings;
    }

    /**
     * The given puzzle's digits read in the photo, beyond doubt, as other digits ("r1c1 holds 5,
     * the photo 8"): from {@value #MISMATCHED} on, the puzzle is not the page's (another puzzle's
     * givens overlap this one's in about a third of them, nearly all different), unless its
     * digits stand where the page's print does ({@link #samePlaces}). A digit of the puzzle
     * missing from the photo does not count: a poor or misplaced reading loses print, and is the
     * photo's fault, not the puzzle's.
     */
    private static List<String> misread(Grid givens, Grid board, DigitReading[] readings) {
        List<String> odd = new ArrayList<>();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (givens.isEmpty(cell)) {
                continue;
            }
            if (!board.isEmpty(cell) && board.get(cell) != givens.get(cell) && readings[cell] != null
                    && readings[cell].beyondDoubt()) {
                odd.add(Units.cellName(cell) + " holds " + givens.get(cell) + ", the photo " + board.get(cell));
            }
        }
        return odd;
    }

    /**
     * The given puzzle refused, naming its {@code odd} digits (fewer than {@value #MISMATCHED},
     * each read beyond doubt in the photo as another digit), when the grid checked against it
     * is not clean and checked against it with the photo's digits there instead it is: a digit
     * typed wrong, not the photo, is then what spoils the check (the sample page with one given
     * mistyped was "12 cells to check by eye, the photo reads poorly"). Null when the check
     * against the puzzle given is clean, or the photo's digits do not make it so.
     */
    private CheckedGrid mistyped(PhotoReading.Read read, Grid givens, Grid board, List<String> odd) {
        Grid asPrinted = givens;
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (!givens.isEmpty(cell) && !board.isEmpty(cell) && board.get(cell) != givens.get(cell)) {
                asPrinted = asPrinted.with(cell, board.get(cell));
            }
        }
        if (!BoardVerdict.of(asPrinted).solved() || clean(judgeAgainst(read, givens).verdict())
                || !clean(judgeAgainst(read, asPrinted).verdict())) {
            return null;
        }
        return new CheckedGrid(board, givens, null, List.of(), new GridVerdict.BadGivens("the given puzzle differs from"
                + " the photo's print (" + String.join("; ", odd) + "), and with the photo's digits there the grid"
                + " checks out: correct the puzzle given"));
    }

    /**
     * Whether the given puzzle's digits stand where the page's print is: at least
     * {@value #SAME_PLACES} of its cells read as printed, and no more than {@value #OTHER_PLACES}
     * of the cells read as printed outside it. Two newspaper puzzles share their givens' places
     * only by chance (nearly never all of them), so such a page holds the puzzle given, and digits
     * read there as others are misreadings: on a blurred validation page, faint print read beyond
     * doubt as other digits in 7 of 34 cells was called "not the puzzle given".
     */
    private static boolean samePlaces(Grid givens, CellKinds kinds) {
        int printedThere = 0;
        int printedElsewhere = 0;
        for (int cell = 0; cell < Units.CELLS; cell++) {
            boolean printed = kinds.kind(cell) == InkKind.PRINTED;
            if (!givens.isEmpty(cell)) {
                printedThere += printed ? 1 : 0;
            } else {
                printedElsewhere += printed ? 1 : 0;
            }
        }
        return printedThere >= SAME_PLACES * givens.filledCount() && printedElsewhere <= OTHER_PLACES;
    }

    /** Share of the given puzzle's cells that must read as printed for it to be the page's. */
    static final double SAME_PLACES = 0.9;
    /** Cells read as printed outside the given puzzle that still leave it the page's. */
    static final int OTHER_PLACES = 2;

    /** How many of the given puzzle's digits must disagree with the photo for it to be another puzzle. */
    static final int MISMATCHED = 3;

    /**
     * The printed puzzle (without a single solution) revised into one with a single solution, or
     * null: when the grid is complete (the rules alone judge a complete grid), when no cheap
     * revision without a rival does it, or when a written digit read beyond doubt disagrees
     * with the revised puzzle's solution (a wrong revision shows as many such disagreements; a
     * real mistake is then left to the rules).
     */
    private BoardCorrector.Result.Corrected revisedPrint(Grid puzzle, Grid board, DigitReading[] readings) {
        if (board.filledCount() == Units.CELLS
                || !(printCorrector.correct(puzzle, readings) instanceof BoardCorrector.Result.Corrected c)) {
            return null;
        }
        Grid solution = BoardVerdict.of(c.board()).solution();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (puzzle.isEmpty(cell) && !board.isEmpty(cell) && board.get(cell) != solution.get(cell)
                    && params.trust().isBeyondDoubt(readings[cell])) {
                return null;
            }
        }
        return c;
    }

    /**
     * Every filled cell that is not part of the puzzle compared with the solution; the revisions
     * of its printed digits ({@code printRevised}, see {@link #revisedPrint}) are listed first.
     */
    private CheckedGrid against(Grid board, Grid puzzle, Grid solution, DigitReading[] readings, CellKinds kinds,
                                Basis basis, List<BoardCorrector.Change> printRevised) {
        List<CellIssue> wrong = new ArrayList<>();
        List<CellIssue> check = new ArrayList<>();
        List<BoardCorrector.Change> revised = new ArrayList<>(printRevised);
        Grid read = board;
        int filledIn = 0;
        List<Integer> left = new ArrayList<>();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (board.isEmpty(cell)) {
                left.add(cell);
                continue;
            }
            if (!puzzle.isEmpty(cell)) {
                continue;
            }
            int needed = solution.get(cell);
            if (board.get(cell) == needed) {
                filledIn++;
                continue;
            }
            DigitReading r = readings[cell];
            boolean revises = !params.trust().isBeyondDoubt(r) && params.revises(r, needed);
            if (!revises && kinds.isOffCentre(cell)) {
                // Ink far off the cell's centre that is not what the grid needs is more likely a
                // neighbour's digit or a line's remnant than a digit written here.
                left.add(cell);
                read = read.with(cell, 0);
                continue;
            }
            filledIn++;
            double confidence = confidence(r);
            if (params.trust().isBeyondDoubt(r)) {
                wrong.add(new CellIssue(cell, board.get(cell), needed, confidence));
            } else if (revises) {
                revised.add(new BoardCorrector.Change(cell, board.get(cell), needed, String.format(Locale.ROOT,
                        "%d read with confidence %.2f, %d scored %.2f and is what the grid needs",
                        board.get(cell), confidence, needed, r.scores()[needed])));
                read = read.with(cell, needed);
            } else {
                check.add(new CellIssue(cell, board.get(cell), needed, confidence, kinds.isMarkSized(cell)));
            }
        }
        if (wrong.isEmpty() && params.explains(check, readings)) {
            String why = check.size() == 1 ? "the page's only doubtful disagreement"
                    : "one of the page's " + check.size() + " doubtful disagreements, each explained so";
            for (CellIssue i : check) {
                revised.add(new BoardCorrector.Change(i.cell(), i.read(), i.needed(), String.format(Locale.ROOT,
                        "%d read with confidence %.2f, %s; %d, what the grid needs, has probability %.3f", i.read(),
                        i.confidence(), why, i.needed(), readings[i.cell()].probabilityOf(i.needed()))));
                read = read.with(i.cell(), i.needed());
            }
            check.clear();
        }
        if (wrong.isEmpty() && !left.isEmpty() && markSizedWritten(board, puzzle, kinds) >= MARKED_PAGE) {
            // A page with a solver's marks: a mark-sized digit the grid does not need is a candidate
            // noted. Marks sit in unsolved cells: on a grid with none left they are small answers.
            for (Iterator<CellIssue> it = check.iterator(); it.hasNext(); ) {
                CellIssue i = it.next();
                if (i.markSized()) {
                    it.remove();
                    filledIn--;
                    left.add(i.cell());
                    revised.add(new BoardCorrector.Change(i.cell(), i.read(), 0, String.format(Locale.ROOT,
                            "written small on a page with pencil marks, and not the %d the grid needs: taken for a mark",
                            i.needed())));
                    read = read.with(i.cell(), 0);
                }
            }
            Collections.sort(left);
        }
        boolean poorReading = !wrong.isEmpty() && check.size() > params.maxToCheck();
        if (poorReading) {
            // So many unsure disagreements say the photo, not the writer, is at fault.
            check.addAll(0, wrong);
            wrong.clear();
        }
        int toGo = left.size();
        GridVerdict verdict = !wrong.isEmpty() ? new GridVerdict.Mistakes(wrong, check, List.of(), false)
                : !check.isEmpty() ? new GridVerdict.CheckCells(check, List.of(), List.of(), filledIn, toGo, poorReading)
                : toGo == 0 ? new GridVerdict.Correct(basis)
                : new GridVerdict.NoMistakesSoFar(filledIn, toGo, basis, left);
        return new CheckedGrid(read, puzzle, solution, revised, verdict);
    }

    /**
     * A page with this many cells of writing no taller than a pencil mark ({@link CellKinds#isMarkSized})
     * is one a solver has marked: there a mark-sized digit the grid does not need, which no
     * misreading explains, is taken for a candidate noted and its cell is still to go (listed
     * among the revisions) rather than a cell to check; not on a grid with no other cell left
     * to go (a finished grid has no marks: its small digits are answers, to check). On the
     * validation pen sets this said right 6 more of 64 photo pages with marks, 2 more of 60
     * rendered pages with marks and 1 more of 64 photo pages without; 4 of the 248 planted
     * wrong digits were written so small and went too, listed as taken for marks (without the
     * finished-grid exception one photo page with marks and one plain rendered page more, and
     * 5 planted digits: the extra ones finished grids whose small answers were misread).
     */
    static final int MARKED_PAGE = 2;

    /** How many cells outside the puzzle hold writing no taller than a pencil mark. */
    private static int markSizedWritten(Grid board, Grid puzzle, CellKinds kinds) {
        int n = 0;
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (puzzle.isEmpty(cell) && !board.isEmpty(cell) && kinds.isMarkSized(cell)) {
                n++;
            }
        }
        return n;
    }

    /** The rules only: revise unsure readings in conflicts, then judge conflicts, completeness and solvability. */
    private CheckedGrid byRules(Grid read, Grid puzzle, DigitReading[] readings) {
        FilledGridCorrector.Revision revision = new FilledGridCorrector().correct(read, readings);
        Grid board = revision.board();
        List<Conflict> sure = new ArrayList<>();
        List<Conflict> unsure = new ArrayList<>();
        for (Conflict c : Rules.conflicts(board)) {
            boolean beyondDoubt = c.cells().stream().allMatch(cell -> board.get(cell) == read.get(cell)
                    && params.trust().isBeyondDoubt(readings[cell]));
            (beyondDoubt ? sure : unsure).add(c);
        }
        GridVerdict verdict;
        List<Integer> left = new ArrayList<>();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (board.isEmpty(cell)) {
                left.add(cell);
            }
        }
        int toGo = left.size();
        int filledIn = board.filledCount() - puzzle.filledCount();
        if (!sure.isEmpty()) {
            verdict = new GridVerdict.Mistakes(List.of(), List.of(), sure, false);
        } else if (!unsure.isEmpty()) {
            verdict = new GridVerdict.CheckCells(List.of(), unsure, List.of(), filledIn, toGo, false);
        } else if (toGo == 0) {
            verdict = new GridVerdict.Correct(Basis.RULES);
        } else if (ExhaustiveSolver.countSolutions(board, 1) == 0) {
            List<GridVerdict.DeadEndDigit> blamed = deadEnd(board, read, readings);
            verdict = blamed.isEmpty() ? new GridVerdict.Mistakes(List.of(), List.of(), List.of(), true)
                    : new GridVerdict.CheckCells(List.of(), List.of(), blamed, filledIn, toGo, false);
        } else {
            verdict = new GridVerdict.NoMistakesSoFar(filledIn, toGo, Basis.RULES, left);
        }
        return new CheckedGrid(board, puzzle, null, revision.changes(), verdict);
    }

    /**
     * A grid with no solution: the digits not read beyond doubt (revised or unsure), least sure
     * first, that must go before it has one; none when the digits read beyond doubt alone leave
     * it without a solution (a mistake, whatever the unsure ones are). A blurred or dim page
     * misreads printed digits into a dead end, and that must not convict the user (validation
     * photos degraded by {@code eval --degrade 1}: two untouched printed pages were "mistakes").
     */
    private List<GridVerdict.DeadEndDigit> deadEnd(Grid board, Grid read, DigitReading[] readings) {
        List<Integer> unsure = new ArrayList<>();
        Grid sure = board;
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (!board.isEmpty(cell) && (board.get(cell) != read.get(cell) || !params.trust().isBeyondDoubt(readings[cell]))) {
                unsure.add(cell);
                sure = sure.with(cell, 0);
            }
        }
        if (unsure.isEmpty() || ExhaustiveSolver.countSolutions(sure, 1) == 0) {
            return List.of();
        }
        unsure.sort(Comparator.comparingDouble(cell -> confidence(readings[cell])));
        List<GridVerdict.DeadEndDigit> blamed = new ArrayList<>();
        Grid g = board;
        for (int cell : unsure) {
            g = g.with(cell, 0);
            blamed.add(new GridVerdict.DeadEndDigit(cell, board.get(cell), confidence(readings[cell])));
            if (ExhaustiveSolver.countSolutions(g, 1) > 0) {
                break;
            }
        }
        return blamed;
    }

    /** A reading's confidence; a digit without one (not read by the recognizer) counts as sure. */
    private static double confidence(DigitReading r) {
        return r == null ? 1 : r.confidence();
    }

    /**
     * The printed puzzle with the most print-like written cells taken in while it has several
     * solutions (a printed digit taken for a written one), up to {@link CheckParams#maxTakenIn()};
     * a digit that would leave no solution is skipped. A right written digit taken in cannot make
     * a correct grid look wrong; a wrong one could hide itself, which is why this happens only
     * when the printed digits alone do not make a puzzle, and only for a few digits.
     */
    private Grid completed(Grid puzzle, Grid board, CellKinds kinds) {
        if (!Rules.conflicts(puzzle).isEmpty() || ExhaustiveSolver.countSolutions(puzzle, 2) != 2) {
            return puzzle;
        }
        List<Integer> written = new ArrayList<>();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (puzzle.isEmpty(cell) && !board.isEmpty(cell)) {
                written.add(cell);
            }
        }
        written.sort(Comparator.comparingDouble(kinds::writtenProbability));
        int taken = 0;
        for (int cell : written) {
            if (taken == params.maxTakenIn()) {
                break;
            }
            Grid more = puzzle.with(cell, board.get(cell));
            int n = Rules.conflicts(more).isEmpty() ? ExhaustiveSolver.countSolutions(more, 2) : 0;
            if (n == 0) {
                continue;
            }
            puzzle = more;
            taken++;
            if (n == 1) {
                break;
            }
        }
        return puzzle;
    }

    /**
     * The digits read as printed; while they break a rule, the printed cell in a conflict that
     * looks most written is let go (a written digit taken for print).
     */
    static Grid printedPuzzle(Grid board, CellKinds kinds) {
        Grid puzzle = board;
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (kinds.kind(cell) != InkKind.PRINTED) {
                puzzle = puzzle.with(cell, 0);
            }
        }
        for (List<Conflict> conflicts = Rules.conflicts(puzzle); !conflicts.isEmpty(); conflicts = Rules.conflicts(puzzle)) {
            int suspect = conflicts.stream().flatMap(c -> c.cells().stream())
                    .max(Comparator.comparingDouble(kinds::writtenProbability)).orElseThrow();
            puzzle = puzzle.with(suspect, 0);
        }
        return puzzle;
    }
}
