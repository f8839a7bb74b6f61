package lens.ocr.correct;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import lens.board.Conflict;
import lens.board.Grid;
import lens.board.Rules;
import lens.board.Units;
import lens.ocr.DigitReading;
import lens.solve.ExhaustiveSolver;
import lens.solve.SolveResult;
import lens.solve.SolveStatus;

/**
 * Uses the rules to repair misread digits. A board read from a photo is accepted as it is when
 * no unit repeats a digit and it has exactly one solution. Otherwise the least-confident cells
 * (and every cell in a conflict) are revised with their next choices
 * ({@link DigitReading#ranked()}): first one cell at a time, then pairs; among the revisions
 * that give a conflict-free board with a unique solution, the one that costs the recognizer the
 * least belief wins (the sum of log(best score / chosen score)), of two as cheap the one that
 * changes fewer cells. The least-confident cells may also be taken as empty (a stain read as a
 * digit), at the cost of the odds of their reading (nothing under even odds), never less than
 * their next choice's. A
 * board with several solutions keeps its sure digits ({@link #SEVERAL_SURE}): a digit lost is the
 * likelier cause. If none does, the result says why the board could not be read.
 *
 * <p>Newspaper puzzles are rarely minimal, so a digit read wrong often leaves a puzzle with one
 * solution, only another one; and among the hundreds of pairs of revisions some give a proper
 * puzzle by chance. So a pair must be cheap as a whole ({@link Params#maxPairCost}) and write
 * only digits the recognizer found plausible ({@link Params#minPairScore}), and the
 * board (as read or revised) is {@link Result.Ambiguous} when another revision, about as cheap,
 * gives a proper puzzle with another solution: the photo does not say which puzzle it shows.
 * (Degraded train and validation photos, 816: 7 answered wrong, none after; 4 right ones
 * refused; docs/reading-notebook.md.)
 *
 * <p>Meant for puzzles (givens only). A hand-filled grid being verified must not be "corrected"
 * towards a solution: its wrong digits are what the user wants to see; {@link FilledGridCorrector}
 * revises only its unsure readings.
 */
public final class BoardCorrector {
    /**
     * @param suspects     how many least-confident cells are revised (besides those in conflicts)
     * @param alternatives how many next choices are tried per cell (the 2nd, 3rd, ...)
     * @param maxChanges   1 or 2 cells changed at most (more would be guessing, not correcting)
     * @param dropSuspects how many of the least-confident cells may also be read as empty: a
     *                     stain or a crease read as a digit (its cost is log(confidence /
     *                     (1 - confidence)), the odds that the reading is right, and 0 under even
     *                     odds: below, a pair that also emptied an unsure but right digit (a pen
     *                     1 read 0.45) cost less than the one change the board needed, and won;
     *                     but never less than the reading's next choice costs: a pen 9 read 0.425
     *                     as another digit, 9 scored 0.415, was emptied rather than read 9. On the
     *                     validation pen sets 26 cells more right, 17 more grids fully right (but
     *                     two fewer pages with full notes), a stain in a printed training photo
     *                     read as the digit the solution has there rather than taken out; every
     *                     answer of {@code measure-answers.sh
     *                     validation} and of the printed training photos degraded the same, and
     *                     every {@code verify} verdict; docs/reading-notebook.md 2026-12-01 late
     *                     night)
     * @param maxCost      no single revision costs more: a digit read 10,000 times surer than
     *                     the alternative is what is printed
     * @param maxPairCost  no pair of revisions costs more together (log 50: the pairs that made a
     *                     wrong puzzle on degraded photos cost 4.8 to 8.9, the right ones mostly
     *                     under 3)
     * @param ambiguousCost a rival revision costing at most this more than the chosen one (log 5:
     *                     at least a fifth as likely) that gives a proper puzzle with another
     *                     solution makes the board {@link Result.Ambiguous}
     * @param minPairScore a pair of revisions writes only digits the recognizer gives at least this
     *                     score (0.1): the pairs that answered wrong under glare or motion blur wrote
     *                     a digit scored 0.02 to 0.09, every right pair on degraded photos but one
     *                     wrote digits scored 0.2 and more
     */
    public record Params(int suspects, int alternatives, int maxChanges, int dropSuspects, double maxCost,
                         double maxPairCost, double ambiguousCost, double minPairScore) {
        public static final Params DEFAULT = new Params(8, 2, 2, 4, Math.log(1e4), Math.log(50), Math.log(5), 0.1);

        /** The same tuning with {@code n} least-confident cells that may be taken as empty (0: none). */
        public Params withDropSuspects(int n) {
            return new Params(suspects, alternatives, maxChanges, n, maxCost, maxPairCost, ambiguousCost, minPairScore);
        }

        /** The same tuning with pairs writing digits scored {@code score} or more (0: any). */
        public Params withMinPairScore(double score) {
            return new Params(suspects, alternatives, maxChanges, dropSuspects, maxCost, maxPairCost, ambiguousCost, score);
        }

        /** Revisions without the limits on cost, no stains and no rivals sought. */
        public Params(int suspects, int alternatives, int maxChanges) {
            this(suspects, alternatives, maxChanges, 0, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
                    Double.NEGATIVE_INFINITY, 0);
        }
    }

