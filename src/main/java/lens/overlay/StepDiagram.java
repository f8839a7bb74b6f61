package lens.overlay;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import lens.board.Grid;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Step;

/**
 * A clean frontal picture of one step, for a person learning the technique: the grid with its
 * rows and columns labelled as the sentences name them (r1..r9, c1..c9), the printed digits in
 * black, digits found so far in blue-grey, every remaining candidate small and grey, the step's
 * marks from {@link StepPainter} on top, and the sentence as a caption. As PNG or SVG.
 */
public final class StepDiagram {
    /** Cell side in pixels: candidates of a third of it (19 px) read easily on screen and paper. */
    private static final int CELL = 56;
    private static final int GRID = 9 * CELL;
    /** Room for the row and column labels. */
    private static final int MARGIN = 30;
    private static final int RIGHT = 14;
    private static final int WIDTH = MARGIN + GRID + RIGHT;
    private static final double CAPTION = 16;
    private static final double LINE = CAPTION * 1.35;
    private static final int MAX_CAPTION_LINES = 8;
    private static final Color GIVEN = new Color(20, 20, 20);
    private static final Color FOUND = new Color(70, 90, 120);
    private static final Color CANDIDATE = new Color(150, 150, 150);
    private static final Color THIN = new Color(175, 175, 175);

    private final StepPainter painter = new StepPainter(StepStyle.diagram());

    /**
     * The picture as an RGB image. {@code givens} are the printed digits (drawn black; other
     * digits of {@code before} are drawn as found), {@code before} the board the step was found
     * on, {@code title} the caption's first words (e.g. {@code Step 12}).
     */
    public BufferedImage png(Grid givens, CandidateBoard before, Step step, String title) {
        List<String> caption = caption(step, title);
        try (RasterSurface s = new RasterSurface(WIDTH, height(caption))) {
            draw(s, givens, before, step, caption);
            BufferedImage rgb = new BufferedImage(WIDTH, height(caption), BufferedImage.TYPE_INT_RGB);
            rgb.getGraphics().drawImage(s.image(), 0, 0, null);
            return rgb;
        }
    }

    /** The same picture as an SVG document. */
    public String svg(Grid givens, CandidateBoard before, Step step, String title) {
        List<String> caption = caption(step, title);
        SvgSurface s = new SvgSurface(WIDTH, height(caption));
        draw(s, givens, before, step, caption);
        return s.document();
    }

    /** Where the cells are in the picture (for a caller that maps a click or a pixel to its cell). */
    public static CellLayout layout() {
        return CellLayout.uniform(MARGIN, MARGIN, GRID);
    }

    private static List<String> caption(Step step, String title) {
        String text = (title == null || title.isEmpty() ? "" : title + ". ") + step.sentence();
        List<String> lines = new ArrayList<>(TextLines.wrap(text, GRID, CAPTION, false, MAX_CAPTION_LINES));
        String key = key(step.evidence());
        if (key != null) {
            lines.addAll(TextLines.wrap(key, GRID, CAPTION, false, 2));
        }
        return lines;
    }

    /** How to read the colours and lines of a chain or colouring; null where the picture speaks for itself. */
    static String key(Evidence e) {
        if (e instanceof Evidence.ForcingChain) {
            return "Key: green = true, blue = false; each arrow is 'therefore'; red = removed.";
        }
        if (e instanceof Evidence.Chain) {
            return "Key: solid line = strong link (if one is false the other is true), dashed = weak link (not both true).";
        }
        if (e instanceof Evidence.Colouring) {
            return "Key: green and blue are the two colours, joined by the digit's only two places in a unit: "
                    + "all of one colour is true, all of the other false.";
        }
        if (e instanceof Evidence.RectangleExtra || e instanceof Evidence.RectangleSubset
                || e instanceof Evidence.RectangleLocked) {
            return "Key: green = the rectangle's digits; purple = corners holding more; blue = what they must"
                    + " hold; red = removed.";
        }
        if (e instanceof Evidence.BugExtra || e instanceof Evidence.BugSubset || e instanceof Evidence.BugLocked) {
            return "Key: blue = the extra digits (without them, two solutions); red = removed.";
        }
        return null;
    }

    private static int height(List<String> caption) {
        return (int) Math.ceil(MARGIN + GRID + 12 + caption.size() * LINE + 10);
    }

    private void draw(Surface s, Grid givens, CandidateBoard before, Step step, List<String> caption) {
        CellLayout l = layout();
        StepMarks marks = StepMarks.of(step, before);
        s.fillRect(0, 0, WIDTH, height(caption), Color.WHITE);
        painter.paintTints(s, l, marks);
        grid(s);
        Set<Long> marked = new HashSet<>();
        marks.candidates().forEach(k -> marked.add(k.cell() * 10L + k.digit()));
        for (int c = 0; c < 81; c++) {
            int d = before.digit(c);
            if (d != 0) {
                boolean printed = givens == null || givens.get(c) == d;
                s.centredText(Integer.toString(d), l.centreX(c), l.centreY(c), CELL * 0.62, printed ? GIVEN : FOUND, printed);
                continue;
            }
            if (marks.placed().containsKey(c)) {
                continue;
            }
            for (int m = before.candidates(c); m != 0; m &= m - 1) {
                int k = Integer.numberOfTrailingZeros(m) + 1;
                if (!marked.contains(c * 10L + k)) {
                    s.centredText(Integer.toString(k), l.candidateX(c, k), l.candidateY(c, k), CELL * 0.25, CANDIDATE, false);
                }
            }
        }
        painter.paintMarks(s, l, marks, 0);
        for (int i = 0; i < 9; i++) {
            s.centredText("c" + (i + 1), MARGIN + (i + 0.5) * CELL, MARGIN / 2.0, 12, FOUND, false);
            s.centredText("r" + (i + 1), MARGIN / 2.0, MARGIN + (i + 0.5) * CELL, 12, FOUND, false);
        }
        double y = MARGIN + GRID + 12 + CAPTION;
        for (String line : caption) {
            s.text(line, MARGIN, y, CAPTION, GIVEN, false);
            y += LINE;
        }
    }

    private static void grid(Surface s) {
        for (int i = 0; i <= 9; i++) {
            if (i % 3 != 0) {
                double p = MARGIN + i * CELL;
                s.line(p, MARGIN, p, MARGIN + GRID, THIN, 1, false);
                s.line(MARGIN, p, MARGIN + GRID, p, THIN, 1, false);
            }
        }
        for (int i = 0; i <= 9; i += 3) {
            double p = MARGIN + i * CELL;
            s.line(p, MARGIN, p, MARGIN + GRID, GIVEN, 2.5, false);
            s.line(MARGIN, p, MARGIN + GRID, p, GIVEN, 2.5, false);
        }
    }
}
