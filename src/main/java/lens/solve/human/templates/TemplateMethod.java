package lens.solve.human.templates;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * The template method: of the 46,656 templates (one cell in every row, column and box), a digit
 * can only take one that covers every cell where it is placed and otherwise only cells where it
 * is a candidate. A cell in every such template holds the digit; a candidate in none of them is
 * false. Then, for two digits, a template of the first that overlaps every valid template of the
 * second is dropped too, since the two digits need disjoint templates.
 * http://sudopedia.enjoysudoku.com/Template.html
 */
public final class TemplateMethod implements Technique {

    @Override
    public double minDifficulty() {
        return TechniqueType.TEMPLATE.difficulty();
    }
    /** Pairs of digits are combined only below this many template pairs, to bound the time. */
    private static final long MAX_PAIR_WORK = 400_000;

    @Override
    public Optional<Step> find(CandidateBoard b) {
        int[][] valid = new int[10][];
        for (int d = 1; d <= 9; d++) {
            valid[d] = validTemplates(b, d);
            Step s = conclude(b, d, valid[d], 0);
            if (s != null) {
                return Optional.of(s);
            }
        }
        for (int d = 1; d <= 9; d++) {
            for (int e = 1; e <= 9; e++) {
                if (e == d || (long) valid[d].length * valid[e].length > MAX_PAIR_WORK) {
                    continue;
                }
                int[] kept = compatible(valid[d], valid[e]);
                Step s = conclude(b, d, kept, e);
                if (s != null) {
                    return Optional.of(s);
                }
            }
        }
        return Optional.empty();
    }

    private static int[] validTemplates(CandidateBoard b, int d) {
        long reqLo = 0;
        long reqHi = 0;
        long allowLo = 0;
        long allowHi = 0;
        for (int c = 0; c < Units.CELLS; c++) {
            boolean placed = b.digit(c) == d;
            if (placed || b.hasCandidate(c, d)) {
                if (c < 64) {
                    allowLo |= 1L << c;
                    reqLo |= placed ? 1L << c : 0;
                } else {
                    allowHi |= 1L << (c - 64);
                    reqHi |= placed ? 1L << (c - 64) : 0;
                }
            }
        }
        int[] out = new int[TemplateTable.COUNT];
        int n = 0;
        long[] lo = TemplateTable.LO;
        long[] hi = TemplateTable.HI;
        for (int t = 0; t < TemplateTable.COUNT; t++) {
            if ((lo[t] & ~allowLo) == 0 && (hi[t] & ~allowHi) == 0
                    && (lo[t] & reqLo) == reqLo && (hi[t] & reqHi) == reqHi) {
                out[n++] = t;
            }
        }
        return Arrays.copyOf(out, n);
    }

    private static int[] compatible(int[] mine, int[] theirs) {
        int[] out = new int[mine.length];
        int n = 0;
        for (int t : mine) {
            long lo = TemplateTable.LO[t];
            long hi = TemplateTable.HI[t];
            for (int u : theirs) {
                if ((lo & TemplateTable.LO[u]) == 0 && (hi & TemplateTable.HI[u]) == 0) {
                    out[n++] = t;
                    break;
                }
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** Places what all templates share and removes what none covers; null if nothing new. */
    private static Step conclude(CandidateBoard b, int d, int[] templates, int partner) {
        if (templates.length == 0) {
            return null;
        }
        long anyLo = 0;
        long anyHi = 0;
        long allLo = -1L;
        long allHi = -1L;
        for (int t : templates) {
            anyLo |= TemplateTable.LO[t];
            anyHi |= TemplateTable.HI[t];
            allLo &= TemplateTable.LO[t];
            allHi &= TemplateTable.HI[t];
        }
        List<Step.Placement> places = new ArrayList<>();
        List<Step.Elimination> removals = new ArrayList<>();
        for (int c = 0; c < Units.CELLS; c++) {
            boolean any = c < 64 ? (anyLo >>> c & 1) != 0 : (anyHi >>> (c - 64) & 1) != 0;
            boolean all = c < 64 ? (allLo >>> c & 1) != 0 : (allHi >>> (c - 64) & 1) != 0;
            if (b.hasCandidate(c, d)) {
                if (all) {
                    places.add(new Step.Placement(c, d));
                } else if (!any) {
                    removals.add(new Step.Elimination(c, d));
                }
            }
        }
        if (places.isEmpty() && removals.isEmpty()) {
            return null;
        }
        return new Step(TechniqueType.TEMPLATE, places, removals, new Evidence.Templates(d, templates.length, partner));
    }
}