    /** One revised cell: index (0..80), the digit read, the digit chosen, and why. */
    public record Change(int cell, int from, int to, String why) {
        @Override
        public String toString() {
            return Units.cellName(cell) + ": " + from + " -> " + (to == 0 ? "empty" : to) + " (" + why + ")";
        }

        /** The cells {@code changes} revised, as a mask of 81 (what the pictures circle in amber). */
        public static boolean[] cells(List<Change> changes) {
            boolean[] revised = new boolean[81];
            for (Change c : changes) {
                revised[c.cell()] = true;
            }
            return revised;
        }
    }

    /** What correction found. */
    public sealed interface Result {
        /** A board with one solution; {@code changes} is empty when the reading was right as read. */
        record Corrected(Grid board, List<Change> changes) implements Result {
            public Corrected {
                changes = List.copyOf(changes);
            }
        }

        /**
         * {@code board} (as read, or after {@code changes}) has one solution, but the revision
         * {@code rival}, about as cheap (within {@link Params#ambiguousCost}), gives another
         * proper puzzle with another solution: the photo does not tell which puzzle it shows.
         */
        record Ambiguous(Grid board, List<Change> changes, List<Change> rival) implements Result {
            public Ambiguous {
                changes = List.copyOf(changes);
                rival = List.copyOf(rival);
            }
        }

        /** No revision within the limits gives a board with one solution. */
        record Uncorrectable(Problem problem, String detail) implements Result {
        }
    }

    /** Why the board as read could not be used. */
    public enum Problem { CONFLICTS, NO_SOLUTION, MULTIPLE_SOLUTIONS }

    /**
     * When the board as read has several solutions, digits read with at least this probability
     * are not revised: a digit lost (a faint or glared given read as empty) explains several
     * solutions far more often than a sure digit misread, and another digit changed to make the
     * puzzle unique then makes up a different puzzle. Of the printed train and validation photos
     * as they are, degraded with seeds 1-5, dimmed with noise, motion-blurred and under glare
     * (1,224 pictures), three answers were made from such a board: two revised digits read 0.43
     * and 0.63 (right), one a 7 read 0.992 next to a given lost under glare (wrong).
     */
    static final double SEVERAL_SURE = 0.9;

    private final Params params;

    public BoardCorrector(Params params) {
        if (params.maxChanges() < 1 || params.maxChanges() > 2) {
            throw new IllegalArgumentException("maxChanges is 1 or 2");
        }
        this.params = params;
    }

    public BoardCorrector() {
        this(Params.DEFAULT);
    }

    /**
     * @param read     the board as read (0 = empty)
     * @param readings the reading of every filled cell (null where empty or unknown)
     */
    public Result correct(Grid read, DigitReading[] readings) {
        return judge(read, readings, true);
    }

    /**
     * The board as read, never revised (a photo whose reading cannot be trusted to correct):
     * {@link Result.Corrected} without changes, {@link Result.Ambiguous} when a revision within
     * the limits gives another proper puzzle about as cheaply, or why it is no puzzle.
     */
    public Result check(Grid read, DigitReading[] readings) {
        return judge(read, readings, false);
    }

