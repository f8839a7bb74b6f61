package lens.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import lens.board.Conflict;
import lens.board.Units;
import lens.vision.PhotoProblem;

/** What checking a filled-in grid found. */
public sealed interface GridVerdict {
    /** The verdict in words: a headline, then one line per cell. */
    List<String> lines();

    /** The cells to go that the photo's edge cuts: not seen, they may hold digits (none but on the verdicts that name them). */
    default List<Integer> unseen() {
        return List.of();
    }

    /** Every cell filled and right. */
    record Correct(Basis basis) implements GridVerdict {
        @Override
        public List<String> lines() {
            return List.of(switch (basis) {
                case SOLUTION -> "correct: the grid is the solution of the printed puzzle";
                case GIVEN -> "correct: the grid is the solution of the given puzzle";
                case RULES -> "correct: the grid is complete and breaks no rule";
            });
        }
    }

    /**
     * No written digit is wrong, but {@code toGo} cells are still empty ({@code filledIn} written
     * so far). When no more than {@value #NAMED} are left, {@code left} names them: on a grid the
     * user has finished, they are digits the photo did not show (written faintly, or over a
     * line), and the user needs to know where to look. {@code unseen}: the cells to go that the
     * photo's edge cuts (a digit there is read only beyond doubt), named whatever their number:
     * they may well be filled in, and "to go" alone would tell the user otherwise.
     */
    record NoMistakesSoFar(int filledIn, int toGo, Basis basis, List<Integer> left, List<Integer> unseen)
            implements GridVerdict {
        /** So few cells left are named. */
        public static final int NAMED = 3;

        public NoMistakesSoFar {
            left = toGo <= NAMED ? List.copyOf(left) : List.of();
            unseen = List.copyOf(unseen);
        }

        /** With every cell to go seen. */
        public NoMistakesSoFar(int filledIn, int toGo, Basis basis, List<Integer> left) {
            this(filledIn, toGo, basis, left, List.of());
        }

        /** Without the cells left named. */
        public NoMistakesSoFar(int filledIn, int toGo, Basis basis) {
            this(filledIn, toGo, basis, List.of());
        }

        /** The same verdict, {@code cells} of those to go cut by the photo's edge. */
        public NoMistakesSoFar withUnseen(List<Integer> cells) {
            return new NoMistakesSoFar(filledIn, toGo, basis, left, cells);
        }

        @Override
        public List<String> lines() {
            String headline = "no mistakes so far: " + filledIn + " filled in, " + toGo + " to go"
                    + (left.isEmpty() ? "" : names(left, " (", ")"));
            return unseen.isEmpty() ? List.of(headline) : List.of(headline, notSeen(unseen));
        }
    }

    private static String names(List<Integer> cells, String before, String after) {
        return cells.stream().map(Units::cellName).collect(Collectors.joining(", ", before, after));
    }

    /** {@code not seen: r1c9, r2c9 (cut by the photo's edge: step back to check them)}. */
    private static String notSeen(List<Integer> cells) {
        return "not seen: " + names(cells, "", "") + " (cut by the photo's edge: step back to check "
                + (cells.size() == 1 ? "it)" : "them)");
    }

    /**
     * No clear mistake, but written digits that disagree with the solution and were not read
     * beyond doubt ({@code check}), or, with no solution to check against, rule conflicts among
     * digits not all read beyond doubt ({@code unsure}), or digits not read beyond doubt without
     * which the grid would have a solution again ({@code deadEnd}, least sure first: with them
     * it has none, which a misreading explains as well as a mistake): the user should look at
     * them. {@code poorReading}: the page reads too poorly to call even the digits read beyond
     * doubt mistakes (so many cells disagree, or the disagreement rests on a puzzle read from the
     * print through a doubtful reading); they are among {@code check}.
     */
    record CheckCells(List<CellIssue> check, List<Conflict> unsure, List<DeadEndDigit> deadEnd, int filledIn, int toGo,
                      boolean poorReading, List<Integer> unseen) implements GridVerdict {
        public CheckCells {
            check = List.copyOf(check);
            unsure = List.copyOf(unsure);
            deadEnd = List.copyOf(deadEnd);
            unseen = List.copyOf(unseen);
        }

        /** With every cell to go seen. */
        public CheckCells(List<CellIssue> check, List<Conflict> unsure, List<DeadEndDigit> deadEnd, int filledIn, int toGo,
                          boolean poorReading) {
            this(check, unsure, deadEnd, filledIn, toGo, poorReading, List.of());
        }

        /** The same verdict, {@code cells} of those to go cut by the photo's edge ({@link NoMistakesSoFar#unseen}). */
        public CheckCells withUnseen(List<Integer> cells) {
            return new CheckCells(check, unsure, deadEnd, filledIn, toGo, poorReading, cells);
        }

        @Override
        public List<String> lines() {
            List<String> out = new ArrayList<>();
            int n = check.size() + unsure.size() + deadEnd.size();
            out.add(n + (check.isEmpty() && deadEnd.isEmpty() ? " repeat" : " cell") + (n == 1 ? "" : "s")
                    + " to check by eye" + (poorReading ? " (the photo reads poorly, too poorly to call any digit a mistake;"
                    + " a sharper, brighter photo helps): " : " (no digit is wrong beyond doubt): ")
                    + filledIn + " filled in, " + toGo + " to go");
            check.forEach(i -> out.add("check " + i.describe()));
            unsure.forEach(c -> out.add("check " + c.describe() + ": a digit is misread or wrong"));
            deadEnd.forEach(d -> out.add("check " + d.describe()));
            if (!unseen.isEmpty()) {
                out.add(notSeen(unseen));
            }
            return out;
        }
    }

