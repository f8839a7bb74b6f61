package lens.overlay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import lens.board.Digits;
import lens.board.Grid;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Potential;
import lens.solve.human.Step;
import lens.solve.human.TechniqueType;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * One test per kind of evidence: the step is drawn as a clean diagram and the pixels are read
 * back. Every removed candidate shows red inside its small disc, every written digit shows the
 * answer blue in its cell, every marked cell its tint, links and lines their colour along their
 * course, and no cell outside the step is tinted or shows red.
 */
class StepPicturesTest {
    /** A board with every candidate open except where a test places digits. */
    private static final CandidateBoard OPEN = CandidateBoard.of(Grid.empty());
    private static final StepDiagram DIAGRAM = new StepDiagram();
    /** The diagram's grid as documented: 56 px cells after a 30 px margin for the labels. */
    private static final CellLayout L = CellLayout.uniform(30, 30, 9 * 56);

    private static int cell(int row, int col) {
        return Units.cell(row - 1, col - 1);
    }

    private static List<Step.Elimination> remove(int digit, int... cells) {
        return Arrays.stream(cells).mapToObj(c -> new Step.Elimination(c, digit)).toList();
    }

    // --- singles ---

    @Test
    void hiddenSingleShowsTheUnitTheBlockersAndTheDigit() {
        // 7 in box 1 only fits r1c1: 7s at r2c5 and r3c7 rule out rows 2, 3; r4c2, r5c3 rule out columns 2, 3.
        Grid g = Grid.empty().with(cell(2, 5), 7).with(cell(3, 7), 7).with(cell(4, 2), 7).with(cell(5, 3), 7);
        CandidateBoard b = CandidateBoard.of(g);
        int target = cell(1, 1);
        Step s = Step.place(TechniqueType.HIDDEN_SINGLE_BOX, target, 7, new Evidence.OnlyPlace(18, 7, target));
        BufferedImage img = assertDrawn(s, b);
        for (int blocker : new int[] {cell(2, 5), cell(3, 7), cell(4, 2), cell(5, 3)}) {
            assertTrue(countNear(img, L.centreX(blocker), L.centreY(blocker), L.side(blocker) * 0.45, StepStyle.BLOCKER) > 20,
                    "ring around the blocking 7 at " + Units.cellName(blocker));
        }
        assertTrue(countIn(img, cell(2, 3), StepStyle.onWhite(StepStyle.RAY)) > 10, "the ray from r2c5 crosses the box along row 2");
        assertTrue(boxOutline(img, 18), "box 1 outlined");
    }

    @Test
    void fullHouseShowsTheUnitAndTheDigit() {
        int[] row = new int[81];
        for (int c = 0; c < 8; c++) {
            row[c] = c + 1;
        }
        CandidateBoard b = CandidateBoard.of(Grid.of(row));
        Step s = Step.place(TechniqueType.FULL_HOUSE, 8, 9, new Evidence.LastCell(0, 9, 8));
        BufferedImage img = assertDrawn(s, b);
        assertTrue(countNear(img, (L.left(0) + L.left(8) + L.width(8)) / 2, L.top(0) + 2, L.meanSide() * 2, StepStyle.HOUSE) > 30,
                "row 1 outlined");
    }

    @Test
    void nakedSingleRingsTheDigitsTheCellSees() {
        Grid g = Grid.empty();
        int[] peers = {cell(1, 2), cell(1, 3), cell(2, 1), cell(3, 1), cell(5, 1), cell(6, 1), cell(1, 8), cell(2, 2)};
        for (int i = 0; i < 8; i++) {
            g = g.with(peers[i], i + 1);
        }
        CandidateBoard b = CandidateBoard.of(g);
        Step s = Step.place(TechniqueType.NAKED_SINGLE, 0, 9, new Evidence.OnlyCandidate(0, 9));
        BufferedImage img = assertDrawn(s, b);
        for (int p : peers) {
            assertTrue(countNear(img, L.centreX(p), L.centreY(p), L.side(p) * 0.45, StepStyle.BLOCKER) > 20,
                    "ring around " + Units.cellName(p));
        }
    }

