package lens.vision;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Something about the photo that can make its grid unreadable, or a reading so broken that the
 * photo must be to blame; {@link #advice()} says what to do.
 */
public sealed interface PhotoProblem {
    /** One line for the user: the cause, then what to do. */
    String advice();

    /**
     * The same, short enough for the status line of a camera's view (the live window, the web
     * page's camera): what to do first, then the cause, in the camera's words. Each fits a
     * 640x480 frame's status band with its frame rate ({@code LiveAdviceTest}).
     */
    String cue();

    /**
     * Whether the problem is known to spoil the reading (then the reading is neither corrected
     * nor trusted to convict a person of mistakes), or only explains a reading that fails.
     */
    default boolean certain() {
        return true;
    }

    /** A side of the photo. */
    enum Side { TOP, RIGHT, BOTTOM, LEFT }

    /**
     * The grid runs off the photo at these sides: {@code certain} when a corner lies on the
     * frame's edge (the outline there is the frame's), else only near it (a grid cut by the frame
     * is often found along the nearest line left inside, but a grid that fills the frame comes
     * as close): then it only explains a reading that fails. {@code partlyOutside}: the cells
     * (0..80, as the grid is read) too little of which lies inside the photo to trust a digit
     * read there (a 9 cut at its middle reads as a 1).
     */
    record CutOff(List<Side> sides, boolean certain, List<Integer> partlyOutside) implements PhotoProblem {
        public CutOff {
            sides = List.copyOf(sides);
            partlyOutside = List.copyOf(partlyOutside);
        }

        /** Cut for certain, every cell inside. */
        public CutOff(List<Side> sides) {
            this(sides, true, List.of());
        }

        /** Every cell inside. */
        public CutOff(List<Side> sides, boolean certain) {
            this(sides, certain, List.of());
        }

        /** The same cut, with {@code cells} partly outside the photo. */
        public CutOff withPartlyOutside(List<Integer> cells) {
            return new CutOff(sides, certain, cells);
        }

        @Override
        public String advice() {
            return "the grid " + (certain ? "runs" : "seems to run") + " off " + edges(sides)
                    + " of the photo: step back so that the whole grid is in the picture";
        }

        @Override
        public String cue() {
            // three sides named would not fit a status line: three edges say as much
            String where = sides.size() == 3 ? "three edges" : edges(sides);
            return "step back: the grid " + (certain ? "runs" : "seems to run") + " off " + where;
        }
    }

    /** "the top edge", "the top and right edges", "the top, right and bottom edges", "all four edges". */
    static String edges(List<Side> sides) {
        if (sides.size() == Side.values().length) {
            return "all four edges";
        }
        List<String> names = sides.stream().map(s -> s.name().toLowerCase(Locale.ROOT)).toList();
        if (names.size() == 1) {
            return "the " + names.get(0) + " edge";
        }
        return "the " + String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1)
                + " edges";
    }

    /** The grid has {@code cells} cells a side, not 9 ({@link CellsAcross}): another kind of puzzle. */
    record OtherSize(int cells) implements PhotoProblem {
        @Override
        public String advice() {
            return "the grid has " + cells + " cells a side, not 9: Sudoku Lens reads 9x9 puzzles only";
        }

        @Override
        public String cue() {
            return "not a 9x9 sudoku: the grid has " + cells + " cells a side";
        }
    }

    /**
     * The grid is drawn for a variant of sudoku ({@link PuzzleVariant}): its digits may read well,
     * but the classic rules would answer another puzzle than the page's, or none.
     */
    record Variant(PuzzleVariant.Kind kind) implements PhotoProblem {
        @Override
        public String advice() {
            return "this grid is not a classic sudoku: " + kind.why() + "; Sudoku Lens solves classic 9x9 puzzles only";
        }

        @Override
        public String cue() {
            return switch (kind) {
                case SUDOKU_X -> "not a classic sudoku: a Sudoku X";
                case JIGSAW -> "not a classic sudoku: a jigsaw sudoku";
                case KILLER -> "not a classic sudoku: a killer sudoku";
            };
        }
    }

    /**
     * The photo is dim and grainy: its digits (the upper quartile of their contrasts) stand only
     * {@code times} the noise above the paper ({@link GrainNoise}), under {@code least}. It only
     * explains a reading that fails (a grainy photo often reads well): specks in empty cells read
     * as digits, strokes broken.
     */
    record Grainy(double times, double least) implements PhotoProblem {
        @Override
        public String advice() {
            return String.format(Locale.ROOT, "the photo is too dim and grainy to read the digits surely (they stand"
                    + " only %.0f times the noise above the paper, %.0f needed): light the page better and take the"
                    + " photo again", times, least);
        }

        @Override
        public String cue() {
            return "light the page: the picture is dim and grainy";
        }

        @Override
        public boolean certain() {
            return false;
        }
    }

    /** The grid is only {@code pixels} across in the photo; reading needs {@code least}. */
    record TooSmall(int pixels, int least) implements PhotoProblem {
        @Override
        public String advice() {
            return "the grid is only " + pixels + " pixels across in the photo (" + least
                    + " are needed to read its digits): come closer or take a larger photo";
        }

        @Override
        public String cue() {
            return "come closer: the grid is too small to read";
        }
    }

    /**
     * The digits read break a rule ({@code rule}, e.g. {@code two 1s in row 2}) and no
     * misreading of an unsure digit explains it: the photo, not the puzzle, is the likely cause;
     * unless every digit in the broken rules reads {@code clearly} (beyond doubt, on a photo with
     * no problem found): then the grid itself breaks them, and is no Sudoku puzzle as printed
     * (a table of numbers, a word puzzle's letters, a grid of candidates, a misprint). When a
     * digit in the broken rules looks {@code written} by hand, a slip of the pen is as likely as
     * the photo (the validation pen pages with two slips refused so had their slips in the rules
     * broken), and the advice says so and names {@code verify}, which checks the written digits.
     */
    record BrokenRules(String rule, boolean clearly, boolean written) implements PhotoProblem {
        @Override
        public String advice() {
            String broken = "the digits read break the rules (" + rule + ")";
            if (written) {
                return broken + (clearly ? " though each reads clearly: a digit written in is a slip of the pen"
                        : " and no misreading explains it: a digit written in may be a slip of the pen")
                        + " (verify checks the written digits)" + (clearly ? "" : ", or retake the photo square-on,"
                        + " sharp and evenly lit");
            }
            return clearly ? broken + " though each reads clearly: this grid holds no Sudoku puzzle as printed (another"
                    + " kind of puzzle, or a misprint); type the puzzle in if it is one"
                    : broken + " and no misreading explains it: retake the photo square-on, sharp and evenly lit";
        }

        @Override
        public String cue() {
            return written ? "the digits written in break the rules: a slip of the pen?"
                    : clearly ? "not a sudoku: its digits break the rules"
                    : "hold the page flat and steady: the digits break the rules";
        }
    }

    /**
     * The puzzle given has its digits where the photo's print is, but {@code misread} of them
     * read beyond doubt as other digits: the page's own puzzle, read too poorly to check
     * anything against (a blurred page's faint print), not another puzzle.
     */
    record PrintMisread(int misread, int givens) implements PhotoProblem {
        @Override
        public String advice() {
            return misread + " of the puzzle's " + givens + " printed digits read as other digits: the photo reads too"
                    + " poorly to check the grid; retake it closer, sharp and evenly lit";
        }

        @Override
        public String cue() {
            return "come closer and hold steady: the print reads poorly";
        }
    }

    /**
     * The digits read fit two puzzles, each with one solution: {@code chosen} (the cells revised
     * to make the likelier one, empty: as read) and {@code rival} (the other's); answering one
     * would be a guess.
     */
    record Ambiguous(List<Revised> chosen, List<Revised> rival) implements PhotoProblem {
        public Ambiguous {
            chosen = List.copyOf(chosen);
            rival = List.copyOf(rival);
        }

        /** A cell read otherwise: its digit in that puzzle, 0 when taken as empty. */
        public record Revised(int cell, int digit) {
            @Override
            public String toString() {
                return lens.board.Units.cellName(cell) + (digit == 0 ? " empty" : digit == 8 ? " an 8" : " a " + digit);
            }
        }

        @Override
        public String advice() {
            return "the digits read fit two puzzles with one solution each (" + describe(chosen) + ", or "
                    + describe(rival) + "): retake the photo closer and sharper, or type the puzzle in";
        }

        @Override
        public String cue() {
            return "come closer and hold steady: some digits are unsure";
        }

        private static String describe(List<Revised> cells) {
            return cells.isEmpty() ? "as read"
                    : "with " + cells.stream().map(Revised::toString).collect(Collectors.joining(" and "));
        }
    }

    /**
     * The board as read needed one or two digits revised ({@code revised}) and still rests on
     * digits read unsurely ({@code unsure}): with that many doubts another misreading is likely,
     * and a revision can then make a proper puzzle that is not the page's. With no {@code unsure}
     * digits, a revision left out a fairly sure digit in no repeat only so that the rest has a
     * solution, and another reading that keeps it makes another puzzle: "no solution" does not say
     * which digit is wrong. Answering would be a guess.
     */
    record Unsure(List<Integer> revised, List<Integer> unsure) implements PhotoProblem {
        public Unsure {
            revised = List.copyOf(revised);
            unsure = List.copyOf(unsure);
        }

        @Override
        public String advice() {
            String what = (revised.size() == 1 ? "a digit read had to be revised (" : "two digits read had to be revised (")
                    + names(revised) + ")";
            return what + (unsure.isEmpty() ? ", leaving out a fairly sure digit in no repeat, which another reading keeps"
                    + " in another puzzle" : " and " + names(unsure) + " are read unsurely too")
                    + ": an answer would be a guess; retake the photo closer and sharper, or type the puzzle in";
        }

        @Override
        public String cue() {
            return "come closer and hold steady: some digits are unsure";
        }

        private static String names(List<Integer> cells) {
            return cells.stream().map(lens.board.Units::cellName).collect(Collectors.joining(", "));
        }
    }

    /** The grid is blurred: its edges are softer than {@code least} ({@link GridSharpness}). */
    record Blurred(double sharpness, double least) implements PhotoProblem {
        @Override
        public String advice() {
            return String.format(Locale.ROOT, "the photo is too blurred to read the digits (sharpness %.2f, %.2f needed):"
                    + " hold the camera still and let it focus", sharpness, least);
        }

        @Override
        public String cue() {
            return "hold still: the grid is blurred";
        }
    }

    /**
     * A shadow's edge crosses the grid, through {@code cells} (in the reading's order): the square
     * was evened out, but a digit the edge runs through may read as another with some confidence,
     * so an unsure one there counts only when the rest of the puzzle agrees, as one cut by the
     * photo's edge does ({@code BoardCorrection}: read under 0.9 is unsure here).
     */
    record ShadowEdge(List<Integer> cells) implements PhotoProblem {
        public ShadowEdge {
            cells = List.copyOf(cells);
        }

        @Override
        public String advice() {
            return "a shadow's edge crosses the grid and the digits under it are unsure: light the page evenly"
                    + " (or move the shadow off the grid) and take the photo again";
        }

        @Override
        public String cue() {
            return "light the page evenly: a shadow's edge crosses the grid";
        }
    }

    /**
     * A lamp's glare washed out part of the grid, {@code cells} (in the reading's order) under
     * its core: the square had the glare divided out ({@code Glare}), but a digit there kept under
     * a third of its contrast and may read as another with any confidence, so it counts only
     * when the rest of the puzzle agrees ({@code BoardCorrection}).
     */
    record Glare(List<Integer> cells) implements PhotoProblem {
        public Glare {
            cells = List.copyOf(cells);
        }

        @Override
        public String advice() {
            return "a lamp's glare washes out part of the grid and the digits under it are unsure: tilt the page"
                    + " or move the light so that no bright spot lies on the grid, and take the photo again";
        }

        @Override
        public String cue() {
            return "tilt the page or move the light: glare on the grid";
        }
    }

    /**
     * A fold across the page runs through {@code cells} (in the reading's order) along the grid's
     * lines ({@code FoldLines}): it is taken out with them, but a digit it runs through may read
     * as another with some confidence, so a board that had to be revised is answered only when
     * the rest of the puzzle settles it without the unsure or revised digits there
     * ({@code BoardCorrection}). {@code verify} does not convict on such a page.
     */
    record Fold(List<Integer> cells) implements PhotoProblem {
        public Fold {
            cells = List.copyOf(cells);
        }

        @Override
        public String advice() {
            return "a fold in the page runs through the grid and the digits on it are unsure: flatten the page"
                    + " and take the photo again";
        }

        @Override
        public String cue() {
            return "flatten the page: a fold runs through the grid";
        }
    }

    /**
     * Something lies over the grid (a fingertip, a pen) and hides {@code cells} (in the reading's
     * order, {@link CoveredCells}): their digits are left out, and the puzzle is answered only when
     * the rest settles it ({@code BoardCorrection}); {@code verify} does not convict on such a page.
     */
    record Covered(List<Integer> cells) implements PhotoProblem {
        public Covered {
            cells = List.copyOf(cells);
        }

        @Override
        public String advice() {
            return "something lies over the grid (a finger, a pen) and hides " + cells.size() + (cells.size() == 1 ? " cell" : " cells")
                    + ": move it off the grid and take the photo again";
        }

        @Override
        public String cue() {
            return "move your finger or pen off the grid";
        }
    }

    /** No grid was found, and the photo, {@code cols} x {@code rows}, is too small to hold one. */
    record PhotoTooSmall(int cols, int rows, int least) implements PhotoProblem {
        @Override
        public String advice() {
            return "no grid found: the photo is only " + cols + "x" + rows + " pixels (a readable grid needs"
                    + " a photo at least " + least + " pixels on its shorter side): take a larger photo";
        }

        @Override
        public String cue() {
            return "the picture is too small to hold a readable grid";
        }
    }

    /**
     * No grid was found, and the photo is too dark: nine tenths of it lie under grey
     * {@code bright}, less than {@code least} (a covered lens, a page in the dark).
     */
    record PhotoTooDark(int bright, int least) implements PhotoProblem {
        @Override
        public String advice() {
            return "no grid found: the photo is too dark (its brightest parts at grey " + bright + " of 255, "
                    + least + " needed): light the page and take the photo again";
        }

        @Override
        public String cue() {
            return "light the page: the picture is too dark";
        }
    }

    /** No grid was found, and the whole photo is blurred ({@link PhotoQuality#whyNoGrid}). */
    record PhotoBlurred(double sharpness, double least) implements PhotoProblem {
        @Override
        public String advice() {
            return String.format(Locale.ROOT, "no grid found: the photo is too blurred (sharpness %.2f, %.2f needed):"
                    + " hold the camera still and let it focus", sharpness, least);
        }

        @Override
        public String cue() {
            return "hold still and let the camera focus: the picture is blurred";
        }
    }
}
