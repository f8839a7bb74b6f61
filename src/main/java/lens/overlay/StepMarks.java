package lens.overlay;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import lens.board.Digits;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Potential;
import lens.solve.human.Step;

/**
 * How a step is drawn, derived from what it does: which cells to tint, which units to outline,
 * which small candidates to mark (as part of the pattern, or struck through as removed), which
 * digit to write, and which links to draw between candidates. A step holds only its typed
 * evidence; this class turns each kind of evidence into marks, so that the photo overlay, the
 * live layer, the clean diagrams and the web page all show a step the same way.
 *
 * @param units      units to outline, in order of drawing
 * @param cells      the tint of each marked cell
 * @param candidates the marked small candidates; the last mark of a candidate wins
 * @param placed     digits the step writes, cell to digit
 * @param links      lines between candidates (chains, wings, rectangles)
 * @param blockers   placed digits that explain a single: the copies of the digit that rule out
 *                   the unit's other cells, or the other digits seen by a naked single's cell
 * @param rays       for a hidden single, a line from each blocker to the farthest cell of the
 *                   unit it rules out along its row, column or box
 */
public record StepMarks(List<UnitMark> units, Map<Integer, CellRole> cells, List<CandidateMark> candidates,
                        Map<Integer, Integer> placed, List<Link> links, List<Integer> blockers, List<Ray> rays) {
    public StepMarks {
        units = List.copyOf(units);
        cells = new LinkedHashMap<>(cells);
        candidates = List.copyOf(candidates);
        placed = new LinkedHashMap<>(placed);
        links = List.copyOf(links);
        blockers = List.copyOf(blockers);
        rays = List.copyOf(rays);
    }

    /** A line from a placed digit across the cells it rules out. */
    public record Ray(int from, int to) {
    }

    /** The tint of a cell: the pattern, its special parts, or a cell the step changes. */
    public enum CellRole { PATTERN, PIVOT, FIN, COLOUR_A, COLOUR_B, TARGET, PLACED }

    /** How a unit is outlined: the unit of a single, subset or intersection, or a fish's lines. */
    public enum UnitRole { HOUSE, SECOND, BASE, COVER }

    /** A small candidate's mark: part of the pattern, one of two colours, or removed. */
    public enum CandidateRole { KEY, COLOUR_A, COLOUR_B, ELIMINATED }

    public record UnitMark(int unit, UnitRole role) {
    }

    public record CandidateMark(int cell, int digit, CandidateRole role) {
    }

    /**
     * A line from one candidate to another: {@code strong} links (one of the two is true) are
     * solid, weak ones (not both) dashed; {@code arrow} marks an implication of a forcing chain.
     */
    public record Link(int fromCell, int fromDigit, int toCell, int toDigit, boolean strong, boolean arrow) {
    }

    /** The marks of {@code step}, taken on {@code before}, the board the step was found on. */
    public static StepMarks of(Step step, CandidateBoard before) {
        Builder b = new Builder();
        Evidence ev = step.evidence();
        if (ev instanceof Evidence.LastCell e) {
            b.unit(e.unit(), UnitRole.HOUSE);
        } else if (ev instanceof Evidence.OnlyPlace e) {
            b.unit(e.unit(), UnitRole.HOUSE);
            hiddenSingleBlockers(b, before, e.unit(), e.digit(), e.cell());
        } else if (ev instanceof Evidence.OnlyCandidate e) {
            nakedSingleBlockers(b, before, e.cell(), e.digit());
        } else if (ev instanceof Evidence.Bug e) {
            b.cell(e.cell(), CellRole.PATTERN);
        } else if (ev instanceof Evidence.Intersection e) {
            b.unit(e.from(), UnitRole.HOUSE).unit(e.to(), UnitRole.SECOND);
            b.keys(e.cells(), Digits.bit(e.digit()), before, CellRole.PATTERN);
        } else if (ev instanceof Evidence.Subset e) {
            b.unit(e.unit(), UnitRole.HOUSE);
            b.keys(e.cells(), e.digits(), before, CellRole.PATTERN);
        } else if (ev instanceof Evidence.Fish e) {
            for (int u : e.base()) {
                b.unit(u, UnitRole.BASE);
            }
            for (int u : e.cover()) {
                b.unit(u, UnitRole.COVER);
            }
            b.keys(e.cells(), Digits.bit(e.digit()), before, CellRole.PATTERN);
            b.keys(e.fins(), Digits.bit(e.digit()), before, CellRole.FIN);
        } else if (ev instanceof Evidence.Wing e) {
            wing(b, e);
        } else if (ev instanceof Evidence.Chain e) {
            chain(b, e);
        } else if (ev instanceof Evidence.Colouring e) {
            b.colour(e.on(), e.digit(), CellRole.COLOUR_A, CandidateRole.COLOUR_A);
            b.colour(e.off(), e.digit(), CellRole.COLOUR_B, CandidateRole.COLOUR_B);
            conjugateLinks(b, before, e);
        } else if (ev instanceof Evidence.Rectangle e) {
            rectangle(b, e.cells(), e.digits());
        } else if (ev instanceof Evidence.RectangleExtra e) {
            rectangle(b, e.cells(), e.digits());
            b.colour(e.roof(), e.extra(), CellRole.FIN, CandidateRole.COLOUR_B);
        } else if (ev instanceof Evidence.RectangleSubset e) {
            rectangle(b, e.corners(), e.digits());
            b.unit(e.unit(), UnitRole.HOUSE);
            b.extras(e.roof(), e.extras(), before, CellRole.FIN);
            b.extras(e.others(), e.subset(), before, CellRole.PATTERN);
        } else if (ev instanceof Evidence.RectangleLocked e) {
            rectangle(b, e.cells(), e.digits());
            b.unit(e.unit(), UnitRole.HOUSE);
            b.colour(e.roof(), e.locked(), CellRole.FIN, CandidateRole.COLOUR_B);
        } else if (ev instanceof Evidence.BugExtra e) {
            b.colour(e.cells(), e.digit(), CellRole.PATTERN, CandidateRole.COLOUR_B);
        } else if (ev instanceof Evidence.BugSubset e) {
            b.unit(e.unit(), UnitRole.HOUSE);
            for (int i = 0; i < e.bugCells().length; i++) {
                b.extras(new int[] {e.bugCells()[i]}, e.extras()[i], before, CellRole.PATTERN);
            }
            b.extras(e.others(), e.subset(), before, CellRole.PATTERN);
        } else if (ev instanceof Evidence.BugLocked e) {
            b.unit(e.unit(), UnitRole.HOUSE);
            for (int i = 0; i < 2; i++) {
                b.extras(new int[] {e.cells()[i]}, e.extras()[i], before, CellRole.PATTERN);
                b.candidate(e.cells()[i], e.locked(), CandidateRole.KEY);
            }
        } else if (ev instanceof Evidence.ForcingChain e) {
            forcingChain(b, e);
        } else if (ev instanceof Evidence.Templates e) {
            int bit = Digits.bit(e.digit());
            for (int c = 0; c < Units.CELLS; c++) {
                if ((before.candidates(c) & bit) != 0) {
                    b.candidate(c, e.digit(), CandidateRole.KEY);
                }
            }
        } else if (ev instanceof Evidence.Contradiction e) {
            b.cell(e.cell(), CellRole.PATTERN);
        } else {
            throw new IllegalArgumentException("no drawing for " + ev.getClass().getSimpleName());
        }
        for (Step.Elimination el : step.eliminations()) {
            b.candidate(el.cell(), el.digit(), CandidateRole.ELIMINATED);
            b.cells.putIfAbsent(el.cell(), CellRole.TARGET);
        }
        for (Step.Placement p : step.placements()) {
            b.placed.put(p.cell(), p.digit());
            b.cells.put(p.cell(), CellRole.PLACED);
        }
        return b.build();
    }

    /** For each other empty cell of the unit, a placed copy of the digit it sees (when there is one). */
    private static void hiddenSingleBlockers(Builder b, CandidateBoard board, int unit, int digit, int cell) {
        for (int c : Units.cellsOf(unit)) {
            if (c == cell || !board.isEmpty(c)) {
                continue;
            }
            int seen = -1;
            for (int p : Units.peersOf(c)) {
                if (board.digit(p) == digit) {
                    seen = b.blockers.contains(p) ? p : (seen < 0 ? p : seen);
                }
            }
            if (seen >= 0) {
                if (!b.blockers.contains(seen)) {
                    b.blockers.add(seen);
                }
                b.ray(seen, c);
            }
        }
    }

    /** One placed peer for each digit the cell cannot be. */
    private static void nakedSingleBlockers(Builder b, CandidateBoard board, int cell, int digit) {
        for (int d = 1; d <= 9; d++) {
            if (d == digit) {
                continue;
            }
            for (int p : Units.peersOf(cell)) {
                if (board.digit(p) == d) {
                    b.blockers.add(p);
                    break;
                }
            }
        }
    }

    /**
     * The conjugate pairs that join the two colours: a cell of each colour that are the digit's
     * only two places in a row, column or box (one of them holds it), drawn as strong links.
     */
    private static void conjugateLinks(Builder b, CandidateBoard board, Evidence.Colouring e) {
        for (int a : e.on()) {
            for (int o : e.off()) {
                for (int u : Units.unitsOf(a)) {
                    int where = board.where(u, e.digit());
                    if (Integer.bitCount(where) == 2 && contains(Units.cellsOf(u), o)) {
                        b.links.add(new Link(a, e.digit(), o, e.digit(), true, false));
                        break;
                    }
                }
            }
        }
    }

    private static boolean contains(int[] cells, int c) {
        for (int x : cells) {
            if (x == c) {
                return true;
            }
        }
        return false;
    }

    /** Pivot (for XY and XYZ) and pincers with their candidates; lines from the pivot to each pincer. */
    private static void wing(Builder b, Evidence.Wing e) {
        int[] cells = e.cells();
        int[] masks = e.masks();
        boolean pivot = cells.length == 3;
        for (int i = 0; i < cells.length; i++) {
            b.cell(cells[i], pivot && i == 0 ? CellRole.PIVOT : CellRole.PATTERN);
            for (int m = masks[i]; m != 0; m &= m - 1) {
                b.candidate(cells[i], Digits.first(m), CandidateRole.KEY);
            }
        }
        if (pivot) {
            for (int i = 1; i < 3; i++) {
                int shared = Digits.first(masks[0] & masks[i]);
                b.links.add(new Link(cells[0], shared, cells[i], shared, false, false));
            }
        }
    }

    /** Alternating chain: node 0 = node 1 strong, 1 - 2 weak, and so on. */
    private static void chain(Builder b, Evidence.Chain e) {
        int[] cells = e.cells();
        int[] digits = e.digits();
        for (int i = 0; i < cells.length; i++) {
            b.cells.putIfAbsent(cells[i], CellRole.PATTERN);
            b.candidate(cells[i], digits[i], i % 2 == 0 ? CandidateRole.COLOUR_B : CandidateRole.COLOUR_A);
            if (i > 0) {
                b.links.add(new Link(cells[i - 1], digits[i - 1], cells[i], digits[i], i % 2 == 1, false));
            }
        }
    }

    /**
     * The four corners, their two digits, and the rectangle joining them. The types beyond 1 then
     * tint the roof (the corners holding more) and mark its extra digits in the second colour.
     */
    private static void rectangle(Builder b, int[] cells, int digits) {
        for (int c : cells) {
            b.cell(c, CellRole.PATTERN);
            for (int m = digits; m != 0; m &= m - 1) {
                b.candidate(c, Digits.first(m), CandidateRole.KEY);
            }
        }
        int d = Digits.first(digits);
        int[] order = cornersInOrder(cells);
        for (int i = 0; i < 4; i++) {
            b.links.add(new Link(order[i], d, order[(i + 1) % 4], d, true, false));
        }
    }

    /** The corners of a rectangle in drawing order (around it, not across). */
    private static int[] cornersInOrder(int[] cells) {
        int[] s = cells.clone();
        Arrays.sort(s);
        // sorted: top-left, top-right, bottom-left, bottom-right
        return new int[] {s[0], s[1], s[3], s[2]};
    }

    /** Every flat path's nodes (true ones in colour A, false ones in B) with arrows between them. */
    private static void forcingChain(Builder b, Evidence.ForcingChain e) {
        if (e.unit() >= 0) {
            b.unit(e.unit(), UnitRole.HOUSE);
        }
        int[][] paths = e.paths();
        for (int i = 0; i < e.flat(); i++) {
            int[] path = paths[i];
            for (int j = 0; j < path.length; j++) {
                int p = path[j];
                int cell = Potential.cell(p);
                b.cells.putIfAbsent(cell, j == 0 ? CellRole.PIVOT : CellRole.PATTERN);
                b.candidate(cell, Potential.digit(p), Potential.isOn(p) ? CandidateRole.COLOUR_A : CandidateRole.COLOUR_B);
                if (j > 0) {
                    int q = path[j - 1];
                    b.links.add(new Link(Potential.cell(q), Potential.digit(q), cell, Potential.digit(p),
                            !Potential.isOn(q), true));
                }
            }
        }
    }

    /** The cells (all roles) the marks touch, ascending: for tests and bounds. */
    public List<Integer> markedCells() {
        TreeSet<Integer> all = new TreeSet<>(cells.keySet());
        candidates.forEach(c -> all.add(c.cell()));
        all.addAll(placed.keySet());
        return new ArrayList<>(all);
    }

    private static final class Builder {
        final List<UnitMark> units = new ArrayList<>();
        final Map<Integer, CellRole> cells = new LinkedHashMap<>();
        final Map<Long, CandidateMark> candidates = new LinkedHashMap<>();
        final Map<Integer, Integer> placed = new LinkedHashMap<>();
        final List<Link> links = new ArrayList<>();
        final List<Integer> blockers = new ArrayList<>();
        /** Per blocker and the row, column or box it blocks along, the farthest cell blocked. */
        final Map<Long, Ray> rays = new LinkedHashMap<>();

        void ray(int from, int to) {
            int along = Units.row(from) == Units.row(to) ? Units.row(from)
                    : Units.col(from) == Units.col(to) ? 9 + Units.col(from) : 18 + Units.box(from);
            long key = from * 100L + along;
            Ray old = rays.get(key);
            if (old == null || distance(from, to) > distance(from, old.to())) {
                rays.put(key, new Ray(from, to));
            }
        }

        private static int distance(int a, int b) {
            return Math.abs(Units.row(a) - Units.row(b)) + Math.abs(Units.col(a) - Units.col(b));
        }

        Builder unit(int u, UnitRole role) {
            units.add(new UnitMark(u, role));
            return this;
        }

        void cell(int c, CellRole role) {
            cells.put(c, role);
        }

        void candidate(int cell, int digit, CandidateRole role) {
            candidates.put(cell * 10L + digit, new CandidateMark(cell, digit, role));
        }

        /** The cells in {@code role}, each with its candidates among {@code digits}. */
        void keys(int[] cs, int digits, CandidateBoard board, CellRole role) {
            for (int c : cs) {
                cell(c, role);
                for (int m = board.candidates(c) & digits; m != 0; m &= m - 1) {
                    candidate(c, Digits.first(m), CandidateRole.KEY);
                }
            }
        }

        /** The cells in {@code role}, each with its candidates among {@code digits} in the second colour. */
        void extras(int[] cs, int digits, CandidateBoard board, CellRole role) {
            for (int c : cs) {
                cell(c, role);
                for (int m = board.candidates(c) & digits; m != 0; m &= m - 1) {
                    candidate(c, Digits.first(m), CandidateRole.COLOUR_B);
                }
            }
        }

        void colour(int[] cs, int digit, CellRole cellRole, CandidateRole role) {
            for (int c : cs) {
                cell(c, cellRole);
                candidate(c, digit, role);
            }
        }

        StepMarks build() {
            return new StepMarks(units, cells, new ArrayList<>(candidates.values()), placed, links, blockers,
                    new ArrayList<>(rays.values()));
        }
    }
}