    // --- subsets and intersections ---

    @Test
    void nakedPairTintsThePairAndStrikesTheRemovals() {
        int a = cell(1, 1);
        int c = cell(1, 4);
        Step s = Step.eliminate(TechniqueType.NAKED_PAIR, remove(3, cell(1, 6), cell(1, 9)),
                new Evidence.Subset(0, new int[] {a, c}, Digits.bit(3) | Digits.bit(8), false));
        BufferedImage img = assertDrawn(s, OPEN);
        assertDiscs(img, a, StepStyle.DISC_KEY, 3, 8);
        assertDiscs(img, c, StepStyle.DISC_KEY, 3, 8);
    }

    @Test
    void hiddenTripleTintsTheCellsAndStrikesTheirOtherCandidates() {
        int[] cells = {cell(2, 1), cell(5, 1), cell(9, 1)};
        List<Step.Elimination> el = new ArrayList<>();
        for (int cl : cells) {
            el.addAll(remove(4, cl));
        }
        Step s = Step.eliminate(TechniqueType.HIDDEN_TRIPLE, el,
                new Evidence.Subset(9, cells, Digits.bit(1) | Digits.bit(2) | Digits.bit(7), true));
        BufferedImage img = assertDrawn(s, OPEN);
        assertDiscs(img, cells[1], StepStyle.DISC_KEY, 1, 2, 7);
    }

    @Test
    void pointingOutlinesBothUnitsAndKeepsTheDigitsInTheBox() {
        int[] places = {cell(1, 1), cell(1, 2)};
        Step s = Step.eliminate(TechniqueType.POINTING, remove(5, cell(1, 5), cell(1, 9)),
                new Evidence.Intersection(5, 18, 0, places));
        BufferedImage img = assertDrawn(s, OPEN);
        assertDiscs(img, places[0], StepStyle.DISC_KEY, 5);
        assertTrue(boxOutline(img, 18), "box 1 outlined");
        assertTrue(countIn(img, cell(1, 7), StepStyle.SECOND) > 10, "row 1 outlined as the second unit");
    }

    // --- fish ---

    @Test
    void xWingBandsTheBaseRowsAndOutlinesTheCoverColumns() {
        int[] cells = {cell(2, 3), cell(2, 8), cell(7, 3), cell(7, 8)};
        Step s = Step.eliminate(TechniqueType.X_WING, remove(4, cell(5, 3), cell(9, 8)),
                new Evidence.Fish(4, new int[] {1, 6}, new int[] {11, 16}, cells, new int[0]));
        BufferedImage img = assertDrawn(s, OPEN);
        for (int c : cells) {
            assertDiscs(img, c, StepStyle.DISC_KEY, 4);
        }
        Color band = StepStyle.onWhite(StepStyle.diagram().band());
        assertTrue(close(patch(img, cell(2, 5)), band, 6), "row 2 banded");
        assertTrue(countIn(img, cell(4, 3), StepStyle.COVER) > 10, "column 3 outlined");
        assertTrue(close(patch(img, cell(4, 5)), Color.WHITE, 3), "row 4 is no base line");
    }

    @Test
    void finnedSwordfishTintsItsFin() {
        int[] cells = {cell(1, 1), cell(1, 5), cell(4, 5), cell(4, 9), cell(8, 1), cell(8, 9)};
        int fin = cell(8, 2);
        Step s = Step.eliminate(TechniqueType.FINNED_SWORDFISH, remove(6, cell(9, 1)),
                new Evidence.Fish(6, new int[] {0, 3, 7}, new int[] {9, 13, 17}, cells, new int[] {fin}));
        BufferedImage img = assertDrawn(s, OPEN);
        assertTrue(countIn(img, fin, StepStyle.diagram().tint(StepMarks.CellRole.FIN)) > 200, "fin tinted");
    }

