package lens.ocr.correct;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import lens.board.Conflict;
import lens.board.Grid;
import lens.board.Rules;
import lens.board.Units;
import lens.ocr.DigitReading;
import lens.solve.ExhaustiveSolver;

/**
 * Uses the rules to repair misread digits. A board read from a photo is accepted as it is when
 * no unit repeats a digit and it has exactly one solution. Otherwise the least-confident cells
 * (and every cell in a conflict) are revised with their next choices
 * ({@link DigitReading#ranked()}): first one cell at a time, then pairs; among the revisions
 * that give a conflict-free board with a unique solution, the one that costs the recognizer the
 * least belief wins (the sum of log(best score / chosen score)). The least-confident cells may
 * also be taken as empty (a stain read as a digit), at the cost of the odds of their reading.
 * If none does, the result says why the board could not be read.
 *
 * <p>Newspaper puzzles are rarely minimal, so a digit read wrong often leaves a puzzle with one
 * solution, only another one; and among the hundreds of pairs of revisions some give a proper
 * puzzle by chance. So a pair must be cheap as a whole ({@link Params#maxPairCost}), and a board
 * with one solution (as read or revised) is {@link Result.Ambiguous} when one of its unsure
 * digits could as well be another that also gives a proper puzzle: the photo does not say which
 * puzzle it shows. (Degraded train and validation photos, 816: the pair limit and the ambiguity
 * test turned 5 of 7 wrong solutions and 3 right ones into refusals; docs/reading-notebook.md.)
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
     *                     (1 - confidence)), the odds that the reading is right)
     * @param maxCost      no single revision costs more: a digit read 10,000 times surer than
     *                     the alternative is what is printed
     * @param maxPairCost  no pair of revisions costs more together (log 50: the pairs that made a
     *                     wrong puzzle on degraded photos cost 4.8 to 8.9, the right ones mostly
     *                     under 3)
     * @param ambiguousCost a digit of a board with one solution whose next choice costs at most
     *                     this (log 5: at least a fifth as likely) and also gives a proper puzzle
     *                     makes the board {@link Result.Ambiguous}
     */
    public record Params(int suspects, int alternatives, int maxChanges, int dropSuspects, double maxCost,
                         double maxPairCost, double ambiguousCost) {
        public static final Params DEFAULT = new Params(8, 2, 2, 4, Math.log(1e4), Math.log(50), Math.log(5));

        /** Revisions without the limits on cost, no stains and no ambiguity test. */
        public Params(int suspects, int alternatives, int maxChanges) {
            this(suspects, alternatives, maxChanges, 0, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
                    Double.NEGATIVE_INFINITY);
        }
    }

    /** One revised cell: index (0..80), the digit read, the digit chosen, and why. */
    public record Change(int cell, int from, int to, String why) {
        @Override
        public String toString() {
            return Units.cellName(cell) + ": " + from + " -> " + to + " (" + why + ")";
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
         * {@code board} (as read, or after {@code changes}) has one solution, but the digit read
         * at {@code cell} could as well be {@code other}, which gives a proper puzzle too, with
         * another solution: the photo does not tell which puzzle it shows.
         */
        record Ambiguous(Grid board, List<Change> changes, int cell, int other) implements Result {
            public Ambiguous {
                changes = List.copyOf(changes);
            }
        }

        /** No revision within the limits gives a board with one solution. */
        record Uncorrectable(Problem problem, String detail) implements Result {
        }
    }

    /** Why the board as read could not be used. */
    public enum Problem { CONFLICTS, NO_SOLUTION, MULTIPLE_SOLUTIONS }

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
        if (readings.length != Units.CELLS) {
            throw new IllegalArgumentException("81 readings, not " + readings.length);
        }
        Problem problem = problemOf(read);
        if (problem == null) {
            return checked(read, List.of(), readings);
        }
        String why = describe(problem, read);
        List<Candidate> singles = new ArrayList<>();
        for (int cell : suspects(read, readings)) {
            int[] ranked = readings[cell].ranked();
            double[] scores = readings[cell].scores();
            for (int k = 1; k <= params.alternatives() && k < ranked.length; k++) {
                double cost = Math.log(Math.max(scores[read.get(cell)], 1e-12) / Math.max(scores[ranked[k]], 1e-12));
                if (cost <= params.maxCost()) {
                    singles.add(new Candidate(cell, ranked[k], cost));
                }
            }
        }
        for (int cell : leastConfident(read, readings, params.dropSuspects())) {
            double p = Math.min(readings[cell].confidence(), 1 - 1e-12);
            if (Math.log(p / (1 - p)) <= params.maxCost()) {
                singles.add(new Candidate(cell, 0, Math.log(p / (1 - p))));
            }
        }
        singles.sort(Comparator.comparingDouble(Candidate::cost));
        Candidate best1 = null;
        for (Candidate c : singles) {
            if (problemOf(read.with(c.cell(), c.digit())) == null) {
                best1 = c;
                break; // sorted by cost: the first that works is the cheapest single change
            }
        }
        Candidate[] bestPair = null;
        if (params.maxChanges() >= 2) {
            double limit = best1 == null ? Double.POSITIVE_INFINITY : best1.cost();
            for (int i = 0; i < singles.size(); i++) {
                for (int j = i + 1; j < singles.size(); j++) {
                    Candidate a = singles.get(i), b = singles.get(j);
                    double cost = a.cost() + b.cost();
                    if (a.cell() == b.cell() || cost >= limit || cost > params.maxPairCost()) {
                        continue;
                    }
                    if (problemOf(read.with(a.cell(), a.digit()).with(b.cell(), b.digit())) == null) {
                        bestPair = new Candidate[] {a, b};
                        limit = cost;
                    }
                }
            }
        }
        List<Change> changes = new ArrayList<>();
        Grid board = read;
        for (Candidate c : bestPair != null ? bestPair : best1 != null ? new Candidate[] {best1} : new Candidate[0]) {
            changes.add(new Change(c.cell(), read.get(c.cell()), c.digit(), why + "; " + read.get(c.cell())
                    + " read with confidence " + String.format(java.util.Locale.ROOT, "%.2f", readings[c.cell()].confidence())
                    + (c.digit() == 0 ? ", taken as empty" : ", next choice " + c.digit()) + " gives a unique solution"));
            board = board.with(c.cell(), c.digit());
        }
        if (changes.isEmpty()) {
            return new Result.Uncorrectable(problem, why + "; no revision of the " + params.maxChanges()
                    + " least-confident cells fixes it");
        }
        return checked(board, changes, readings);
    }

    /**
     * The board as read, never revised (a photo whose reading cannot be trusted to correct):
     * {@link Result.Corrected} without changes, {@link Result.Ambiguous}, or why it is no puzzle.
     */
    public Result check(Grid read, DigitReading[] readings) {
        Problem problem = problemOf(read);
        return problem == null ? checked(read, List.of(), readings)
                : new Result.Uncorrectable(problem, describe(problem, read));
    }

    /** {@code board} (one solution) as the result: {@link Result.Ambiguous} when one of its unsure digits could be another. */
    private Result checked(Grid board, List<Change> changes, DigitReading[] readings) {
        Candidate other = cheapestOtherPuzzle(board, readings);
        return other == null ? new Result.Corrected(board, changes)
                : new Result.Ambiguous(board, changes, other.cell(), other.digit());
    }

    /**
     * The cheapest next choice of a digit on {@code board} (one solution) that costs at most
     * {@link Params#ambiguousCost} against the digit there and also gives a proper puzzle, or
     * null. Such a puzzle's solution differs from the board's (it has the other digit there).
     */
    private Candidate cheapestOtherPuzzle(Grid board, DigitReading[] readings) {
        List<Candidate> others = new ArrayList<>();
        for (int cell = 0; cell < Units.CELLS; cell++) {
            if (board.isEmpty(cell) || readings[cell] == null) {
                continue;
            }
            int[] ranked = readings[cell].ranked();
            double[] scores = readings[cell].scores();
            for (int k = 0; k <= params.alternatives() && k < ranked.length; k++) {
                int digit = ranked[k];
                double cost = Math.log(Math.max(scores[board.get(cell)], 1e-12) / Math.max(scores[digit], 1e-12));
                if (digit != 0 && digit != board.get(cell) && cost <= params.ambiguousCost()) {
                    others.add(new Candidate(cell, digit, cost));
                }
            }
        }
        others.sort(Comparator.comparingDouble(Candidate::cost));
        for (Candidate c : others) {
            if (problemOf(board.with(c.cell(), c.digit())) == null) {
                return c;
            }
        }
        return null;
    }

    private record Candidate(int cell, int digit, double cost) {
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
