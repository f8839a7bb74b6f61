package lens.overlay;

import java.awt.Color;
import java.util.Map;
import lens.board.Units;
import lens.overlay.StepMarks.CandidateMark;
import lens.overlay.StepMarks.CandidateRole;
import lens.overlay.StepMarks.Link;
import lens.overlay.StepMarks.UnitMark;
import lens.overlay.StepMarks.UnitRole;

/**
 * Paints a step's {@link StepMarks} onto a {@link Surface} laid out by a {@link CellLayout}, in
 * two layers: {@link #paintTints} (cell tints and fish bands, under the grid lines and digits
 * of a diagram) and {@link #paintMarks} (unit outlines, rings around the digits that explain a
 * single, marked candidates, links and the digit written). The one drawing code of every step
 * picture: diagrams, photos, the live window and the web page.
 */
public final class StepPainter {
    private final StepStyle style;

    public StepPainter(StepStyle style) {
        this.style = style;
    }

    public StepStyle style() {
        return style;
    }

    /** Cell tints, then the bands of a fish's base lines. */
    public void paintTints(Surface s, CellLayout l, StepMarks m) {
        for (UnitMark u : m.units()) {
            if (u.role() == UnitRole.BASE) {
                double[] r = bounds(l, u.unit());
                s.fillRect(r[0], r[1], r[2], r[3], style.band());
            }
        }
        for (Map.Entry<Integer, StepMarks.CellRole> e : m.cells().entrySet()) {
            int c = e.getKey();
            s.fillRect(l.left(c), l.top(c), l.width(c), l.height(c), style.tint(e.getValue()));
        }
    }

    /**
     * Everything above the grid: unit outlines, blockers, links, candidates, the written digits,
     * and (when {@code badge} is positive) the step's number in the corner of the cell it changes.
     */
    public void paintMarks(Surface s, CellLayout l, StepMarks m, int badge) {
        double side = l.meanSide();
        for (UnitMark u : m.units()) {
            double[] r = bounds(l, u.unit());
            double inset = u.role() == UnitRole.SECOND || u.role() == UnitRole.COVER ? side * 0.09 : side * 0.04;
            Color c = switch (u.role()) {
                case HOUSE -> StepStyle.HOUSE;
                case SECOND -> StepStyle.SECOND;
                case BASE -> StepStyle.BASE;
                case COVER -> StepStyle.COVER;
            };
            s.strokeRect(r[0] + inset, r[1] + inset, r[2] - 2 * inset, r[3] - 2 * inset, c, style.stroke(side, 0.06));
        }
        for (StepMarks.Ray r : m.rays()) {
            double w = style.stroke(side, 0.07);
            double x1 = l.centreX(r.from());
            double y1 = l.centreY(r.from());
            double x2 = l.centreX(r.to());
            double y2 = l.centreY(r.to());
            double len = Math.hypot(x2 - x1, y2 - y1);
            double start = l.side(r.from()) * 0.4 / len;
            s.line(x1 + (x2 - x1) * start, y1 + (y2 - y1) * start, x2, y2, StepStyle.RAY, w, false);
        }
        for (int c : m.blockers()) {
            s.strokeCircle(l.centreX(c), l.centreY(c), l.side(c) * 0.4, StepStyle.BLOCKER, style.stroke(side, 0.06));
        }
        for (Link k : m.links()) {
            link(s, l, k);
        }
        for (CandidateMark k : m.candidates()) {
            candidate(s, l, k);
        }
        for (Map.Entry<Integer, Integer> e : m.placed().entrySet()) {
            int c = e.getKey();
            s.centredText(Integer.toString(e.getValue()), l.centreX(c), l.centreY(c), l.side(c) * 0.72,
                    StepStyle.ANSWER, true);
        }
        if (badge > 0) {
            int c = actionCell(m);
            if (c >= 0) {
                double r = l.side(c) * 0.2;
                double x = l.left(c) + r + 1;
                double y = l.top(c) + r + 1;
                s.fillCircle(x, y, r, StepStyle.INK);
                s.centredText(Integer.toString(badge), x, y, r * 1.45, Color.WHITE, true);
            }
        }
    }

    /** The radius of a candidate's disc. */
    static double discRadius(CellLayout l, int cell) {
        return l.side(cell) * 0.155;
    }

    private void candidate(Surface s, CellLayout l, CandidateMark k) {
        double x = l.candidateX(k.cell(), k.digit());
        double y = l.candidateY(k.cell(), k.digit());
        double r = discRadius(l, k.cell()) * style.discScale();
        boolean removed = k.role() == CandidateRole.ELIMINATED;
        s.fillCircle(x, y, r, style.disc(k.role()));
        s.centredText(Integer.toString(k.digit()), x, y, r * 1.55, removed ? StepStyle.REMOVED : StepStyle.INK, true);
        if (removed) {
            double w = style.stroke(l.side(k.cell()), 0.035);
            s.line(x - r, y + r, x + r, y - r, StepStyle.REMOVED, w, false);
        }
    }

    private void link(Surface s, CellLayout l, Link k) {
        double x1 = l.candidateX(k.fromCell(), k.fromDigit());
        double y1 = l.candidateY(k.fromCell(), k.fromDigit());
        double x2 = l.candidateX(k.toCell(), k.toDigit());
        double y2 = l.candidateY(k.toCell(), k.toDigit());
        double len = Math.hypot(x2 - x1, y2 - y1);
        if (len < 1e-6) {
            return;
        }
        double ux = (x2 - x1) / len;
        double uy = (y2 - y1) / len;
        double r = discRadius(l, k.fromCell()) * style.discScale() * 1.05;
        double w = style.stroke(l.meanSide(), 0.04);
        double ex = x2 - ux * r;
        double ey = y2 - uy * r;
        double head = k.arrow() ? w * 3.2 : 0;
        s.line(x1 + ux * r, y1 + uy * r, ex - ux * head * 0.8, ey - uy * head * 0.8, StepStyle.LINK, w, !k.strong());
        if (k.arrow()) {
            double bx = ex - ux * head * 1.6;
            double by = ey - uy * head * 1.6;
            s.fillPolygon(new double[] {ex, ey, bx - uy * head, by + ux * head, bx + uy * head, by - ux * head}, StepStyle.LINK);
        }
    }

    /** The cell whose change the badge marks: the first digit written, else the first candidate removed. */
    private static int actionCell(StepMarks m) {
        if (!m.placed().isEmpty()) {
            return m.placed().keySet().iterator().next();
        }
        for (CandidateMark k : m.candidates()) {
            if (k.role() == CandidateRole.ELIMINATED) {
                return k.cell();
            }
        }
        return -1;
    }

    /** x, y, width and height of a unit's cells. */
    static double[] bounds(CellLayout l, int unit) {
        int[] cells = Units.cellsOf(unit);
        int first = cells[0];
        int last = cells[8];
        double x = l.left(first);
        double y = l.top(first);
        return new double[] {x, y, l.left(last) + l.width(last) - x, l.top(last) + l.height(last) - y};
    }
}