    // --- wings ---

    @Test
    void xyWingTintsThePivotAndLinksItToThePincers() {
        int pivot = cell(5, 5);
        int p1 = cell(5, 1);
        int p2 = cell(4, 6);
        Step s = Step.eliminate(TechniqueType.XY_WING, remove(3, cell(4, 1)),
                new Evidence.Wing(new int[] {pivot, p1, p2},
                        new int[] {Digits.bit(1) | Digits.bit(2), Digits.bit(1) | Digits.bit(3), Digits.bit(2) | Digits.bit(3)}));
        BufferedImage img = assertDrawn(s, OPEN);
        assertTrue(countIn(img, pivot, StepStyle.diagram().tint(StepMarks.CellRole.PIVOT)) > 200, "pivot tinted");
        assertLink(img, pivot, 1, p1, 1);
        assertLink(img, pivot, 2, p2, 2);
    }

    @Test
    void wWingDrawsItsChainThroughTheStrongLink() {
        int p = cell(1, 1);
        int q = cell(9, 9);
        int x = cell(1, 5);
        int y = cell(9, 5);
        Step s = Step.eliminate(TechniqueType.W_WING, remove(2, cell(1, 9)),
                new Evidence.Chain(new int[] {p, p, x, y, q, q}, new int[] {2, 7, 7, 7, 7, 2}));
        BufferedImage img = assertDrawn(s, OPEN);
        assertLink(img, x, 7, y, 7);
    }

    // --- chains and colouring ---

    @Test
    void xChainLinksEveryNode() {
        int[] cells = {cell(1, 1), cell(1, 6), cell(4, 6), cell(4, 9)};
        Step s = Step.eliminate(TechniqueType.X_CHAIN, remove(8, cell(2, 9)),
                new Evidence.Chain(cells, new int[] {8, 8, 8, 8}));
        BufferedImage img = assertDrawn(s, OPEN);
        for (int i = 1; i < cells.length; i++) {
            assertLink(img, cells[i - 1], 8, cells[i], 8);
        }
        assertDiscs(img, cells[0], StepStyle.DISC_B, 8);
        assertDiscs(img, cells[1], StepStyle.DISC_A, 8);
    }

    @Test
    void simpleColouringShowsBothColoursAndTheirConjugateLinks() {
        // 9 only in r1c1, r1c4 (row 1), r1c4, r3c4 (column 4), r3c4, r3c1 (row 3): a chain of conjugate pairs
        int[] keep = {cell(1, 1), cell(1, 4), cell(3, 4), cell(3, 1), cell(2, 1), cell(2, 7), cell(5, 4), cell(7, 1)};
        int[] cands = new int[81];
        Arrays.fill(cands, Digits.ALL & ~Digits.bit(9));
        for (int c : keep) {
            cands[c] = Digits.ALL;
        }
        CandidateBoard b = CandidateBoard.of(new int[81], cands);
        int[] on = {cell(1, 1), cell(3, 4)};
        int[] off = {cell(1, 4), cell(3, 1)};
        Step s = Step.eliminate(TechniqueType.SIMPLE_COLOURING, remove(9, cell(2, 1)),
                new Evidence.Colouring(9, on, off, false));
        BufferedImage img = assertDrawn(s, b);
        assertDiscs(img, on[0], StepStyle.DISC_A, 9);
        assertDiscs(img, off[0], StepStyle.DISC_B, 9);
        assertLink(img, cell(1, 1), 9, cell(1, 4), 9);
        assertLink(img, cell(1, 4), 9, cell(3, 4), 9);
    }