    private Result judge(Grid read, DigitReading[] readings, boolean revise) {
        if (readings.length != Units.CELLS) {
            throw new IllegalArgumentException("81 readings, not " + readings.length);
        }
        Problem problem = problemOf(read);
        String why = problem == null ? "" : describe(problem, read);
        if (problem != null && !revise) {
            return new Result.Uncorrectable(problem, why);
        }
        List<Revision> revisions = revisions(read, readings, problem == Problem.MULTIPLE_SOLUTIONS);
        Revision best = problem == null ? Revision.NONE : null;
        Grid solution = problem == null ? solutionOf(read) : null;
        for (Revision r : revisions) {
            if (best != null && r.cost() > best.cost() + params.ambiguousCost()) {
                break;
            }
            Grid revisedSolution = solutionOf(r.apply(read));
            if (revisedSolution == null) {
                continue;
            }
            if (best == null) {
                best = r; // sorted by cost: the first that gives a proper puzzle is the cheapest
                solution = revisedSolution;
            } else if (!revisedSolution.equals(solution)) {
                return new Result.Ambiguous(best.apply(read), changes(best, read, readings, why),
                        changes(r, read, readings, why));
            }
        }
        if (best == null) {
            return new Result.Uncorrectable(problem, why + "; no revision of the " + params.maxChanges()
                    + " least-confident cells fixes it");
        }
        return new Result.Corrected(best.apply(read), changes(best, read, readings, why));
    }