    /** A digit read without certainty that, with the others, leaves the grid without a solution. */
    record DeadEndDigit(int cell, int read, double confidence) {
        /** {@code r3c5: reads 8, and with it the grid has no solution}. */
        public String describe() {
            return Units.cellName(cell) + ": reads " + read + ", and with it the grid has no solution";
        }
    }

    /**
     * Written digits that are wrong beyond doubt ({@code wrong}, against the solution), digits
     * that break a rule ({@code conflicts}, when there is no solution to check against), or, with
     * neither, digits that leave the grid without any solution ({@code unsolvable}); {@code check}
     * lists the unsure disagreements besides.
     */
    record Mistakes(List<CellIssue> wrong, List<CellIssue> check, List<Conflict> conflicts, boolean unsolvable)
            implements GridVerdict {
        public Mistakes {
            wrong = List.copyOf(wrong);
            check = List.copyOf(check);
            conflicts = List.copyOf(conflicts);
        }

        @Override
        public List<String> lines() {
            List<String> out = new ArrayList<>();
            int n = wrong.size() + conflicts.size();
            if (n == 0) {
                out.add("mistakes: the digits written so far leave the grid without a solution");
            } else if (conflicts.isEmpty()) {
                out.add("mistakes: " + n + " wrong cell" + (n == 1 ? "" : "s"));
            } else {
                out.add("mistakes: " + n + " broken rule" + (n == 1 ? "" : "s"));
            }
            wrong.forEach(i -> out.add("  " + i.describe()));
            conflicts.forEach(c -> out.add("  " + c.describe()));
            likelySlips().forEach(cell -> out.add("  " + Units.cellName(cell) + " is in "
                    + conflicts.stream().filter(c -> c.cells().contains(cell)).count() + " of them: the likely slip"));
            check.forEach(i -> out.add("check " + i.describe()));
            return out;
        }

        /**
         * The digits in two or more of the broken rules, in cell order: one wrong 8 makes two 8s
         * in its row and two in its box, and is the likely slip of both ({@link CheckedGrid#wrong}
         * circles it, not the right 8s beside it). Two slips of one digit each meeting the same
         * right digit would blame that one: one slip is the likelier page.
         */
        public List<Integer> likelySlips() {
            Map<Integer, Integer> rules = new TreeMap<>();
            conflicts.forEach(c -> c.cells().forEach(cell -> rules.merge(cell, 1, Integer::sum)));
            return rules.entrySet().stream().filter(e -> e.getValue() >= 2).map(Map.Entry::getKey).toList();
        }
    }

    /** The puzzle given to check against has no single solution ({@code reason} says which). */
    record BadGivens(String reason) implements GridVerdict {
        @Override
        public List<String> lines() {
            return List.of(reason);
        }
    }

    /**
     * The photo has a problem (cut off, too small, blurred) and its reading is not clean enough
     * to trust despite it: nothing is judged, the user is told what to do.
     */
    record Unusable(PhotoProblem problem) implements GridVerdict {
        @Override
        public List<String> lines() {
            return List.of(problem.advice());
        }
    }

    /** Too few digits were read to hold a puzzle. */
    record TooFewDigits(int read, int least) implements GridVerdict {
        @Override
        public List<String> lines() {
            return List.of("only " + read + " digits read (a puzzle has at least " + least + ")");
        }
    }
}