    @Test
    void forcingChainDrawsItsImplicationsAsArrows() {
        int a = cell(1, 1);
        int b = cell(1, 5);
        int c = cell(6, 5);
        int[] path = {Potential.on(a, 3), Potential.off(b, 3), Potential.on(b, 6), Potential.off(c, 6)};
        Step s = Step.eliminate(TechniqueType.NISHIO, remove(3, a),
                new Evidence.ForcingChain(Evidence.ChainKind.CONTRADICTION, -1, new int[][] {path}, 1, 6));
        BufferedImage img = assertDrawn(s, OPEN);
        assertLink(img, a, 3, b, 3);
        // r1c5's 3 and 6 are neighbours in the keypad: their discs touch, the arrow between them is hidden
        assertLink(img, b, 6, c, 6);
        assertDiscs(img, b, StepStyle.DISC_B, 3);
        assertDiscs(img, b, StepStyle.DISC_A, 6);
    }

    @Test
    void unitForcingChainOutlinesItsUnit() {
        int[] starts = {cell(4, 4), cell(4, 7)};
        int target = cell(6, 5);
        int[][] paths = {{Potential.on(starts[0], 2), Potential.off(target, 2)},
            {Potential.on(starts[1], 2), Potential.off(cell(4, 5), 2), Potential.on(cell(6, 5), 5), Potential.off(target, 2)}};
        Step s = Step.eliminate(TechniqueType.FORCING_CHAIN, remove(2, target),
                new Evidence.ForcingChain(Evidence.ChainKind.UNIT, 3, paths, 2, 6));
        BufferedImage img = assertDrawn(s, OPEN);
        assertTrue(countIn(img, cell(4, 1), StepStyle.HOUSE) > 10, "row 4 outlined");
        assertLink(img, starts[0], 2, target, 2);
    }

    // --- uniqueness ---

    @Test
    void uniqueRectangleJoinsItsCorners() {
        int[] corners = {cell(1, 1), cell(1, 4), cell(3, 1), cell(3, 4)};
        Step s = Step.eliminate(TechniqueType.UNIQUE_RECTANGLE, remove(1, cell(3, 4)),
                new Evidence.Rectangle(corners, Digits.bit(1) | Digits.bit(5)));
        BufferedImage img = assertDrawn(s, OPEN);
        assertLink(img, corners[0], 1, corners[1], 1);
        assertLink(img, corners[0], 1, corners[2], 1);
        assertDiscs(img, corners[0], StepStyle.DISC_KEY, 1, 5);
    }

    @Test
    void uniqueRectangleTypeTwoMarksTheRoofsExtraDigit() {
        int[] corners = {cell(1, 1), cell(1, 4), cell(3, 1), cell(3, 4)};
        int[] roof = {cell(3, 1), cell(3, 4)};
        Step s = Step.eliminate(TechniqueType.UNIQUE_RECTANGLE_2, remove(7, cell(3, 8)),
                new Evidence.RectangleExtra(corners, Digits.bit(1) | Digits.bit(5), roof, 7));
        BufferedImage img = assertDrawn(s, OPEN);
        assertLink(img, corners[0], 1, corners[1], 1);
        assertDiscs(img, corners[0], StepStyle.DISC_KEY, 1, 5);
        for (int c : roof) {
            assertDiscs(img, c, StepStyle.DISC_KEY, 1, 5);
            assertDiscs(img, c, StepStyle.DISC_B, 7);
            assertTrue(countIn(img, c, StepStyle.diagram().tint(StepMarks.CellRole.FIN)) > 600, "roof tinted");
        }
    }

    @Test
    void uniqueRectangleTypeThreeMarksTheNakedSet() {
        int[] corners = {cell(1, 7), cell(1, 8), cell(5, 7), cell(5, 8)};
        int[] roof = {cell(1, 7), cell(1, 8)};
        int[] others = {cell(2, 9)};
        int set = Digits.bit(2) | Digits.bit(8);
        Step s = Step.eliminate(TechniqueType.UNIQUE_RECTANGLE_3, remove(8, cell(3, 9)),
                new Evidence.RectangleSubset(corners, Digits.bit(5) | Digits.bit(7), roof, set, 20, others, set));
        assertEquals(4.6, s.difficulty());
        BufferedImage img = assertDrawn(s, OPEN);
        assertTrue(boxOutline(img, 20), "box 3 outlined");
        assertDiscs(img, roof[0], StepStyle.DISC_B, 2, 8);
        assertDiscs(img, others[0], StepStyle.DISC_B, 2, 8);
        assertDiscs(img, corners[2], StepStyle.DISC_KEY, 5, 7);
    }

