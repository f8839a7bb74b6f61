package lens.solve.human.singledigit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Simple colouring: the cells of a digit joined by conjugate pairs (the only two places in some
 * unit) take two alternating colours, exactly one of which is true. Colour trap: a cell seeing
 * both colours cannot hold the digit. Colour wrap: a colour with two cells seeing each other is
 * false everywhere.
 * https://hodoku.sourceforge.net/en/tech_col.php
 */
public final class SimpleColouring implements Technique {

    @Override
    public double minDifficulty() {
        return TechniqueType.SIMPLE_COLOURING.difficulty();
    }
    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int d = 1; d <= 9; d++) {
            int[] colour = new int[Units.CELLS];
            for (int start = 0; start < Units.CELLS; start++) {
                if (colour[start] != 0 || !b.hasCandidate(start, d)) {
                    continue;
                }
                List<Integer> on = new ArrayList<>();
                List<Integer> off = new ArrayList<>();
                paint(b, d, start, colour, on, off);
                if (on.size() + off.size() < 4) {
                    continue;
                }
                Step s = apply(b, d, colour, on, off);
                if (s != null) {
                    return Optional.of(s);
                }
            }
        }
        return Optional.empty();
    }

    private static void paint(CandidateBoard b, int d, int start, int[] colour, List<Integer> on, List<Integer> off) {
        int[] queue = new int[Units.CELLS];
        int head = 0;
        int tail = 0;
        colour[start] = 1;
        queue[tail++] = start;
        while (head < tail) {
            int c = queue[head++];
            (colour[c] == 1 ? on : off).add(c);
            for (int u : Units.unitsOf(c)) {
                int[] pair = ChainEnds.conjugates(b, u, d);
                if (pair == null) {
                    continue;
                }
                int next = pair[0] == c ? pair[1] : pair[0];
                if (colour[next] == 0) {
                    colour[next] = -colour[c];
                    queue[tail++] = next;
                }
            }
        }
    }

    private static Step apply(CandidateBoard b, int d, int[] colour, List<Integer> on, List<Integer> off) {
        for (List<Integer> group : List.of(on, off)) {
            if (seesItself(group)) {
                Eliminations el = new Eliminations(b);
                group.forEach(c -> el.add(c, d));
                List<Integer> other = group == on ? off : on;
                return Step.eliminate(TechniqueType.SIMPLE_COLOURING, el.list(),
                        new Evidence.Colouring(d, toArray(other), toArray(group), true));
            }
        }
        Evidence ev = new Evidence.Colouring(d, toArray(on), toArray(off), false);
        Eliminations el = new Eliminations(b);
        for (int t = 0; t < Units.CELLS; t++) {
            if (colour[t] == 0 && b.hasCandidate(t, d) && seesAny(t, on) && seesAny(t, off)) {
                el.add(t, d);
            }
        }
        return el.isEmpty() ? null : Step.eliminate(TechniqueType.SIMPLE_COLOURING, el.list(), ev);
    }

    private static boolean seesItself(List<Integer> group) {
        for (int i = 0; i < group.size(); i++) {
            for (int j = i + 1; j < group.size(); j++) {
                if (Units.sees(group.get(i), group.get(j))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean seesAny(int t, List<Integer> group) {
        for (int c : group) {
            if (Units.sees(t, c)) {
                return true;
            }
        }
        return false;
    }

    private static int[] toArray(List<Integer> cells) {
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }
}
