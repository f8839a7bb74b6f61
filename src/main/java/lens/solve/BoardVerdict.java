package lens.solve;

import java.util.List;
import lens.board.Conflict;
import lens.board.Givens;
import lens.board.Grid;
import lens.board.Rules;

/**
 * What a board is worth as a puzzle: solved (exactly one solution), no solution, several
 * solutions, a broken rule, or unreadable (too few digits to be a puzzle at all). Every place
 * that judges a board (the {@code solve} and {@code rate} commands, photo solving, the live
 * view) asks {@link #of} or {@link #ofReading} so the order of the checks (digits, then rules,
 * then the solver) and the words are the same everywhere.
 */
public sealed interface BoardVerdict {
    /** The board that was judged. */
    Grid board();

    /** Why the board has no unique solution, in a few words ({@code no solution}); null when solved. */
    String reason();

    /** The unique solution. */
    record Solved(Grid board, Grid solution) implements BoardVerdict {
        @Override
        public String reason() {
            return null;
        }
    }

    /** The givens contradict each other deep down (no unit repeats a digit). */
    record NoSolution(Grid board) implements BoardVerdict {
        @Override
        public String reason() {
            return "no solution";
        }
    }

    /** Two or more solutions; {@code solutions} holds two of them. */
    record Several(Grid board, List<Grid> solutions) implements BoardVerdict {
        public Several {
            solutions = List.copyOf(solutions);
        }

        @Override
        public String reason() {
            return "several solutions";
        }
    }

    /** A unit repeats a digit; {@code conflicts} lists every such unit, rows first. */
    record Conflicts(Grid board, List<Conflict> conflicts) implements BoardVerdict {
        public Conflicts {
            conflicts = List.copyOf(conflicts);
        }

        /** The first broken rule, e.g. {@code two 7s in row 3 (r3c2, r3c8)}. */
        @Override
        public String reason() {
            return conflicts.get(0).describe();
        }
    }

    /** Too few digits for a puzzle ({@link Givens#MIN_PUZZLE}): the picture was not read well enough. */
    record Unreadable(Grid board) implements BoardVerdict {
        @Override
        public String reason() {
            return "only " + board.filledCount() + " digits read";
        }
    }

    default boolean solved() {
        return this instanceof Solved;
    }

    /** The unique solution, or null. */
    default Grid solution() {
        return this instanceof Solved s ? s.solution() : null;
    }

    /** A board given as text: the rules, then the solver (a puzzle with few givens simply has several solutions). */
    static BoardVerdict of(Grid board) {
        List<Conflict> conflicts = Rules.conflicts(board);
        if (!conflicts.isEmpty()) {
            return new Conflicts(board, conflicts);
        }
        SolveResult r = ExhaustiveSolver.solve(board);
        return switch (r.status()) {
            case UNIQUE -> new Solved(board, r.solution());
            case NONE -> new NoSolution(board);
            case MULTIPLE -> new Several(board, r.solutions());
        };
    }

    /** A board read from a picture: first whether enough digits were read at all, then as {@link #of}. */
    static BoardVerdict ofReading(Grid board) {
        return board.filledCount() < Givens.MIN_PUZZLE ? new Unreadable(board) : of(board);
    }
}