    @Test
    void uniqueRectangleTypeFourMarksTheLockedDigit() {
        int[] corners = {cell(1, 8), cell(1, 9), cell(5, 8), cell(5, 9)};
        int[] roof = {cell(5, 8), cell(5, 9)};
        Step s = Step.eliminate(TechniqueType.UNIQUE_RECTANGLE_4, remove(7, roof),
                new Evidence.RectangleLocked(corners, Digits.bit(5) | Digits.bit(7), roof, 23, 5));
        BufferedImage img = assertDrawn(s, OPEN);
        assertTrue(boxOutline(img, 23), "box 6 outlined");
        assertDiscs(img, roof[1], StepStyle.DISC_B, 5);
        assertLink(img, corners[1], 5, corners[3], 5);
    }

    @Test
    void bugTypeTwoMarksTheExtraDigitInEachCell() {
        int[] cells = {cell(7, 3), cell(9, 6)};
        Step s = Step.eliminate(TechniqueType.BUG_2, remove(8, cell(7, 6), cell(9, 3)), new Evidence.BugExtra(cells, 8));
        BufferedImage img = assertDrawn(s, OPEN);
        for (int c : cells) {
            assertDiscs(img, c, StepStyle.DISC_B, 8);
        }
    }

    @Test
    void bugTypeThreeMarksTheExtrasAndTheSet() {
        int[] cells = {cell(4, 1), cell(4, 5)};
        int[] others = {cell(4, 9)};
        Step s = Step.eliminate(TechniqueType.BUG_3, remove(3, cell(4, 7)),
                new Evidence.BugSubset(cells, new int[] {Digits.bit(3), Digits.bit(6)}, 3, others, Digits.bit(3) | Digits.bit(6)));
        assertEquals(5.8, s.difficulty());
        BufferedImage img = assertDrawn(s, OPEN);
        assertDiscs(img, cells[0], StepStyle.DISC_B, 3);
        assertDiscs(img, cells[1], StepStyle.DISC_B, 6);
        assertDiscs(img, others[0], StepStyle.DISC_B, 3, 6);
    }

    @Test
    void bugTypeFourMarksTheLockedDigit() {
        int[] cells = {cell(2, 2), cell(2, 6)};
        Step s = Step.eliminate(TechniqueType.BUG_4, List.of(new Step.Elimination(cells[0], 1), new Step.Elimination(cells[1], 9)),
                new Evidence.BugLocked(cells, new int[] {Digits.bit(4), Digits.bit(7)}, 1, 5));
        BufferedImage img = assertDrawn(s, OPEN);
        assertDiscs(img, cells[0], StepStyle.DISC_B, 4);
        assertDiscs(img, cells[1], StepStyle.DISC_B, 7);
        assertDiscs(img, cells[0], StepStyle.DISC_KEY, 5);
    }

    @Test
    void bugPlusOneTintsTheCellAndWritesTheDigit() {
        int c = cell(5, 5);
        Step s = Step.place(TechniqueType.BUG_PLUS_ONE, c, 4, new Evidence.Bug(c, 4));
        assertDrawn(s, OPEN);
    }

    // --- template and trial ---