    /**
     * Whether the cells {@code kept}, which {@code correction} empties, can be kept as read in
     * another proper puzzle whose solution is not {@code solution}: a revision within the limits
     * that leaves them alone, or the correction's other changes with any one other read cell as
     * its next choices or empty, at any cost (a sure digit misread is no suspect, but it may be
     * what went wrong). A rival to the correction however much dearer ({@link Result.Ambiguous}
     * only looks within {@link Params#ambiguousCost()} of the cheapest).
     */
    public boolean rivalKeeping(Grid read, DigitReading[] readings, List<Change> correction, Set<Integer> kept,
                                Grid solution) {
        List<Grid> rivals = new ArrayList<>();
        for (Revision r : revisions(read, readings, problemOf(read) == Problem.MULTIPLE_SOLUTIONS)) {
            if (r.parts().stream().noneMatch(c -> kept.contains(c.cell()))) {
                rivals.add(r.apply(read));
            }
        }
        Grid rest = read;
        Set<Integer> changed = new HashSet<>();
        for (Change c : correction) {
            changed.add(c.cell());
            if (!kept.contains(c.cell())) {
                rest = rest.with(c.cell(), c.to());
            }
        }
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (!rest.isEmpty(cell) && readings[cell] != null && !changed.contains(cell)) {
                int[] ranked = readings[cell].ranked();
                for (int k = 1; k <= params.alternatives() && k < ranked.length; k++) {
                    rivals.add(rest.with(cell, ranked[k]));
                }
                rivals.add(rest.with(cell, 0));
            }
        }
        for (Grid rival : rivals) {
            Grid other = solutionOf(rival);
            if (other != null && !other.equals(solution)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every revision within the limits, cheapest first: one cell to its next choices or (a
     * stain) to empty, then pairs of those; {@code several}: the board as read has several
     * solutions, and its digits read {@value #SEVERAL_SURE} or surer stay as they are.
     */
    private List<Revision> revisions(Grid read, DigitReading[] readings, boolean several) {
        List<Candidate> singles = new ArrayList<>();
        for (int cell : suspects(read, readings)) {
            if (several && readings[cell].probability() >= SEVERAL_SURE) {
                continue;
            }
            int[] ranked = readings[cell].ranked();
            double[] scores = readings[cell].scores();
            for (int k = 1; k <= params.alternatives() && k < ranked.length; k++) {
                double cost = switchCost(read, scores, cell, ranked[k]);
                if (cost <= params.maxCost()) {
                    singles.add(new Candidate(cell, ranked[k], cost, scores[ranked[k]] >= params.minPairScore()));
                }
            }
        }
        for (int cell : leastConfident(read, readings, params.dropSuspects())) {
            double p = Math.min(readings[cell].confidence(), 1 - 1e-12);
            // a reading under even odds costs nothing to drop, but never less (a negative cost made
            // a pair that also emptied an unsure right digit cheaper than the one change needed),
            // nor less than its next choice: ink that is there is likelier a digit misread than none
            double cost = Math.max(Math.max(0, Math.log(p / (1 - p))),
                    switchCost(read, readings[cell].scores(), cell, readings[cell].ranked()[1]));
            if (cost <= params.maxCost()) {
                singles.add(new Candidate(cell, 0, cost, true));
            }
        }
        List<Revision> out = new ArrayList<>();
        for (int i = 0; i < singles.size(); i++) {
            Candidate a = singles.get(i);
            out.add(new Revision(List.of(a), a.cost()));
            for (int j = i + 1; j < singles.size() && params.maxChanges() >= 2; j++) {
                Candidate b = singles.get(j);
                if (a.cell() != b.cell() && a.cost() + b.cost() <= params.maxPairCost() && a.pairable() && b.pairable()) {
                    out.add(new Revision(List.of(a, b), a.cost() + b.cost()));
                }
            }
        }
        out.sort(Comparator.comparingDouble(Revision::cost).thenComparingInt(r -> r.parts().size()));
        return out;
    }

    /** What reading {@code cell} as {@code digit} costs, its scores {@code scores}: log(score of the digit read / score of {@code digit}). */
    private static double switchCost(Grid read, double[] scores, int cell, int digit) {
        return Math.log(Math.max(scores[read.get(cell)], 1e-12) / Math.max(scores[digit], 1e-12));
    }

    private static List<Change> changes(Revision r, Grid read, DigitReading[] readings, String why) {
        List<Change> changes = new ArrayList<>();
        for (Candidate c : r.parts()) {
            changes.add(new Change(c.cell(), read.get(c.cell()), c.digit(), why + (why.isEmpty() ? "" : "; ")
                    + read.get(c.cell()) + " read with confidence "
                    + String.format(Locale.ROOT, "%.2f", readings[c.cell()].confidence())
                    + (c.digit() == 0 ? ", taken as empty" : ", next choice " + c.digit()) + " gives a unique solution"));
        }
        return changes;
    }

    /** Some cells revised, and what that costs in the recognizer's belief. */
    private record Revision(List<Candidate> parts, double cost) {
        static final Revision NONE = new Revision(List.of(), 0);

        Grid apply(Grid read) {
            Grid g = read;
            for (Candidate c : parts) {
                g = g.with(c.cell(), c.digit());
            }
            return g;
        }
    }

    /** One cell revised to {@code digit}; {@code pairable}: likely enough to be one of a pair. */
    private record Candidate(int cell, int digit, double cost, boolean pairable) {
    }

    /** Cells in conflicts, then the least-confident others, up to {@code suspects} of them. */
    private List<Integer> suspects(Grid read, DigitReading[] readings) {
        List<Integer> out = new ArrayList<>();
        for (Conflict c : Rules.conflicts(read)) {
            for (int cell : c.cells()) {
                if (readings[cell] != null && !out.contains(cell)) {
                    out.add(cell);
                }
            }
        }
        List<Integer> others = leastConfident(read, readings, Units.CELLS);
        others.removeAll(out);
        out.addAll(others.subList(0, Math.min(params.suspects(), others.size())));
        return out;
    }

    /** Up to {@code n} read cells, least confident first. */
    private static List<Integer> leastConfident(Grid read, DigitReading[] readings, int n) {
        List<Integer> cells = new ArrayList<>();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (!read.isEmpty(cell) && readings[cell] != null) {
                cells.add(cell);
            }
        }
        cells.sort(Comparator.comparingDouble(c -> readings[c].confidence()));
        return new ArrayList<>(cells.subList(0, Math.min(n, cells.size())));
    }

    /** The board's solution when it is a proper puzzle (no conflict, one solution), else null. */
    private static Grid solutionOf(Grid g) {
        if (!Rules.conflicts(g).isEmpty()) {
            return null;
        }
        SolveResult r = ExhaustiveSolver.solve(g);
        return r.status() == SolveStatus.UNIQUE ? r.solutions().get(0) : null;
    }

    /** Null when the board is usable: no conflict and exactly one solution. */
    private static Problem problemOf(Grid g) {
        if (!Rules.conflicts(g).isEmpty()) {
            return Problem.CONFLICTS;
        }
        int n = ExhaustiveSolver.countSolutions(g, 2);
        return n == 0 ? Problem.NO_SOLUTION : n == 1 ? null : Problem.MULTIPLE_SOLUTIONS;
    }

    private static String describe(Problem p, Grid g) {
        switch (p) {
            case CONFLICTS:
                Conflict c = Rules.conflicts(g).get(0);
                return "board as read repeats " + c.digit() + " in " + Units.unitName(c.unit());
            case NO_SOLUTION:
                return "board as read has no solution";
            default:
                return "board as read has several solutions";
        }
    }
}