    @Test
    void templateMarksEveryPlaceOfTheDigit() {
        Grid g = Grid.empty().with(cell(1, 1), 6).with(cell(5, 5), 6);
        CandidateBoard b = CandidateBoard.of(g);
        Step s = new Step(TechniqueType.TEMPLATE, List.of(new Step.Placement(cell(9, 9), 6)), remove(6, cell(9, 2)),
                new Evidence.Templates(6, 12, 0));
        BufferedImage img = assertDrawn(s, b);
        for (int c : new int[] {cell(2, 4), cell(7, 3), cell(9, 7)}) {
            assertDiscs(img, c, StepStyle.DISC_KEY, 6);
        }
    }

    @Test
    void trialStrikesTheCandidateThatFails() {
        int c = cell(7, 7);
        Step s = Step.eliminate(TechniqueType.TRIAL, remove(2, c), new Evidence.Contradiction(c, 2, true));
        assertDrawn(s, OPEN);
    }

    // --- the vector form ---

    @Test
    void svgIsWellFormedAndCarriesTheSameMarks() throws Exception {
        int a = cell(1, 1);
        Step s = Step.eliminate(TechniqueType.NAKED_PAIR, remove(3, cell(1, 6)),
                new Evidence.Subset(0, new int[] {a, cell(1, 4)}, Digits.bit(3) | Digits.bit(8), false));
        String svg = DIAGRAM.svg(null, OPEN, s, "Step 1");
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", doc.getDocumentElement().getTagName());
        String red = String.format("#%02x%02x%02x", StepStyle.REMOVED.getRed(), StepStyle.REMOVED.getGreen(),
                StepStyle.REMOVED.getBlue());
        assertTrue(svg.contains("stroke=\"" + red + "\""), "the removed candidate is struck through");
        assertTrue(svg.contains("Naked pair"), "caption");
    }

    // --- checks shared by every kind ---

    /**
     * Draws the step and checks what every step shows: red in each removed candidate's disc, the
     * answer colour in each written cell, the tint of each marked cell, and nothing in the cells
     * the step does not touch.
     */
    private static BufferedImage assertDrawn(Step step, CandidateBoard before) {
        BufferedImage img = DIAGRAM.png(null, before, step, "Step 1");
        StepMarks marks = StepMarks.of(step, before);
        StepStyle style = StepStyle.diagram();
        assertFalse(step.eliminations().isEmpty() && step.placements().isEmpty(), "a step changes something");
        for (Step.Elimination e : step.eliminations()) {
            double r = StepPainter.discRadius(L, e.cell());
            assertTrue(countNear(img, candX(e.cell(), e.digit()), candY(e.cell(), e.digit()), r, StepStyle.REMOVED) > 8,
                    "red " + e.digit() + " struck in " + Units.cellName(e.cell()));
        }
        for (Step.Placement p : step.placements()) {
            assertTrue(countNear(img, L.centreX(p.cell()), L.centreY(p.cell()), L.side(p.cell()) * 0.35, StepStyle.ANSWER) > 40,
                    p.digit() + " written in " + Units.cellName(p.cell()));
        }
        Set<Integer> touched = new HashSet<>(marks.cells().keySet());
        touched.addAll(marks.markedCells());
        for (var e : marks.cells().entrySet()) {
            assertTrue(countIn(img, e.getKey(), style.tint(e.getValue())) > 600,
                    Units.cellName(e.getKey()) + " tinted as " + e.getValue());
        }
        boolean fish = step.evidence() instanceof Evidence.Fish;
        for (int c = 0; c < 81; c++) {
            if (touched.contains(c)) {
                continue;
            }
            assertEquals(0, countIn(img, c, StepStyle.REMOVED), "no red in " + Units.cellName(c));
            if (!fish && before.isEmpty(c)) {
                assertTrue(close(patch(img, c), Color.WHITE, 3), "no tint in " + Units.cellName(c));
            }
        }
        return img;
    }

    /** Each of {@code digits} sits on a disc of {@code disc}'s colour in its keypad place. */
    private static void assertDiscs(BufferedImage img, int cell, Color disc, int... digits) {
        for (int d : digits) {
            double r = StepPainter.discRadius(L, cell);
            assertTrue(countNear(img, candX(cell, d), candY(cell, d), r, disc) > 20,
                    "disc under " + d + " in " + Units.cellName(cell));
        }
    }

    /** Candidate d's place in its cell, a 3x3 keypad (1 top-left, 9 bottom-right), worked out here independently. */
    private static double candX(int cell, int d) {
        return 30 + Units.col(cell) * 56 + ((d - 1) % 3) * 56 / 3.0 + 56 / 6.0;
    }

    private static double candY(int cell, int d) {
        return 30 + Units.row(cell) * 56 + ((d - 1) / 3) * 56 / 3.0 + 56 / 6.0;
    }

    /** The link colour half way between two candidates. */
    private static void assertLink(BufferedImage img, int c1, int d1, int c2, int d2) {
        double x = (candX(c1, d1) + candX(c2, d2)) / 2;
        double y = (candY(c1, d1) + candY(c2, d2)) / 2;
        assertTrue(countNear(img, x, y, L.meanSide() * 0.25, StepStyle.LINK) > 3,
                "link " + Units.cellName(c1) + "(" + d1 + ") - " + Units.cellName(c2) + "(" + d2 + ")");
    }

    private static boolean boxOutline(BufferedImage img, int box) {
        double[] r = StepPainter.bounds(L, box);
        return countNear(img, r[0] + r[2] / 2, r[1] + 3, L.meanSide() * 0.5, StepStyle.HOUSE) > 10;
    }

    /** Pixels within a cell (inside its grid lines) close to {@code colour}. */
    private static int countIn(BufferedImage img, int cell, Color colour) {
        int n = 0;
        for (int y = (int) L.top(cell) + 2; y < (int) (L.top(cell) + L.height(cell)) - 1; y++) {
            for (int x = (int) L.left(cell) + 2; x < (int) (L.left(cell) + L.width(cell)) - 1; x++) {
                n += close(img.getRGB(x, y), colour) ? 1 : 0;
            }
        }
        return n;
    }

    private static int countNear(BufferedImage img, double cx, double cy, double r, Color colour) {
        int n = 0;
        for (int y = (int) (cy - r); y <= (int) (cy + r); y++) {
            for (int x = (int) (cx - r); x <= (int) (cx + r); x++) {
                if (x >= 0 && y >= 0 && x < img.getWidth() && y < img.getHeight() && Math.hypot(x - cx, y - cy) <= r) {
                    n += close(img.getRGB(x, y), colour) ? 1 : 0;
                }
            }
        }
        return n;
    }

    /**
     * The mean colour of a 5x5 patch a third of the way into the cell from its top-left corner:
     * between the candidates 1, 2, 4 and 5, where only the cell's tint shows.
     */
    private static int patch(BufferedImage img, int cell) {
        int cx = (int) Math.round(L.left(cell) + L.width(cell) / 3);
        int cy = (int) Math.round(L.top(cell) + L.height(cell) / 3);
        int[] sum = new int[3];
        for (int y = cy - 2; y <= cy + 2; y++) {
            for (int x = cx - 2; x <= cx + 2; x++) {
                int p = img.getRGB(x, y);
                sum[0] += (p >> 16) & 0xff;
                sum[1] += (p >> 8) & 0xff;
                sum[2] += p & 0xff;
            }
        }
        return (sum[0] / 25) << 16 | (sum[1] / 25) << 8 | sum[2] / 25;
    }

    private static boolean close(int rgb, Color c, int tolerance) {
        return Math.abs(((rgb >> 16) & 0xff) - c.getRed()) <= tolerance && Math.abs(((rgb >> 8) & 0xff) - c.getGreen()) <= tolerance
                && Math.abs((rgb & 0xff) - c.getBlue()) <= tolerance;
    }

    /** Within 30 per channel: anti-aliased edges blend, the body of a mark keeps its colour. */
    static boolean close(int rgb, Color c) {
        return close(rgb, c, 30);
    }
}
